import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  WorkflowPermission,
  BusinessType,
  emptyResultSchema,
  idListParam,
  importReportSchema,
  resetPasswordSchema,
  resultSchema,
  SSE_PROGRESS_EVENT,
  tableSchema,
  type TaskProgress,
  userAuthRoleVoSchema,
  userCreateSchema,
  userFilterSchema,
  userFormVoSchema,
  userListVoSchema,
  UserPermission as P,
  userStatusSchema,
  userUpdateSchema,
  USER_IMPORT_TASK,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { exportDatesShape, mergeExportFilters } from '../../../platform/http/export-query.js';
import { readUpload } from '../../resource/oss/multipart.js';
import type { SseHub } from '../../resource/sse/sse.hub.js';
import type { ConfigService } from '../config/config.service.js';
import type { DictService } from '../dict/dict.service.js';
import type { UserAdminRepo } from './user-admin.repo.js';
import type { UserAdminService } from './user-admin.service.js';
import { importTemplate, streamUserExport, xlsxReply } from './user-export.js';
import { importUsers } from './user-import.js';
import { formatMessage } from '../../../platform/i18n/format.js';

const TITLE = '用户管理';
const log = (businessType: BusinessType) => ({ title: TITLE, businessType });
const listQuery = listQuerySchema.extend(userFilterSchema.shape);
const exportFilters = userFilterSchema.extend(exportDatesShape);
const userIdParam = z.object({ userId: z.coerce.number().int().positive() });
const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
/** A comma-separated id list that may be empty (`roleIds=` clears a user's roles). */
const idsParam = z
  .string()
  .regex(/^(\d{1,19}(,\d{1,19})*)?$/)
  .max(4000)
  .transform((s) => (s ? [...new Set(s.split(',').map(Number))] : []));

export interface UserAdminRoutesOptions {
  users: UserAdminService;
  /** The export and import read and write through the repo beside the service. */
  repo: UserAdminRepo;
  dicts: DictService;
  config: ConfigService;
  sse: SseHub;
  maxFileSize: number;
}

/** 用户管理 (reference §6 User): list, form, create, update, delete, password, status, roles, export, import. */
export const userAdminRoutes: FastifyPluginAsync<UserAdminRoutesOptions> = async (
  base,
  { users: service, repo, dicts, config, sse, maxFileSize },
) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['system/user'];

  app.get(
    '/system/user/list',
    {
      config: { access: { permission: P.LIST } },
      schema: { tags, querystring: listQuery, response: { 200: tableSchema(userListVoSchema) } },
    },
    async (request) => {
      const { rows, total } = await service.list(request.user!, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.get(
    '/system/user/list/dept/:deptId',
    {
      config: { access: { permission: P.LIST } },
      schema: {
        tags,
        params: z.object({ deptId: z.coerce.number().int().positive() }),
        response: { 200: resultSchema(z.array(userListVoSchema)) },
      },
    },
    async (request) =>
      ok(request.lang, await service.options(request.user!, { deptId: request.params.deptId })),
  );

  app.get(
    '/system/user/optionselect',
    {
      config: { access: { permission: [P.QUERY, WorkflowPermission.MODEL_DESIGN], mode: 'or' } },
      schema: {
        tags,
        querystring: z.object({
          userIds: idsParam.optional(),
          deptId: z.coerce.number().int().positive().optional(),
        }),
        response: { 200: resultSchema(z.array(userListVoSchema)) },
      },
    },
    async (request) => ok(request.lang, await service.options(request.user!, request.query)),
  );

  app.post(
    '/system/user/export',
    {
      config: { access: { permission: P.EXPORT }, log: log(BusinessType.EXPORT) },
      schema: { tags, querystring: exportFilters, body: exportFilters.nullish() },
    },
    async (request, reply) => {
      const filters = mergeExportFilters(request.query, request.body ?? undefined);
      const lang = request.lang;
      const stream = await streamUserExport(repo, dicts, request.user!, filters, lang, request.log);
      return xlsxReply(reply, formatMessage(lang, 'user.file'), stream);
    },
  );

  app.post(
    '/system/user/importTemplate',
    { config: { access: 'login' }, schema: { tags } },
    async (request, reply) =>
      xlsxReply(reply, request.t('user.templateFile'), await importTemplate(request.lang)),
  );

  app.post(
    '/system/user/importData',
    {
      config: { access: { permission: P.IMPORT }, log: log(BusinessType.IMPORT) },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: 'Multipart field "file" (the template\'s xlsx); the per-row report is in data.',
        querystring: z.object({ updateSupport: flag.default(false) }),
        response: { 200: resultSchema(importReportSchema) },
      },
    },
    async (request) => {
      const file = await readUpload(request, 'file', maxFileSize);
      const { tenantId, userId } = request.user!;
      // The console's import dialog listens for these on the user's event stream.
      const progress = (processed: number, total: number) =>
        void sse.publish({
          tenantId,
          userIds: [userId],
          event: SSE_PROGRESS_EVENT,
          text: JSON.stringify({ task: USER_IMPORT_TASK, processed, total } satisfies TaskProgress),
        });
      const deps = { repo, service, dicts, config, progress };
      const report = await importUsers(
        deps,
        request.user!,
        file.content,
        request.query.updateSupport,
        request.lang,
      );
      const summary = formatMessage(request.lang, 'user.importSummary', {
        created: report.created,
        updated: report.updated,
        failed: report.failed,
      });
      return ok(request.lang, report, summary);
    },
  );

  app.get(
    '/system/user',
    {
      config: { access: { permission: P.QUERY } },
      schema: { tags, response: { 200: resultSchema(userFormVoSchema) } },
    },
    async (request) => ok(request.lang, await service.form(request.user!)),
  );

  app.get(
    '/system/user/:userId(^\\d+)',
    {
      config: { access: { permission: P.QUERY } },
      schema: { tags, params: userIdParam, response: { 200: resultSchema(userFormVoSchema) } },
    },
    async (request) => ok(request.lang, await service.form(request.user!, request.params.userId)),
  );

  app.post(
    '/system/user',
    {
      config: { access: { permission: P.ADD }, log: log(BusinessType.INSERT) },
      schema: { tags, body: userCreateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.create(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.put(
    '/system/user',
    {
      config: { access: { permission: P.EDIT }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: userUpdateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.update(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.delete(
    '/system/user/:userIds',
    {
      config: { access: { permission: P.REMOVE }, log: log(BusinessType.DELETE) },
      schema: { tags, params: z.object({ userIds: idListParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.remove(request.user!, request.params.userIds);
      return ok(request.lang, null);
    },
  );

  app.put(
    '/system/user/resetPwd',
    {
      config: { access: { permission: P.RESET_PWD }, encrypt: true, log: log(BusinessType.UPDATE) },
      schema: {
        tags,
        description: 'Encrypted body (encrypt-key header). Ends every session of that user.',
        body: resetPasswordSchema,
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      await service.resetPassword(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.put(
    '/system/user/changeStatus',
    {
      config: { access: { permission: P.EDIT }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: userStatusSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.changeStatus(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.get(
    '/system/user/authRole/:userId',
    {
      config: { access: { permission: P.QUERY } },
      schema: { tags, params: userIdParam, response: { 200: resultSchema(userAuthRoleVoSchema) } },
    },
    async (request) => ok(request.lang, await service.authRole(request.user!, request.params.userId)),
  );

  app.put(
    '/system/user/authRole',
    {
      config: { access: { permission: P.EDIT }, log: log(BusinessType.GRANT) },
      schema: {
        tags,
        description:
          'Query userId and roleIds (comma-separated); replaces the roles and ends the user’s sessions.',
        querystring: z.object({
          userId: z.coerce.number().int().positive(),
          roleIds: idsParam.default([]),
        }),
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      await service.assignRoles(request.user!, request.query.userId, request.query.roleIds);
      return ok(request.lang, null);
    },
  );
};

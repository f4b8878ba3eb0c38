import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  emptyResultSchema,
  idListParam,
  LICENCE_EXTENSIONS,
  resultSchema,
  tableSchema,
  titleClientAuditSchema,
  titleClientCreateSchema,
  titleClientFilterSchema,
  titleClientLicenceVoSchema,
  titleClientOptionSchema,
  TitleClientPermission as P,
  titleClientUpdateSchema,
  titleClientVoSchema,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { sendXlsx } from '../../../platform/http/xlsx.js';
import { checkUpload } from '../../resource/oss/file-check.js';
import { readUpload } from '../../resource/oss/multipart.js';
import { attachmentHeaders } from '../../resource/oss/oss.routes.js';
import { requireTitleOrEmployeeReader } from '../organization/master-data.js';
import type { TitleClientAuditService } from './client-audit.service.js';
import type { TitleClientService } from './client.service.js';

const TITLE = '委托单位';
const listQuery = listQuerySchema.extend(titleClientFilterSchema.shape);
const clientIdParams = z.object({ clientId: z.coerce.number().int().positive() });

export interface TitleClientRouteOptions {
  clients: TitleClientService;
  audits: TitleClientAuditService;
  /** The upload limit of a licence (the object store's). */
  maxFileSize: number;
}

export const titleClientRoutes: FastifyPluginAsync<TitleClientRouteOptions> = async (
  base,
  { clients: service, audits, maxFileSize },
) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['title/client'];

  app.get(
    '/title/client/list',
    {
      config: { access: { permission: P.LIST } },
      schema: {
        tags,
        description: 'Within the data scope: a company account sees its own unit only.',
        querystring: listQuery,
        response: { 200: tableSchema(titleClientVoSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await service.list(request.user!, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.post(
    '/title/client/export',
    {
      config: { access: { permission: P.EXPORT }, log: { title: TITLE, businessType: BusinessType.EXPORT } },
      schema: { tags, querystring: titleClientFilterSchema, body: titleClientFilterSchema.optional() },
    },
    async (request, reply) => {
      const filter = { ...request.query, ...(request.body ?? {}) };
      const file = await service.export(request.user!, filter, request.lang);
      return sendXlsx(reply, request.t('titleClient.file'), file);
    },
  );

  app.get(
    '/title/client/optionselect',
    {
      config: { access: 'login' },
      schema: {
        tags,
        description:
          'Approved, enabled units for selects; any user holding a `title:` or `employee:` permission.',
        response: { 200: resultSchema(z.array(titleClientOptionSchema)) },
      },
    },
    async (request) => {
      requireTitleOrEmployeeReader(request.user!);
      return ok(request.lang, await service.options(request.user!));
    },
  );

  app.post(
    '/title/client/licence',
    {
      config: {
        access: { permission: [P.ADD, P.EDIT], mode: 'or' },
        log: { title: TITLE, businessType: BusinessType.INSERT },
      },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: `Multipart field "file": ${LICENCE_EXTENSIONS.join(', ')}; at most ${maxFileSize} bytes.`,
        response: { 200: resultSchema(titleClientLicenceVoSchema) },
      },
    },
    async (request) => {
      const file = await readUpload(request, 'file', maxFileSize);
      const ext = await checkUpload(file.fileName, file.content, LICENCE_EXTENSIONS);
      return ok(request.lang, await service.storeLicence(request.user!, file.fileName, ext, file.content));
    },
  );

  app.get(
    '/title/client/:clientId/licence',
    {
      config: { access: { permission: P.QUERY } },
      schema: { tags, params: clientIdParams, description: 'The licence file, or a JSON {code, msg}.' },
    },
    async (request, reply) => {
      const file = await service.openLicence(request.user!, request.params.clientId);
      return reply.headers(attachmentHeaders(file.name)).send(file.stream);
    },
  );

  app.get(
    '/title/client/:clientId',
    {
      config: { access: { permission: P.QUERY } },
      schema: { tags, params: clientIdParams, response: { 200: resultSchema(titleClientVoSchema) } },
    },
    async (request) => ok(request.lang, await service.get(request.user!, request.params.clientId)),
  );

  app.post(
    '/title/client',
    {
      config: { access: { permission: P.ADD }, log: { title: TITLE, businessType: BusinessType.INSERT } },
      schema: { tags, body: titleClientCreateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.create(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.put(
    '/title/client',
    {
      config: { access: { permission: P.EDIT }, log: { title: TITLE, businessType: BusinessType.UPDATE } },
      schema: {
        tags,
        description:
          'Never changes the audit status; without title:client:audit an approved unit keeps its registration.',
        body: titleClientUpdateSchema,
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      await service.update(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.put(
    '/title/client/audit',
    {
      config: { access: { permission: P.AUDIT }, log: { title: TITLE, businessType: BusinessType.UPDATE } },
      schema: {
        tags,
        description:
          'Approve or reject (reason required) a pending unit. The first approval creates its dept under 委托单位 ' +
          'and moves its company account there (that account signs in again).',
        body: titleClientAuditSchema,
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      await audits.audit(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.put(
    '/title/client/:clientId/resubmit',
    {
      config: { access: { permission: P.EDIT }, log: { title: TITLE, businessType: BusinessType.UPDATE } },
      schema: { tags, params: clientIdParams, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await audits.resubmit(request.user!, request.params.clientId);
      return ok(request.lang, null);
    },
  );

  app.delete(
    '/title/client/:clientIds',
    {
      config: { access: { permission: P.REMOVE }, log: { title: TITLE, businessType: BusinessType.DELETE } },
      schema: { tags, params: z.object({ clientIds: idListParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.remove(request.user!, request.params.clientIds);
      return ok(request.lang, null);
    },
  );
};

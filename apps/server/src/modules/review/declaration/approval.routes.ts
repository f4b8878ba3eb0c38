import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  checkPassSchema,
  checkRejectSchema,
  declarationFilterSchema,
  declarationProgressSchema,
  declarationReturnSchema,
  declarationVoSchema,
  emptyResultSchema,
  ReviewApprovalPermission as P,
  resultSchema,
  returnedDeclarationVoSchema,
  tableSchema,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { EXPORT_MAX_ROWS, sendXlsx } from '../../../platform/http/xlsx.js';
import type { DictService } from '../../system/dict/dict.service.js';
import type { ApprovalService } from './approval.service.js';
import { declarationSheet, trailSheet } from './declaration-sheet.js';
import type { DeclarationService } from './declaration.service.js';

const log = (businessType: BusinessType) => ({ title: '职称评审', businessType });
const listQuery = listQuerySchema.extend(declarationFilterSchema.shape);
const idParam = z.object({ declarationId: z.coerce.number().int().positive() });
const URL = '/title/review-approval';

export interface ApprovalRouteOptions {
  declarations: DeclarationService;
  approval: ApprovalService;
  dicts: DictService;
}

/** 资格审查, 退回 and 评审详情 under `/title/review-approval`. */
export const approvalRoutes: FastifyPluginAsync<ApprovalRouteOptions> = async (
  base,
  { declarations, approval, dicts },
) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['title/review-approval'];

  app.get(
    `${URL}/prepare/list`,
    {
      config: { access: { permission: P.PREPARE } },
      schema: { tags, querystring: listQuery, response: { 200: tableSchema(declarationVoSchema) } },
    },
    async (request) => {
      const { rows, total } = await approval.prepareList(request.user!, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.post(
    `${URL}/prepare/export`,
    {
      config: { access: { permission: [P.PREPARE, P.EXPORT], mode: 'and' }, log: log(BusinessType.EXPORT) },
      schema: { tags, querystring: declarationFilterSchema, body: declarationFilterSchema.nullish() },
    },
    async (request, reply) => {
      const filter = { ...request.query, ...(request.body ?? {}) };
      const rows = await approval.prepareAll(request.user!, filter, EXPORT_MAX_ROWS);
      const file = await declarationSheet(dicts, request.user!.tenantId, request.lang, rows);
      return sendXlsx(reply, request.t('review.prepare.file'), file);
    },
  );

  app.put(
    `${URL}/prepare/check`,
    {
      config: { access: { permission: P.CHECK }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: checkPassSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await approval.checkPass(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.put(
    `${URL}/prepare/reject`,
    {
      config: { access: { permission: P.REJECT }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: checkRejectSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await approval.checkReject(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.put(
    `${URL}/return`,
    {
      config: { access: { permission: P.RETURN }, log: log(BusinessType.UPDATE) },
      schema: {
        tags,
        description: 'Returns declarations from any stage before final, with reasons per item.',
        body: declarationReturnSchema,
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      await approval.returnDeclarations(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.get(
    `${URL}/return/list`,
    {
      config: { access: { permission: P.RETURN_PAGE } },
      schema: { tags, querystring: listQuery, response: { 200: tableSchema(returnedDeclarationVoSchema) } },
    },
    async (request) => {
      const { rows, total } = await approval.returnedList(request.user!, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.get(
    `${URL}/detail/list`,
    {
      config: { access: { permission: P.DETAIL } },
      schema: { tags, querystring: listQuery, response: { 200: tableSchema(declarationVoSchema) } },
    },
    async (request) => {
      const { rows, total } = await declarations.readableList(request.user!, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.get(
    `${URL}/detail/:declarationId(^\\d+)`,
    {
      config: { access: { permission: [P.DETAIL, P.QUERY], mode: 'or' } },
      schema: {
        tags,
        description: 'A declaration and its full trail (the applicant their own, reviewers those assigned).',
        params: idParam,
        response: { 200: resultSchema(declarationProgressSchema) },
      },
    },
    async (request) =>
      ok(request.lang, await approval.progress(request.user!, request.params.declarationId, request.lang)),
  );

  app.post(
    `${URL}/detail/:declarationId(^\\d+)/export`,
    {
      config: { access: { permission: P.EXPORT }, log: log(BusinessType.EXPORT) },
      schema: { tags, params: idParam },
    },
    async (request, reply) => {
      const { declaration, trail } = await approval.progress(
        request.user!,
        request.params.declarationId,
        request.lang,
      );
      const file = await trailSheet(request.lang, declaration.applicantName, trail);
      return sendXlsx(reply, request.t('review.trail.file'), file);
    },
  );
};

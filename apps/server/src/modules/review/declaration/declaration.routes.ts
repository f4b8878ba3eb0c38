import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  declarationBatchSchema,
  recommendSchema,
  declarationCreateSchema,
  declarationFilterSchema,
  declarationSubmitSchema,
  declarationUpdateSchema,
  declarationVoSchema,
  eligibilityResultSchema,
  emptyResultSchema,
  idListParam,
  ReviewApprovalPermission,
  ReviewDeclarePermission as P,
  resultSchema,
  tableSchema,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { EXPORT_MAX_ROWS, sendXlsx } from '../../../platform/http/xlsx.js';
import type { DictService } from '../../system/dict/dict.service.js';
import type { DeclarationFlowService } from './declaration-flow.service.js';
import { declarationSheet } from './declaration-sheet.js';
import type { DeclarationService } from './declaration.service.js';

const log = (businessType: BusinessType) => ({ title: '职称申报', businessType });
const listQuery = listQuerySchema.extend(declarationFilterSchema.shape);
const idParam = z.object({ declarationId: z.coerce.number().int().positive() });
const URL = '/title/review-declare';

export interface DeclarationRouteOptions {
  declarations: DeclarationService;
  flow: DeclarationFlowService;
  dicts: DictService;
}

/** 职称申报 (`/title/review-declare`): drafts, eligibility, submit, withdraw, resubmit, recommend, export. */
export const declarationRoutes: FastifyPluginAsync<DeclarationRouteOptions> = async (
  base,
  { declarations, flow, dicts },
) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['title/review-declare'];

  app.get(
    `${URL}/list`,
    {
      config: { access: { permission: P.LIST } },
      schema: { tags, querystring: listQuery, response: { 200: tableSchema(declarationVoSchema) } },
    },
    async (request) => {
      const { rows, total } = await declarations.list(request.user!, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.post(
    `${URL}/export`,
    {
      config: { access: { permission: P.EXPORT }, log: log(BusinessType.EXPORT) },
      schema: { tags, querystring: declarationFilterSchema, body: declarationFilterSchema.nullish() },
    },
    async (request, reply) => {
      const rows = await declarations.all(
        request.user!,
        { ...request.query, ...(request.body ?? {}) },
        EXPORT_MAX_ROWS,
      );
      const file = await declarationSheet(dicts, request.user!.tenantId, request.lang, rows);
      return sendXlsx(reply, request.t('review.declaration.file'), file);
    },
  );

  app.get(
    `${URL}/:declarationId(^\\d+)`,
    {
      config: { access: { permission: P.QUERY } },
      schema: { tags, params: idParam, response: { 200: resultSchema(declarationVoSchema) } },
    },
    async (request) => ok(request.lang, await declarations.get(request.user!, request.params.declarationId)),
  );

  app.get(
    `${URL}/:declarationId(^\\d+)/eligibility`,
    {
      config: { access: { permission: [P.QUERY, ReviewApprovalPermission.PREPARE], mode: 'or' } },
      schema: {
        tags,
        description: "The declaration's eligibility now, rule by rule, with its claimed exception.",
        params: idParam,
        response: { 200: resultSchema(eligibilityResultSchema) },
      },
    },
    async (request) => ok(request.lang, await flow.evaluate(request.user!, request.params.declarationId)),
  );

  app.post(
    URL,
    {
      config: { access: { permission: P.ADD }, log: log(BusinessType.INSERT) },
      schema: { tags, body: declarationCreateSchema, response: { 200: resultSchema(z.number().int()) } },
    },
    async (request) => ok(request.lang, await declarations.create(request.user!, request.body)),
  );

  app.put(
    URL,
    {
      config: { access: { permission: P.EDIT }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: declarationUpdateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await declarations.update(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.delete(
    `${URL}/:declarationIds`,
    {
      config: { access: { permission: P.REMOVE }, log: log(BusinessType.DELETE) },
      schema: {
        tags,
        params: z.object({ declarationIds: idListParam }),
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      await declarations.remove(request.user!, request.params.declarationIds);
      return ok(request.lang, null);
    },
  );

  for (const verb of ['submit', 'resubmit'] as const)
    app.put(
      `${URL}/${verb}`,
      {
        config: { access: { permission: P.SUBMIT }, log: log(BusinessType.UPDATE) },
        schema: { tags, body: declarationSubmitSchema, response: { 200: emptyResultSchema } },
      },
      async (request) => {
        await flow[verb](request.user!, request.body);
        return ok(request.lang, null);
      },
    );

  app.put(
    `${URL}/withdraw`,
    {
      config: { access: { permission: P.WITHDRAW }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: declarationBatchSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await flow.withdraw(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.put(
    `${URL}/recommend`,
    {
      config: { access: { permission: P.RECOMMEND }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: recommendSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await flow.recommend(request.user!, request.body);
      return ok(request.lang, null);
    },
  );
};

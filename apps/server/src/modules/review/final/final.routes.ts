import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  certificateVoSchema,
  confirmSchema,
  emptyResultSchema,
  finalDeclarationVoSchema,
  finalFilterSchema,
  objectionCreateSchema,
  objectionHandleSchema,
  objectionVoSchema,
  publicizeSchema,
  resultPublishSchema,
  resultSchema,
  resultSummarySchema,
  ReviewApprovalPermission as RA,
  ReviewStage,
  revokeSchema,
  tableSchema,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { sendXlsx } from '../../../platform/http/xlsx.js';
import type { ArchiveService } from './archive.service.js';
import type { FinalApprovalService } from './final-approval.service.js';
import type { ResultService } from './result.service.js';

const log = (businessType: BusinessType) => ({ title: '终审与评审结果', businessType });
const idParam = z.object({ declarationId: z.coerce.number().int().positive() });
const listQuery = listQuerySchema.extend(finalFilterSchema.shape);
const list = { querystring: listQuery, response: { 200: tableSchema(finalDeclarationVoSchema) } };
const done = { 200: emptyResultSchema };
/** Every stage page shares the export code: an export needs its own page too. */
const exportOf = (page: string) => ({ access: { permission: [page, RA.EXPORT], mode: 'and' as const } });
const URL = '/title/review-approval';

export interface FinalRouteOptions {
  finalApproval: FinalApprovalService;
  archive: ArchiveService;
  results: ResultService;
}

/** 终审 (publicity, objections, confirmation), 终审归档 (revocation, certificates) and 评审结果. */
export const finalRoutes: FastifyPluginAsync<FinalRouteOptions> = async (
  base,
  { finalApproval: approval, archive, results },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['title/review-approval/final'];

  app.get(
    `${URL}/final-approval/list`,
    { config: { access: { permission: RA.FINAL_APPROVAL } }, schema: { tags, ...list } },
    async (request) => {
      const { rows, total } = await approval.list(request.user!, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.post(
    `${URL}/final-approval/publicize`,
    {
      config: { access: { permission: RA.PUBLICIZE }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: publicizeSchema, response: done },
    },
    async (request) => {
      await approval.publicize(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.get(
    `${URL}/final-approval/:declarationId(^\\d+)/objections`,
    {
      config: { access: { permission: RA.FINAL_APPROVAL } },
      schema: { tags, params: idParam, response: { 200: resultSchema(z.array(objectionVoSchema)) } },
    },
    async (request) =>
      ok(request.lang, await approval.objections(request.user!, request.params.declarationId)),
  );

  app.post(
    `${URL}/final-approval/objection`,
    {
      config: {
        access: { permission: [RA.PUBLICIZE, RA.REJECT], mode: 'or' },
        log: log(BusinessType.INSERT),
      },
      schema: { tags, body: objectionCreateSchema, response: done },
    },
    async (request) => {
      await approval.recordObjection(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.put(
    `${URL}/final-approval/objection`,
    {
      config: { access: { permission: RA.REJECT }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: objectionHandleSchema, response: done },
    },
    async (request) => {
      await approval.handleObjection(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.post(
    `${URL}/final-approval/confirm`,
    {
      config: { access: { permission: RA.CONFIRM }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: confirmSchema, response: done },
    },
    async (request) => {
      await approval.confirm(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.get(
    `${URL}/final/list`,
    { config: { access: { permission: RA.FINAL } }, schema: { tags, ...list } },
    async (request) => {
      const { rows, total } = await archive.list(request.user!, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.post(
    `${URL}/final/revoke`,
    {
      config: { access: { permission: RA.REVOKE }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: revokeSchema, response: done },
    },
    async (request) => {
      await archive.revoke(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.get(
    `${URL}/final/:declarationId(^\\d+)/certificate`,
    {
      config: { access: { permission: RA.CERTIFICATE } },
      schema: { tags, params: idParam, response: { 200: resultSchema(certificateVoSchema) } },
    },
    async (request) =>
      ok(request.lang, await archive.certificate(request.user!, request.params.declarationId)),
  );

  app.get(
    `${URL}/result/list`,
    { config: { access: { permission: RA.RESULT } }, schema: { tags, ...list } },
    async (request) => {
      const { rows, total } = await results.list(request.user!, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.get(
    `${URL}/result/summary`,
    {
      config: { access: { permission: RA.RESULT } },
      schema: {
        tags,
        querystring: finalFilterSchema.pick({ activityId: true }),
        response: { 200: resultSchema(z.array(resultSummarySchema)) },
      },
    },
    async (request) => ok(request.lang, await results.summary(request.user!, request.query.activityId)),
  );

  app.post(
    `${URL}/result/publish`,
    {
      config: { access: { permission: RA.PUBLISH }, log: log(BusinessType.INSERT) },
      schema: { tags, body: resultPublishSchema, response: { 200: resultSchema(z.number().int()) } },
    },
    async (request) => ok(request.lang, await results.publish(request.user!, request.body.activityId)),
  );

  const exports = [
    ['final-approval', RA.FINAL_APPROVAL, [ReviewStage.FINAL_APPROVAL], 'review.final.approvalFile'],
    ['final', RA.FINAL, [ReviewStage.RESULT], 'review.final.finalFile'],
    ['result', RA.RESULT, null, 'review.final.resultFile'],
  ] as const;
  for (const [path, page, stages, fileName] of exports)
    app.post(
      `${URL}/${path}/export`,
      {
        config: { ...exportOf(page), log: log(BusinessType.EXPORT) },
        schema: { tags, querystring: finalFilterSchema, body: finalFilterSchema.nullish() },
      },
      async (request, reply) => {
        const filter = { ...request.query, ...(request.body ?? {}) };
        const file = await results.export(request.user!, filter, request.lang, stages ? [...stages] : null);
        return sendXlsx(reply, request.t(fileName), file);
      },
    );
};

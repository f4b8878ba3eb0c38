import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  emptyResultSchema,
  idListParam,
  resultSchema,
  reviewerPoolCreateSchema,
  reviewerPoolFilterSchema,
  ReviewerPoolPermission as P,
  reviewerPoolUpdateSchema,
  reviewerPoolVoSchema,
  tableSchema,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { sendXlsx } from '../../../platform/http/xlsx.js';
import { poolMemberRoutes } from './pool-member.routes.js';
import type { PoolMemberService } from './pool-member.service.js';
import type { ReviewerPoolService } from './reviewer-pool.service.js';

const log = (businessType: BusinessType) => ({ title: '专家库', businessType });
const listQuery = listQuerySchema.extend(reviewerPoolFilterSchema.shape);
const idParam = z.object({ poolId: z.coerce.number().int().positive() });

/** 专家库: pools per series and level with a term of at most three years; members under `/{poolId}`. */
export const reviewerPoolRoutes: FastifyPluginAsync<{
  pools: ReviewerPoolService;
  poolMembers: PoolMemberService;
}> = async (base, { pools: service, poolMembers }) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['title/reviewer-pool'];

  app.get(
    '/title/reviewer-pool/list',
    {
      config: { access: { permission: P.LIST } },
      schema: { tags, querystring: listQuery, response: { 200: tableSchema(reviewerPoolVoSchema) } },
    },
    async (request) => {
      const { rows, total } = await service.list(request.user!, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.post(
    '/title/reviewer-pool/export',
    {
      config: { access: { permission: P.EXPORT }, log: log(BusinessType.EXPORT) },
      schema: { tags, querystring: reviewerPoolFilterSchema, body: reviewerPoolFilterSchema.nullish() },
    },
    async (request, reply) => {
      const filter = { ...request.query, ...(request.body ?? {}) };
      const file = await service.export(request.user!, filter, request.lang);
      return sendXlsx(reply, request.t('pool.file'), file);
    },
  );

  app.get(
    '/title/reviewer-pool/optionselect',
    {
      config: { access: { permission: [P.QUERY, P.LIST], mode: 'or' } },
      schema: {
        tags,
        description: 'Enabled pools, optionally of one series or level (team draws pick from them).',
        querystring: reviewerPoolFilterSchema.pick({ seriesId: true, titleLevel: true }),
        response: { 200: resultSchema(z.array(reviewerPoolVoSchema)) },
      },
    },
    async (request) => ok(request.lang, await service.optionselect(request.user!, request.query)),
  );

  app.get(
    '/title/reviewer-pool/:poolId(^\\d+)',
    {
      config: { access: { permission: P.QUERY } },
      schema: { tags, params: idParam, response: { 200: resultSchema(reviewerPoolVoSchema) } },
    },
    async (request) => ok(request.lang, await service.get(request.user!, request.params.poolId)),
  );

  app.post(
    '/title/reviewer-pool',
    {
      config: { access: { permission: P.ADD }, log: log(BusinessType.INSERT) },
      schema: { tags, body: reviewerPoolCreateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.create(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.put(
    '/title/reviewer-pool',
    {
      config: { access: { permission: P.EDIT }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: reviewerPoolUpdateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.update(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.delete(
    '/title/reviewer-pool/:poolIds',
    {
      config: { access: { permission: P.REMOVE }, log: log(BusinessType.DELETE) },
      schema: { tags, params: z.object({ poolIds: idListParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.remove(request.user!, request.params.poolIds);
      return ok(request.lang, null);
    },
  );

  poolMemberRoutes(base, poolMembers, log);
};

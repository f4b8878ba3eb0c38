import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  emptyResultSchema,
  idListParam,
  poolCandidateFilterSchema,
  poolCandidateVoSchema,
  poolMemberAddSchema,
  poolMemberFilterSchema,
  poolMemberVoSchema,
  poolStatsSchema,
  resultSchema,
  ReviewerPoolPermission as P,
  tableSchema,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { sendXlsx } from '../../../platform/http/xlsx.js';
import type { PoolMemberService } from './pool-member.service.js';

const idParam = z.object({ poolId: z.coerce.number().int().positive() });
const BASE = '/title/reviewer-pool/:poolId';

/** The detail page's calls: members (a membership is an edit of the pool), candidates, draw statistics. */
export function poolMemberRoutes(
  base: FastifyInstance,
  service: PoolMemberService,
  log: (businessType: BusinessType) => { title: string; businessType: BusinessType },
): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['title/reviewer-pool'];

  app.get(
    `${BASE}/members`,
    {
      config: { access: { permission: P.QUERY } },
      schema: {
        tags,
        params: idParam,
        querystring: listQuerySchema.extend(poolMemberFilterSchema.shape),
        response: { 200: tableSchema(poolMemberVoSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await service.members(request.user!, request.params.poolId, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.post(
    `${BASE}/members/export`,
    {
      config: { access: { permission: P.MEMBER_EXPORT }, log: log(BusinessType.EXPORT) },
      schema: {
        tags,
        params: idParam,
        querystring: poolMemberFilterSchema,
        body: poolMemberFilterSchema.nullish(),
      },
    },
    async (request, reply) => {
      const filter = { ...request.query, ...(request.body ?? {}) };
      const file = await service.export(request.user!, request.params.poolId, filter, request.lang);
      return sendXlsx(reply, request.t('poolMember.file'), file);
    },
  );

  app.get(
    `${BASE}/candidates`,
    {
      config: { access: { permission: P.EDIT } },
      schema: {
        tags,
        params: idParam,
        querystring: listQuerySchema.extend(poolCandidateFilterSchema.shape),
        response: { 200: tableSchema(poolCandidateVoSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await service.candidates(request.user!, request.params.poolId, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.post(
    `${BASE}/members`,
    {
      config: { access: { permission: P.EDIT }, log: log(BusinessType.GRANT) },
      schema: { tags, params: idParam, body: poolMemberAddSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.add(request.user!, request.params.poolId, request.body);
      return ok(request.lang, null);
    },
  );

  app.delete(
    `${BASE}/members/:reviewerIds`,
    {
      config: { access: { permission: P.EDIT }, log: log(BusinessType.GRANT) },
      schema: {
        tags,
        params: idParam.extend({ reviewerIds: idListParam }),
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      await service.remove(request.user!, request.params.poolId, request.params.reviewerIds);
      return ok(request.lang, null);
    },
  );

  app.get(
    `${BASE}/stats`,
    {
      config: { access: { permission: P.QUERY } },
      schema: { tags, params: idParam, response: { 200: resultSchema(poolStatsSchema) } },
    },
    async (request) => ok(request.lang, await service.stats(request.user!, request.params.poolId)),
  );
}

import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AssignmentPermission,
  BusinessType,
  drawOutcomeSchema,
  emptyResultSchema,
  idListParam,
  resultSchema,
  ReviewApprovalPermission as RA,
  reviewTeamCreateSchema,
  reviewTeamFilterSchema,
  ReviewTeamPermission as P,
  reviewTeamUpdateSchema,
  reviewTeamVoSchema,
  tableSchema,
  teamDrawSchema,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { sendXlsx } from '../../../platform/http/xlsx.js';
import { memberRoutes } from './member.routes.js';
import type { MemberService } from './member.service.js';
import type { TeamService } from './team.service.js';

export const teamLog = (businessType: BusinessType) => ({ title: '评审组', businessType });
const idParam = z.object({ teamId: z.coerce.number().int().positive() });

/** 评审组管理: teams and the committee of an activity, the seeded draw; members under /title/review-team-member. */
export const reviewTeamRoutes: FastifyPluginAsync<{ teams: TeamService; members: MemberService }> = async (
  base,
  { teams: service, members },
) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['title/review-team'];

  app.get(
    '/title/review-team/list',
    {
      // The assignment pages list the teams to move declarations into.
      config: {
        access: { permission: [P.LIST, RA.ASSIGNMENT, AssignmentPermission.LIST], mode: 'or' },
      },
      schema: {
        tags,
        querystring: listQuerySchema.extend(reviewTeamFilterSchema.shape),
        response: { 200: tableSchema(reviewTeamVoSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await service.list(request.user!, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.post(
    '/title/review-team/export',
    {
      config: { access: { permission: P.EXPORT }, log: teamLog(BusinessType.EXPORT) },
      schema: { tags, querystring: reviewTeamFilterSchema, body: reviewTeamFilterSchema.nullish() },
    },
    async (request, reply) => {
      const filter = { ...request.query, ...(request.body ?? {}) };
      const file = await service.export(request.user!, filter, request.lang);
      return sendXlsx(reply, request.t('review.team.file'), file);
    },
  );

  app.get(
    '/title/review-team/:teamId(^\\d+)',
    {
      config: { access: { permission: P.QUERY } },
      schema: { tags, params: idParam, response: { 200: resultSchema(reviewTeamVoSchema) } },
    },
    async (request) => ok(request.lang, await service.get(request.user!, request.params.teamId)),
  );

  app.post(
    '/title/review-team',
    {
      config: { access: { permission: P.ADD }, log: teamLog(BusinessType.INSERT) },
      schema: { tags, body: reviewTeamCreateSchema, response: { 200: resultSchema(z.number().int()) } },
    },
    async (request) => ok(request.lang, await service.create(request.user!, request.body)),
  );

  app.put(
    '/title/review-team',
    {
      config: { access: { permission: P.EDIT }, log: teamLog(BusinessType.UPDATE) },
      schema: { tags, body: reviewTeamUpdateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.update(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.delete(
    '/title/review-team/:teamIds',
    {
      config: { access: { permission: P.REMOVE }, log: teamLog(BusinessType.DELETE) },
      schema: { tags, params: z.object({ teamIds: idListParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.remove(request.user!, request.params.teamIds);
      return ok(request.lang, null);
    },
  );

  app.post(
    '/title/review-team/draw/preview',
    {
      config: { access: { permission: P.DRAW } },
      schema: {
        tags,
        description:
          'Who a draw would seat and who it leaves out (with names and reasons); saves and logs nothing. ' +
          'Confirm with POST /title/review-team/draw, sending the seed and expectedIds of the preview.',
        body: teamDrawSchema,
        response: { 200: resultSchema(drawOutcomeSchema) },
      },
    },
    async (request) => ok(request.lang, await members.draw(request.user!, request.body, false)),
  );

  app.post(
    '/title/review-team/draw',
    {
      config: { access: { permission: P.DRAW }, log: teamLog(BusinessType.INSERT) },
      schema: {
        tags,
        description:
          'Draws the empty voting seats from a pool with a seeded PRNG, honouring 回避 and, for a discipline ' +
          "team, its professions; logged. With expectedIds, refused unless it seats exactly those (a preview's).",
        body: teamDrawSchema,
        response: { 200: resultSchema(drawOutcomeSchema) },
      },
    },
    async (request) => ok(request.lang, await members.draw(request.user!, request.body)),
  );

  memberRoutes(base, members);
};

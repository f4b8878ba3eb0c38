import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AssignmentPermission,
  BusinessType,
  drawLogFilterSchema,
  drawLogVoSchema,
  drawResultSchema,
  emptyResultSchema,
  idListParam,
  resultSchema,
  ReviewApprovalPermission as RA,
  ReviewTeamMemberPermission as MP,
  ReviewTeamPermission as TP,
  tableSchema,
  teamMemberAddSchema,
  teamMemberFilterSchema,
  teamMemberRedrawSchema,
  teamMemberRemoveQuerySchema,
  teamMemberRoleSchema,
  teamMemberVoSchema,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import type { MemberService } from './member.service.js';

const log = (businessType: BusinessType) => ({ title: '评审组成员', businessType });

/** 评审组成员: members of a team, the draw log, redraw of one seat and manual changes (each with a reason). */
export function memberRoutes(base: FastifyInstance, service: MemberService): void {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['title/review-team-member'];

  app.get(
    '/title/review-team-member/list',
    {
      config: {
        access: { permission: [MP.LIST, MP.QUERY, RA.ASSIGNMENT, AssignmentPermission.LIST], mode: 'or' },
      },
      schema: {
        tags,
        querystring: listQuerySchema.extend(teamMemberFilterSchema.shape),
        response: { 200: tableSchema(teamMemberVoSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await service.list(request.user!, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.get(
    '/title/review-team-member/draw-log',
    {
      config: { access: { permission: [TP.QUERY, TP.LIST, MP.LIST], mode: 'or' } },
      schema: {
        tags,
        description:
          'Draws, redraws and manual changes of a team, newest first (seed and lists to replay a draw).',
        querystring: listQuerySchema.extend(drawLogFilterSchema.shape),
        response: { 200: tableSchema(drawLogVoSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await service.logs(request.user!, request.query.teamId, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.post(
    '/title/review-team-member',
    {
      config: { access: { permission: MP.ADD }, log: log(BusinessType.INSERT) },
      schema: { tags, body: teamMemberAddSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.add(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.put(
    '/title/review-team-member',
    {
      config: { access: { permission: MP.EDIT }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: teamMemberRoleSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.setRole(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.put(
    '/title/review-team-member/redraw',
    {
      config: { access: { permission: [MP.REDRAW, RA.REDRAW], mode: 'or' }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: teamMemberRedrawSchema, response: { 200: resultSchema(drawResultSchema) } },
    },
    async (request) => ok(request.lang, await service.redraw(request.user!, request.body)),
  );

  app.delete(
    '/title/review-team-member/:memberIds',
    {
      config: { access: { permission: MP.REMOVE }, log: log(BusinessType.DELETE) },
      schema: {
        tags,
        params: z.object({ memberIds: idListParam }),
        querystring: teamMemberRemoveQuerySchema,
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      await service.remove(request.user!, request.params.memberIds, request.query.reason);
      return ok(request.lang, null);
    },
  );
}

import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityIdQuerySchema,
  BusinessType,
  emptyResultSchema,
  groupReviewCloseSchema,
  groupReviewCloseTeamSchema,
  groupReviewListQuerySchema,
  groupReviewOpinionSchema,
  groupReviewProgressVoSchema,
  groupReviewRowSchema,
  resultSchema,
  ReviewApprovalPermission as P,
} from '@zcps/contracts';
import { ok } from '../../../platform/http/envelope.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { sendXlsx } from '../../../platform/http/xlsx.js';
import type { GroupReviewService } from './group-review.service.js';

const log = (businessType: BusinessType) => ({ title: '学科组评议', businessType });
const URL = '/title/review-approval/group-review';
const closed = resultSchema(z.object({ closed: z.number().int() }));

/** 学科组评议: progress per team, the reviewers' opinions and ratings, closing by declaration or by team. */
export const groupReviewRoutes: FastifyPluginAsync<{ groupReview: GroupReviewService }> = async (
  base,
  { groupReview: service },
) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['title/review-approval/group-review'];

  app.get(
    `${URL}/progress`,
    {
      config: { access: { permission: P.GROUP_REVIEW } },
      schema: {
        tags,
        querystring: activityIdQuerySchema,
        response: { 200: resultSchema(z.array(groupReviewProgressVoSchema)) },
      },
    },
    async (request) => ok(request.lang, await service.progress(request.user!, request.query.activityId)),
  );

  app.get(
    `${URL}/list`,
    {
      config: { access: { permission: P.GROUP_REVIEW } },
      schema: {
        tags,
        querystring: groupReviewListQuerySchema,
        response: { 200: resultSchema(z.array(groupReviewRowSchema)) },
      },
    },
    async (request) =>
      ok(request.lang, await service.list(request.user!, request.query.activityId, request.query.teamId)),
  );

  app.put(
    `${URL}/opinion`,
    {
      config: { access: { permission: [P.OPINION, P.RATE], mode: 'or' }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: groupReviewOpinionSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.opinion(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.post(
    `${URL}/close`,
    {
      config: { access: { permission: P.CLOSE_REVIEW }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: groupReviewCloseSchema, response: { 200: closed } },
    },
    async (request) => ok(request.lang, { closed: await service.close(request.user!, request.body) }),
  );

  app.post(
    `${URL}/close-team`,
    {
      config: { access: { permission: P.CLOSE_REVIEW }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: groupReviewCloseTeamSchema, response: { 200: closed } },
    },
    async (request) => ok(request.lang, { closed: await service.closeTeam(request.user!, request.body) }),
  );

  app.post(
    `${URL}/export`,
    {
      config: {
        access: { permission: [P.GROUP_REVIEW, P.EXPORT], mode: 'and' },
        log: log(BusinessType.EXPORT),
      },
      schema: { tags, querystring: activityIdQuerySchema },
    },
    async (request, reply) => {
      const file = await service.export(request.user!, request.query.activityId, request.lang);
      return sendXlsx(reply, request.t('review.group.file'), file);
    },
  );
};

import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  activityIdBodySchema,
  activityIdQuerySchema,
  BusinessType,
  defenseArrangeSchema,
  defenseCandidateVoSchema,
  defenseCheckinSchema,
  defenseExemptSchema,
  defenseScoreSchema,
  defenseSessionCreateSchema,
  defenseSessionDetailSchema,
  defenseSessionUpdateSchema,
  defenseSessionVoSchema,
  defenseSheetQuerySchema,
  defenseSheetVoSchema,
  defenseStateVoSchema,
  emptyResultSchema,
  resultSchema,
  ReviewApprovalPermission as P,
} from '@zcps/contracts';
import { ok } from '../../../platform/http/envelope.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { sendXlsx } from '../../../platform/http/xlsx.js';
import type { DefenseScoreService } from './defense-score.service.js';
import type { DefenseSessionService } from './defense-session.service.js';
import type { DefenseService } from './defense.service.js';

const log = (businessType: BusinessType) => ({ title: '答辩管理', businessType });
const sessionParam = z.object({ sessionId: z.coerce.number().int().positive() });
const URL = '/title/review-approval/defense';

export interface DefenseRouteOptions {
  /** The phase: begin, finish, exemption. */
  phase: DefenseService;
  sessions: DefenseSessionService;
  scores: DefenseScoreService;
}

/** 答辩: begin/finish pages, sessions with ordered applicants and check-in, scoring sheets, results, exemption. */
export const defenseRoutes: FastifyPluginAsync<DefenseRouteOptions> = async (
  base,
  { phase, sessions, scores },
) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['title/review-approval/defense'];
  const pages = { permission: [P.DEFENSE, P.DEFENSE_BEGIN, P.DEFENSE_FINISH], mode: 'or' as const };

  app.get(
    `${URL}/state`,
    {
      config: { access: pages },
      schema: {
        tags,
        querystring: activityIdQuerySchema,
        response: { 200: resultSchema(defenseStateVoSchema) },
      },
    },
    async (request) => ok(request.lang, await phase.state(request.user!, request.query.activityId)),
  );

  app.post(
    `${URL}/begin`,
    {
      config: { access: { permission: P.BEGIN_DEFENSE }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: activityIdBodySchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await phase.begin(request.user!, request.body.activityId);
      return ok(request.lang, null);
    },
  );

  app.post(
    `${URL}/finish`,
    {
      config: { access: { permission: P.FINISH_DEFENSE }, log: log(BusinessType.UPDATE) },
      schema: {
        tags,
        body: activityIdBodySchema,
        response: { 200: resultSchema(z.object({ passed: z.number().int(), absent: z.number().int() })) },
      },
    },
    async (request) => ok(request.lang, await phase.finish(request.user!, request.body.activityId)),
  );

  app.post(
    `${URL}/exempt`,
    {
      config: { access: { permission: P.ARRANGE }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: defenseExemptSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await phase.exempt(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.get(
    `${URL}/sessions`,
    {
      config: { access: { permission: P.DEFENSE } },
      schema: {
        tags,
        querystring: activityIdQuerySchema,
        response: { 200: resultSchema(z.array(defenseSessionVoSchema)) },
      },
    },
    async (request) => ok(request.lang, await sessions.list(request.user!, request.query.activityId)),
  );

  app.post(
    `${URL}/session`,
    {
      config: { access: { permission: P.ARRANGE }, log: log(BusinessType.INSERT) },
      schema: {
        tags,
        body: defenseSessionCreateSchema,
        response: { 200: resultSchema(z.object({ sessionId: z.number().int() })) },
      },
    },
    async (request) => ok(request.lang, { sessionId: await sessions.create(request.user!, request.body) }),
  );

  app.put(
    `${URL}/session`,
    {
      config: { access: { permission: P.ARRANGE }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: defenseSessionUpdateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await sessions.update(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.delete(
    `${URL}/session/:sessionId`,
    {
      config: { access: { permission: P.ARRANGE }, log: log(BusinessType.DELETE) },
      schema: { tags, params: sessionParam, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await sessions.remove(request.user!, request.params.sessionId);
      return ok(request.lang, null);
    },
  );

  app.get(
    `${URL}/session/:sessionId`,
    {
      config: { access: { permission: P.DEFENSE } },
      schema: { tags, params: sessionParam, response: { 200: resultSchema(defenseSessionDetailSchema) } },
    },
    async (request) => ok(request.lang, await scores.results(request.user!, request.params.sessionId)),
  );

  app.get(
    `${URL}/session/:sessionId/candidates`,
    {
      config: { access: { permission: P.ARRANGE } },
      schema: {
        tags,
        params: sessionParam,
        response: { 200: resultSchema(z.array(defenseCandidateVoSchema)) },
      },
    },
    async (request) => ok(request.lang, await sessions.candidates(request.user!, request.params.sessionId)),
  );

  app.put(
    `${URL}/session/:sessionId/slots`,
    {
      config: { access: { permission: P.ARRANGE }, log: log(BusinessType.UPDATE) },
      schema: {
        tags,
        params: sessionParam,
        body: defenseArrangeSchema,
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      await sessions.arrange(request.user!, request.params.sessionId, request.body);
      return ok(request.lang, null);
    },
  );

  app.put(
    `${URL}/session/:sessionId/checkin`,
    {
      config: { access: { permission: P.CHECKIN }, log: log(BusinessType.UPDATE) },
      schema: {
        tags,
        params: sessionParam,
        body: defenseCheckinSchema,
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      await sessions.checkin(request.user!, request.params.sessionId, request.body);
      return ok(request.lang, null);
    },
  );

  app.get(
    `${URL}/session/:sessionId/sheet`,
    {
      config: { access: { permission: [P.SCORE, P.ARRANGE], mode: 'or' } },
      schema: {
        tags,
        params: sessionParam,
        querystring: defenseSheetQuerySchema,
        response: { 200: resultSchema(defenseSheetVoSchema) },
      },
    },
    async (request) =>
      ok(request.lang, await scores.sheet(request.user!, request.params.sessionId, request.query.reviewerId)),
  );

  app.put(
    `${URL}/score`,
    {
      config: { access: { permission: P.SCORE }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: defenseScoreSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await scores.score(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.post(
    `${URL}/session/:sessionId/export`,
    {
      config: { access: { permission: [P.DEFENSE, P.EXPORT], mode: 'and' }, log: log(BusinessType.EXPORT) },
      schema: { tags, params: sessionParam },
    },
    async (request, reply) => {
      const file = await scores.export(request.user!, request.params.sessionId, request.lang);
      return sendXlsx(reply, request.t('review.defense.file'), file);
    },
  );
};

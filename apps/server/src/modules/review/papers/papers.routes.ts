import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  EmployeePermission,
  resultSchema,
  ReviewApprovalPermission as RA,
  VotePermission as VP,
} from '@zcps/contracts';
import { ok } from '../../../platform/http/envelope.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { sendXlsx } from '../../../platform/http/xlsx.js';
import { sendPdf } from '../../../platform/pdf/send-pdf.js';
import type { DefensePapersService } from './defense-papers.service.js';
import type { OfficePapersService } from './office-papers.service.js';
import type { ReviewFormService } from './review-form.service.js';

const id = z.coerce.number().int().positive();
const sessionParam = z.object({ sessionId: id });
const signInParam = sessionParam.extend({ who: z.enum(['applicants', 'experts']) });
const meetingParam = z.object({ meetingId: id });
const declarationParam = z.object({ declarationId: id });
const URL = '/title/review-approval';
const DEFENSE = `${URL}/defense/session/:sessionId`;
const MEETING = `${URL}/vote/meeting/:meetingId(^\\d+)`;
const both = (...permission: string[]) => ({ permission, mode: 'and' as const });
const any = (...permission: string[]) => ({ permission, mode: 'or' as const });

export interface PapersRouteOptions {
  defense: DefensePapersService;
  office: OfficePapersService;
  reviewForm: ReviewFormService;
}

/**
 * The printable papers of a review round, as PDF (reads, GET) with an xlsx beside each list (exports, POST, the
 * family's export convention): sign-in sheets of defenses and vote meetings, defense notices (also sent as
 * review messages), the publicity list, certificates and the 评审表. Each uses the codes of the page it
 * belongs to; the services check the object (session, meeting, declaration) as those pages do.
 */
export const papersRoutes: FastifyPluginAsync<PapersRouteOptions> = async (
  base,
  { defense, office, reviewForm },
) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['title/review-approval/papers'];
  const exported = (title: string) => ({ title, businessType: BusinessType.EXPORT });

  app.get(
    `${DEFENSE}/sign-in/:who/pdf`,
    {
      config: { access: { permission: RA.DEFENSE } },
      schema: {
        tags,
        description: '答辩签到表 (applicants) or 专家签到表 (experts), PDF.',
        params: signInParam,
      },
    },
    async (request, reply) => {
      const { sessionId, who } = request.params;
      const { name, file } = await defense.signInPdf(request.user!, sessionId, who, request.lang);
      return sendPdf(reply, name, file);
    },
  );

  app.post(
    `${DEFENSE}/sign-in/:who/export`,
    {
      config: { access: both(RA.DEFENSE, RA.EXPORT), log: exported('答辩管理') },
      schema: { tags, params: signInParam },
    },
    async (request, reply) => {
      const { sessionId, who } = request.params;
      const { name, file } = await defense.signInXlsx(request.user!, sessionId, who, request.lang);
      return sendXlsx(reply, name, file);
    },
  );

  app.get(
    `${DEFENSE}/notice/pdf`,
    {
      config: { access: { permission: RA.ARRANGE } },
      schema: { tags, description: '答辩通知, one page per applicant of the session.', params: sessionParam },
    },
    async (request, reply) => {
      const { name, file } = await defense.noticePdf(request.user!, request.params.sessionId, request.lang);
      return sendPdf(reply, name, file);
    },
  );

  app.post(
    `${DEFENSE}/notice/export`,
    {
      config: { access: both(RA.ARRANGE, RA.EXPORT), log: exported('答辩管理') },
      schema: { tags, params: sessionParam },
    },
    async (request, reply) => {
      const { name, file } = await defense.noticeXlsx(request.user!, request.params.sessionId, request.lang);
      return sendXlsx(reply, name, file);
    },
  );

  app.post(
    `${DEFENSE}/notice`,
    {
      config: {
        access: { permission: RA.ARRANGE },
        log: { title: '答辩管理', businessType: BusinessType.INSERT },
      },
      schema: {
        tags,
        description: 'Sends the defense notice to each applicant of the session who does not hold it yet.',
        params: sessionParam,
        response: {
          200: resultSchema(
            z.object({ sent: z.number().int(), already: z.number().int(), noAccount: z.number().int() }),
          ),
        },
      },
    },
    async (request) => ok(request.lang, await defense.sendNotices(request.user!, request.params.sessionId)),
  );

  app.get(
    `${MEETING}/sign-in/pdf`,
    {
      config: { access: any(RA.TEAM_VOTE, RA.COMMITTEE_VOTE, VP.QUERY) },
      schema: { tags, description: '会议签到表 of a vote meeting, PDF.', params: meetingParam },
    },
    async (request, reply) => {
      const { name, file } = await office.meetingSignInPdf(
        request.user!,
        request.params.meetingId,
        request.lang,
      );
      return sendPdf(reply, name, file);
    },
  );

  app.post(
    `${MEETING}/sign-in/export`,
    {
      config: { access: any(RA.EXPORT, VP.EXPORT), log: exported('投票管理') },
      schema: { tags, params: meetingParam },
    },
    async (request, reply) => {
      const { name, file } = await office.meetingSignInXlsx(
        request.user!,
        request.params.meetingId,
        request.lang,
      );
      return sendXlsx(reply, name, file);
    },
  );

  app.get(
    `${URL}/final-approval/publicity/pdf`,
    {
      config: { access: { permission: RA.FINAL_APPROVAL } },
      schema: {
        tags,
        description: '公示名单 of an activity, PDF (its xlsx is the final-approval export).',
        querystring: z.object({ activityId: id }),
      },
    },
    async (request, reply) => {
      const { name, file } = await office.publicityPdf(request.user!, request.query.activityId, request.lang);
      return sendPdf(reply, name, file);
    },
  );

  app.get(
    `${URL}/certificate/:declarationId(^\\d+)/pdf`,
    {
      config: { access: any(RA.CERTIFICATE, RA.QUERY) },
      schema: {
        tags,
        description: 'The certificate, PDF: the office any final one, an applicant their own only.',
        params: declarationParam,
      },
    },
    async (request, reply) => {
      const { name, file } = await office.certificatePdf(
        request.user!,
        request.params.declarationId,
        request.lang,
      );
      return sendPdf(reply, name, file);
    },
  );

  app.get(
    `${URL}/review-form/:declarationId(^\\d+)/pdf`,
    {
      config: { access: any(RA.RATING, EmployeePermission.QUERY) },
      schema: {
        tags,
        description: '评审表: the dossier and the eligibility result, for whoever may read that dossier.',
        params: declarationParam,
      },
    },
    async (request, reply) => {
      const { name, file } = await reviewForm.pdf(request.user!, request.params.declarationId, request.lang);
      return sendPdf(reply, name, file);
    },
  );
};

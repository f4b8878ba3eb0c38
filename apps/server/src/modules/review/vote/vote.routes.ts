import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ballotCastSchema,
  BusinessType,
  emptyResultSchema,
  meetingDetailSchema,
  meetingFilterSchema,
  meetingOpenSchema,
  meetingVoSchema,
  newRoundSchema,
  paperBallotsSchema,
  paperRecordSchema,
  resultSchema,
  ReviewApprovalPermission as RA,
  tableSchema,
  tallyOutcomeSchema,
  tallySheetSchema,
  VotePermission as VP,
  voteTeamSchema,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { sendXlsx } from '../../../platform/http/xlsx.js';
import type { BallotService } from './ballot.service.js';
import type { MeetingService } from './meeting.service.js';
import type { PaperBallotService } from './paper-ballot.service.js';
import type { TallySheetService } from './tally-sheet.service.js';
import type { TallyService } from './tally.service.js';

const log = (businessType: BusinessType) => ({ title: '投票表决', businessType });
const idParam = z.object({ meetingId: z.coerce.number().int().positive() });
const any = (...permission: string[]) => ({ access: { permission, mode: 'or' as const } });
const URL = '/title/review-approval/vote';

export interface VoteRouteOptions {
  meetings: MeetingService;
  ballots: BallotService;
  papers: PaperBallotService;
  tallies: TallyService;
  sheets: TallySheetService;
}

/**
 * 评审组投票 / 评委会表决 and 投票管理: meetings with attendance, secret ballots, tallies and tally sheets. The
 * stage pages (title:review-approval:*) and the votes page (title:vote:*) share these routes.
 */
export const voteRoutes: FastifyPluginAsync<VoteRouteOptions> = async (
  base,
  { meetings, ballots, papers, tallies, sheets },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['title/review-approval/vote'];

  app.get(
    `${URL}/teams`,
    {
      config: any(RA.TALLY, RA.NEW_ROUND, VP.TALLY),
      schema: {
        tags,
        description:
          'Teams (kind team) or committees (kind committee) with voting members and waiting declarations.',
        querystring: meetingFilterSchema.pick({ kind: true, activityId: true }),
        response: { 200: resultSchema(z.array(voteTeamSchema)) },
      },
    },
    async (request) =>
      ok(
        request.lang,
        await meetings.teams(request.user!, request.query.kind ?? 'team', request.query.activityId),
      ),
  );

  app.get(
    `${URL}/meeting/list`,
    {
      config: any(RA.TEAM_VOTE, RA.COMMITTEE_VOTE, VP.LIST, VP.QUERY),
      schema: {
        tags,
        querystring: listQuerySchema.extend(meetingFilterSchema.shape),
        response: { 200: tableSchema(meetingVoSchema) },
      },
    },
    async (request) => {
      const { rows, total } = await meetings.list(request.user!, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.get(
    `${URL}/meeting/:meetingId(^\\d+)`,
    {
      config: any(RA.TEAM_VOTE, RA.COMMITTEE_VOTE, VP.QUERY),
      schema: { tags, params: idParam, response: { 200: resultSchema(meetingDetailSchema) } },
    },
    async (request) =>
      ok(request.lang, await meetings.detail(request.user!, request.params.meetingId, request.lang)),
  );

  app.post(
    `${URL}/meeting`,
    {
      config: { ...any(RA.TALLY, VP.TALLY), log: log(BusinessType.INSERT) },
      schema: { tags, body: meetingOpenSchema, response: { 200: resultSchema(z.number().int()) } },
    },
    async (request) => ok(request.lang, await meetings.open(request.user!, request.body)),
  );

  app.post(
    `${URL}/meeting/:meetingId(^\\d+)/new-round`,
    {
      config: { ...any(RA.NEW_ROUND, VP.TALLY), log: log(BusinessType.INSERT) },
      schema: {
        tags,
        params: idParam,
        body: newRoundSchema,
        response: { 200: resultSchema(z.number().int()) },
      },
    },
    async (request) =>
      ok(request.lang, await meetings.newRound(request.user!, request.params.meetingId, request.body)),
  );

  app.post(
    `${URL}/ballot`,
    {
      config: { access: { permission: RA.VOTE }, log: log(BusinessType.INSERT) },
      schema: { tags, body: ballotCastSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await ballots.cast(request.user!, request.body, request.lang);
      return ok(request.lang, null);
    },
  );

  app.get(
    `${URL}/meeting/:meetingId(^\\d+)/paper`,
    {
      config: any(RA.TALLY, VP.TALLY),
      schema: { tags, params: idParam, response: { 200: resultSchema(paperRecordSchema) } },
    },
    async (request) => ok(request.lang, await papers.record(request.user!, request.params.meetingId)),
  );

  app.post(
    `${URL}/meeting/:meetingId(^\\d+)/paper`,
    {
      config: { ...any(RA.TALLY, VP.TALLY), log: log(BusinessType.INSERT) },
      schema: {
        tags,
        description: 'Paper ballots cast on site: the present members who voted on paper and the counts.',
        params: idParam,
        body: paperBallotsSchema,
        response: { 200: resultSchema(z.number().int()) },
      },
    },
    async (request) =>
      ok(request.lang, await papers.enter(request.user!, request.params.meetingId, request.body)),
  );

  app.post(
    `${URL}/meeting/:meetingId(^\\d+)/tally`,
    {
      config: { ...any(RA.TALLY, VP.TALLY), log: log(BusinessType.UPDATE) },
      schema: { tags, params: idParam, response: { 200: resultSchema(tallyOutcomeSchema) } },
    },
    async (request) => ok(request.lang, await tallies.tally(request.user!, request.params.meetingId)),
  );

  app.get(
    `${URL}/meeting/:meetingId(^\\d+)/sheet`,
    {
      config: any(RA.TEAM_VOTE, RA.COMMITTEE_VOTE, VP.QUERY, VP.EXPORT),
      schema: { tags, params: idParam, response: { 200: resultSchema(tallySheetSchema) } },
    },
    async (request) => ok(request.lang, await sheets.sheet(request.user!, request.params.meetingId)),
  );

  app.post(
    `${URL}/meeting/:meetingId(^\\d+)/sheet/export`,
    {
      config: { ...any(RA.EXPORT, VP.EXPORT), log: log(BusinessType.EXPORT) },
      schema: { tags, params: idParam },
    },
    async (request, reply) => {
      const file = await sheets.export(request.user!, request.params.meetingId, request.lang);
      return sendXlsx(reply, request.t('review.vote.file'), file);
    },
  );
};

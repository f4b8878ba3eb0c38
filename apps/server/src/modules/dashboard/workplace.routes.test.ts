import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dashboardWorkplaceSchema, type DashboardWorkplace } from '@zcps/contracts';
import {
  sysNotice,
  sysNoticeRead,
  zcReviewer,
  zcReviewEvaluation,
  zcReviewMeeting,
  zcReviewMessage,
  zcReviewObjection,
  zcReviewTeamMember,
} from '../../db/schema/index.js';
import { caller } from '../../test/kits/monitor.js';
import { adminToken, createTestApp, routeEngines, type TestApp } from '../../test/test-app.js';
import { declaration, tenantUser } from '../../test/kits/dashboard.js';

const URL = '/zcps/dashboard/workplace';
const T = '200083';
const OTHER = '200084';
const WORKPLACE = 'dashboard:workplace:%';
const OFFICE = [WORKPLACE, 'title:review-approval:prepare', 'title:review-approval:final-approval'];
const REVIEWER = [
  WORKPLACE,
  'title:review-approval:group-review',
  'title:review-approval:team-vote',
  'title:review-approval:committee-vote',
];
const APPLICANT = [WORKPLACE, 'title:review-declare:%'];

type Caller = Awaited<ReturnType<typeof tenantUser>>['as'];

describe.each(routeEngines)('/dashboard/workplace on %s', (engine) => {
  let t: TestApp;
  let office: Caller;
  let reviewer: Caller;
  let notReviewer: Caller;
  let applicant: Caller;
  let analyst: Caller;
  let otherOffice: Caller;
  let applicantId: number;

  const workplace = async (who: Caller): Promise<DashboardWorkplace> => {
    const res = await who.get(URL);
    expect(res.code).toBe(200);
    return dashboardWorkplaceSchema.parse(res.data);
  };

  async function reviewerRow(tenantId: string, userId: number | null) {
    const [row] = await t.database.db
      .insert(zcReviewer)
      .values({
        tenantId,
        userId,
        reviewerName: '专家',
        unitName: '单位',
        seriesId: 1,
        titleLevel: '1',
        reviewerType: '1',
      })
      .returning({ id: zcReviewer.reviewerId });
    return row!.id;
  }

  beforeAll(async () => {
    t = await createTestApp(engine);
    const db = t.database.db;
    office = (await tenantUser(t, T, 'wpoffice', OFFICE)).as;
    const rev = await tenantUser(t, T, 'wpreviewer', REVIEWER);
    reviewer = rev.as;
    notReviewer = (await tenantUser(t, T, 'wpnorev', REVIEWER)).as;
    const app = await tenantUser(t, T, 'wpapplicant', APPLICANT);
    applicant = app.as;
    applicantId = app.userId;
    analyst = (await tenantUser(t, T, 'wpanalyst', ['dashboard:analysis:%'])).as;
    otherOffice = (await tenantUser(t, OTHER, 'wpother', OFFICE)).as;

    await declaration(t, T, { stage: 'prepare', approvalStatus: '0' });
    await declaration(t, T, { stage: 'prepare', approvalStatus: '0', userId: applicantId });
    await declaration(t, T, { stage: 'prepare', approvalStatus: '1' });
    await declaration(t, T, { stage: 'prepare', approvalStatus: '0', delFlag: '2' });
    await declaration(t, T, { stage: 'prepare', approvalStatus: '3', userId: applicantId });
    await declaration(t, T, { stage: 'prepare', approvalStatus: '3' });
    await declaration(t, T, { stage: 'draft', userId: applicantId });
    await declaration(t, T, { stage: 'draft', userId: applicantId });
    await declaration(t, T, { stage: 'draft', userId: applicantId, delFlag: '2' });
    await declaration(t, OTHER, { stage: 'prepare', approvalStatus: '0' });

    await db.insert(zcReviewObjection).values([
      { tenantId: T, declarationId: 1, content: '异议', status: '0' },
      { tenantId: T, declarationId: 2, content: '异议', status: '0' },
      { tenantId: T, declarationId: 3, content: '异议', status: '1' },
      { tenantId: OTHER, declarationId: 4, content: '异议', status: '0' },
    ]);

    const mine = await reviewerRow(T, rev.userId);
    const someone = await reviewerRow(T, null);
    await db.insert(zcReviewEvaluation).values([
      { tenantId: T, declarationId: 11, reviewerId: mine },
      { tenantId: T, declarationId: 12, reviewerId: mine },
      { tenantId: T, declarationId: 13, reviewerId: mine, rating: 'A' },
      { tenantId: T, declarationId: 11, reviewerId: someone },
    ]);
    await db.insert(zcReviewTeamMember).values([
      { tenantId: T, teamId: 901, reviewerId: mine },
      { tenantId: T, teamId: 902, reviewerId: mine, removedTime: new Date() },
      { tenantId: T, teamId: 903, reviewerId: someone },
      { tenantId: T, teamId: 904, reviewerId: mine },
    ]);
    const meeting = (teamId: number, kind: string, status = '0') => ({
      tenantId: T,
      activityId: 1,
      teamId,
      kind,
      status,
      memberCount: 5,
    });
    await db
      .insert(zcReviewMeeting)
      .values([
        meeting(901, 'team'),
        meeting(901, 'team', '1'),
        meeting(902, 'team'),
        meeting(903, 'team'),
        meeting(904, 'committee'),
      ]);

    const message = (userId: number, readTime: Date | null = null) => ({
      tenantId: T,
      userId,
      title: '申报已退回',
      readTime,
    });
    await db
      .insert(zcReviewMessage)
      .values([
        message(applicantId),
        message(applicantId),
        message(applicantId),
        message(applicantId, new Date()),
        message(rev.userId),
      ]);

    const base = Date.now() - 60_000;
    const notices = await db
      .insert(sysNotice)
      .values([
        ...Array.from({ length: 6 }, (_, i) => ({
          tenantId: T,
          noticeTitle: `通知${i + 1}`,
          noticeType: i % 2 ? '2' : '1',
          createTime: new Date(base + i * 1000),
        })),
        {
          tenantId: T,
          noticeTitle: '已关闭',
          noticeType: '1',
          status: '1',
          createTime: new Date(base + 9000),
        },
        { tenantId: OTHER, noticeTitle: '别家通知', noticeType: '1', createTime: new Date(base + 9000) },
      ])
      .returning({ id: sysNotice.noticeId, title: sysNotice.noticeTitle });
    const fifth = notices.find((n) => n.title === '通知5')!.id;
    await db.insert(sysNoticeRead).values({ tenantId: T, noticeId: fifth, userId: applicantId });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('answers 401 to an anonymous caller and 403 without dashboard:workplace:list', async () => {
    expect((await caller(t, null).get(URL)).code).toBe(401);
    expect(await analyst.get(URL)).toMatchObject({ code: 403 });
  });

  it('gives the office its pending checks and open objections, of its own tenant only', async () => {
    expect((await workplace(office)).todos).toEqual([
      { key: 'prepareCheck', count: 2, path: '/titleReviewApproval/prepare' },
      { key: 'objections', count: 2, path: '/titleReviewApproval/final-approval' },
    ]);
    expect((await workplace(otherOffice)).todos).toEqual([
      { key: 'prepareCheck', count: 1, path: '/titleReviewApproval/prepare' },
      { key: 'objections', count: 1, path: '/titleReviewApproval/final-approval' },
    ]);
  });

  it('gives a reviewer their unrated evaluations and the open meetings of teams they sit on', async () => {
    expect((await workplace(reviewer)).todos).toEqual([
      { key: 'evaluations', count: 2, path: '/titleReviewApproval/group-review' },
      { key: 'teamMeetings', count: 1, path: '/titleReviewApproval/team-vote' },
      { key: 'committeeMeetings', count: 1, path: '/titleReviewApproval/committee-vote' },
    ]);
    // The same pages without a reviewer record: nothing to do there.
    expect((await workplace(notReviewer)).todos).toEqual([]);
  });

  it('gives an applicant their returned and draft declarations and unread messages', async () => {
    expect((await workplace(applicant)).todos).toEqual([
      { key: 'returned', count: 1, path: '/title/review-declare' },
      { key: 'drafts', count: 2, path: '/title/review-declare' },
      { key: 'messages', count: 3, path: '/title/review-declare' },
    ]);
  });

  it('lists the 5 latest published notices of the tenant with the caller’s read marks', async () => {
    const { notices } = await workplace(applicant);
    expect(notices.map((n) => [n.noticeTitle, n.noticeType, n.read])).toEqual([
      ['通知6', '2', false],
      ['通知5', '1', true],
      ['通知4', '2', false],
      ['通知3', '1', false],
      ['通知2', '2', false],
    ]);
    expect((await workplace(office)).notices.every((n) => !n.read)).toBe(true);
    expect((await workplace(otherOffice)).notices.map((n) => n.noticeTitle)).toEqual(['别家通知']);
  });

  it('offers shortcuts to the pages in the caller’s own menu only', async () => {
    expect((await workplace(applicant)).shortcuts).toEqual([
      { title: '职称申报', path: '/title/review-declare', icon: 'form' },
    ]);
    expect((await workplace(office)).shortcuts).toEqual([
      { title: '资格审查', path: '/titleReviewApproval/prepare', icon: 'clipboard' },
      { title: '终审', path: '/titleReviewApproval/final-approval', icon: 'validCode' },
    ]);
  });

  it('gives the super admin every to-do he can open and eight shortcuts, in his language', async () => {
    const admin = caller(t, await adminToken(t), 'en_US');
    const seen = await workplace(admin);
    expect(seen.todos.map((x) => x.key)).toEqual([
      'prepareCheck',
      'objections',
      'returned',
      'drafts',
      'messages',
    ]);
    expect(seen.shortcuts).toHaveLength(8);
    expect(seen.shortcuts[0]).toEqual({ title: 'Declarations', path: '/title/review-declare', icon: 'form' });
    expect(seen.shortcuts.some((s) => s.path === '/dashboard/workplace')).toBe(false);
  });
});

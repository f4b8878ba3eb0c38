import { eq } from 'drizzle-orm';
import { DEFAULT_TENANT_ID } from '@zcps/contracts';
import {
  sysOss,
  zcEmpAttachment,
  zcEmployee,
  zcReviewDeclaration,
  zcReviewMeeting,
  zcReviewMessage,
} from '../../db/schema/index.js';
import { caller } from './monitor.js';
import { educationRow, Role, roleUser, typeRow } from './employee-attachment.js';
import { employeeIn, unit, userIn } from './employee-dossier.js';
import { declarations, evaluations, reviewFixture, team } from './review.js';
import { reviewerUser, setActivity } from './review-defense.js';
import { conflictRow } from './review-team.js';
import type { TestApp } from '../test-app.js';

/**
 * The objects of the role matrix's second half (issue 19): for each of an applicant (staff), a unit (company)
 * and a reviewer, a user A who owns one row of every kind they can reach, and a user B of the same role who owns
 * its own. Each probe names a route, the field that carries the row's key and A's keys: B's answer must hold
 * none of them (a list shows none, a detail refuses), while A's own answer shows them (so the probe can fail).
 */
type Caller = ReturnType<typeof caller>;
export interface Probe {
  kind: string;
  method?: 'GET' | 'POST';
  url: string;
  /** Field and values that are A's: found anywhere in an answer under that field name. */
  field: string;
  ids: number[];
  /** A detail of A's row: B must be refused or told it does not exist; A gets it. */
  detail?: boolean;
}
export interface Pair {
  role: string;
  a: Caller;
  b: Caller;
  probes: Probe[];
}

const RA = '/zcps/title/review-approval';

/** Applicants: A's declaration, dossier, education record, attachment and review message. */
async function applicants(t: TestApp, fx: Awaited<ReturnType<typeof reviewFixture>>): Promise<Pair> {
  const a = await roleUser(t, 'obj_staff_a', Role.STAFF);
  const b = await roleUser(t, 'obj_staff_b', Role.STAFF);
  const [declarationId] = await declarations(t, fx, { count: 1, userId: a.userId });
  await declarations(t, fx, { count: 1, userId: b.userId });
  const [row] = await t.database.db
    .select({ employeeId: zcReviewDeclaration.employeeId })
    .from(zcReviewDeclaration)
    .where(eq(zcReviewDeclaration.declarationId, declarationId!));
  const employeeId = row!.employeeId;
  const recordId = await educationRow(t, employeeId);
  const attachmentId = await attachmentOf(t, employeeId);
  const [message] = await t.database.db
    .insert(zcReviewMessage)
    .values({ tenantId: fx.tenantId, userId: a.userId, declarationId, title: '您的申报已受理' })
    .returning({ id: zcReviewMessage.messageId });
  const ids = { declarationId: [declarationId!], employeeId: [employeeId], recordId: [recordId] };
  return {
    role: 'staff',
    a: caller(t, a.token),
    b: caller(t, b.token),
    probes: [
      ...declarationProbes(ids.declarationId),
      ...dossierProbes(ids.employeeId, ids.recordId, [attachmentId]),
      { kind: 'message', url: '/zcps/title/review-message/list', field: 'messageId', ids: [message!.id] },
    ],
  };
}

function declarationProbes(ids: number[]): Probe[] {
  return [
    { kind: 'declaration', url: '/zcps/title/review-declare/list', field: 'declarationId', ids },
    {
      kind: 'declaration',
      url: `/zcps/title/review-declare/${ids[0]}`,
      field: 'declarationId',
      ids,
      detail: true,
    },
  ];
}

function dossierProbes(employeeIds: number[], recordIds: number[], attachmentIds: number[]): Probe[] {
  const [employee] = employeeIds;
  return [
    { kind: 'dossier', url: '/zcps/employee/info/list', field: 'employeeId', ids: employeeIds },
    {
      kind: 'dossier',
      url: `/zcps/employee/info/${employee}`,
      field: 'employeeId',
      ids: employeeIds,
      detail: true,
    },
    { kind: 'record', url: '/zcps/employee/education/list', field: 'recordId', ids: recordIds },
    {
      kind: 'record',
      url: `/zcps/employee/education/${recordIds[0]}`,
      field: 'recordId',
      ids: recordIds,
      detail: true,
    },
    { kind: 'attachment', url: '/zcps/employee/attachment/list', field: 'recordId', ids: attachmentIds },
    {
      kind: 'attachment',
      url: `/zcps/employee/attachment/${attachmentIds[0]}`,
      field: 'recordId',
      ids: attachmentIds,
      detail: true,
    },
  ];
}

async function attachmentOf(t: TestApp, employeeId: number): Promise<number> {
  const db = t.database.db;
  const typeId = await typeRow(t, { typeCode: `obj${employeeId}` });
  const [oss] = await db
    .insert(sysOss)
    .values({ fileName: 'a.pdf', originalName: 'a.pdf', fileSuffix: '.pdf', url: 'local/a.pdf' })
    .returning({ id: sysOss.ossId });
  const [row] = await db
    .insert(zcEmpAttachment)
    .values({
      tenantId: DEFAULT_TENANT_ID,
      employeeId,
      typeId,
      ossId: oss!.id,
      fileName: 'a.pdf',
      fileSize: 10,
      mimeType: 'application/pdf',
    })
    .returning({ id: zcEmpAttachment.recordId });
  return row!.id;
}

/** Units: A's employee (dossier, record, attachment) and a declaration of A's unit. */
async function units(t: TestApp, fx: Awaited<ReturnType<typeof reviewFixture>>): Promise<Pair> {
  const x = await unit(t, '甲对象单位');
  const y = await unit(t, '乙对象单位');
  const a = await userIn(t, 'obj_company_a', Role.COMPANY, x.deptId);
  const b = await userIn(t, 'obj_company_b', Role.COMPANY, y.deptId);
  await employeeIn(t, '乙单位员工', y);
  const declared = await declarations(t, fx, { count: 1, clientId: x.clientId, unitName: '甲对象单位' });
  const [row] = await t.database.db
    .select({ employeeId: zcReviewDeclaration.employeeId })
    .from(zcReviewDeclaration)
    .where(eq(zcReviewDeclaration.declarationId, declared[0]!));
  const employeeId = row!.employeeId;
  await t.database.db
    .update(zcEmployee)
    .set({ deptId: x.deptId })
    .where(eq(zcEmployee.employeeId, employeeId));
  await t.database.db
    .update(zcReviewDeclaration)
    .set({ deptId: x.deptId })
    .where(eq(zcReviewDeclaration.declarationId, declared[0]!));
  const recordId = await educationRow(t, employeeId);
  const attachmentId = await attachmentOf(t, employeeId);
  return {
    role: 'company',
    a: a.as,
    b: b.as,
    probes: [...declarationProbes(declared), ...dossierProbes([employeeId], [recordId], [attachmentId])],
  };
}

/** Reviewers: A's group-review opinion, open meeting and ballot, and A's own expert record. */
async function experts(t: TestApp, fx: Awaited<ReturnType<typeof reviewFixture>>): Promise<Pair> {
  await setActivity(t, fx.activityId, { assignmentStatus: '2' });
  const a = await reviewerUser(t, fx, 'obj_rev_a');
  const b = await reviewerUser(t, fx, 'obj_rev_b');
  const teamA = await team(t, fx, [a.reviewerId], '1', '甲学科组');
  const teamB = await team(t, fx, [b.reviewerId], '1', '乙学科组');
  const [rated] = await declarations(t, fx, { count: 1, stage: 'group_review', status: '4', teamId: teamA });
  await evaluations(t, fx, [rated!], [a.reviewerId], teamA);
  const [own] = await declarations(t, fx, { count: 1, stage: 'group_review', status: '4', teamId: teamB });
  await evaluations(t, fx, [own!], [b.reviewerId], teamB);
  const opinion = await a.as.send({
    method: 'PUT',
    url: `${RA}/group-review/opinion`,
    payload: { declarationId: rated, rating: 'C', opinion: '基本符合条件' },
  });
  const voting = await declarations(t, fx, { count: 1, stage: 'team_vote', status: '4', teamId: teamA });
  const [meeting] = await t.database.db
    .insert(zcReviewMeeting)
    .values({
      tenantId: fx.tenantId,
      activityId: fx.activityId,
      teamId: teamA,
      kind: 'team',
      memberCount: 1,
      presentIds: [a.reviewerId],
      declarationIds: voting,
    })
    .returning({ id: zcReviewMeeting.meetingId });
  const meetingId = meeting!.id;
  const ballot = await a.as.send({
    method: 'POST',
    url: `${RA}/vote/ballot`,
    payload: { meetingId, ballots: [{ declarationId: voting[0], choice: '1' }] },
  });
  const office = caller(t, (await roleUser(t, 'obj_office', Role.OFFICE)).token);
  const tally = await office.send({ method: 'POST', url: `${RA}/vote/meeting/${meetingId}/tally` });
  for (const step of [opinion, ballot, tally])
    if (step.body.code !== 200) throw new Error(`scene: ${step.body.msg}`);
  await conflictRow(t, fx, a.reviewerId, { personName: '甲专家的亲属' });
  const opinions = [rated!];
  const meetings = [meetingId];
  const reviewerIds = [a.reviewerId];
  return {
    role: 'reviewer',
    a: a.as,
    b: b.as,
    probes: [
      {
        kind: 'opinion',
        url: `${RA}/group-review/list?activityId=${fx.activityId}`,
        field: 'declarationId',
        ids: opinions,
      },
      { kind: 'opinion', url: `${RA}/rating/assigned`, field: 'declarationId', ids: opinions },
      {
        kind: 'opinion',
        url: `${RA}/rating/dossier/${rated}`,
        field: 'declarationId',
        ids: opinions,
        detail: true,
      },
      { kind: 'opinion', url: `${RA}/detail/list`, field: 'declarationId', ids: [...opinions, ...voting] },
      { kind: 'meeting', url: `${RA}/vote/meeting/list?mine=false`, field: 'meetingId', ids: meetings },
      {
        kind: 'meeting',
        url: `${RA}/vote/meeting/${meetingId}`,
        field: 'meetingId',
        ids: meetings,
        detail: true,
      },
      {
        kind: 'ballot',
        url: `${RA}/vote/meeting/${meetingId}/sheet`,
        field: 'declarationId',
        ids: voting,
        detail: true,
      },
      { kind: 'expert record', url: '/zcps/title/reviewer/list', field: 'reviewerId', ids: reviewerIds },
      {
        kind: 'expert record',
        url: `/zcps/title/reviewer/${a.reviewerId}`,
        field: 'reviewerId',
        ids: reviewerIds,
        detail: true,
      },
      {
        kind: 'expert record',
        url: `/zcps/title/reviewer/${a.reviewerId}/conflicts`,
        field: 'reviewerId',
        ids: reviewerIds,
        detail: true,
      },
    ],
  };
}

/** The three pairs, on one review fixture. */
export async function rolePairs(t: TestApp): Promise<Pair[]> {
  const fx = await reviewFixture(t, undefined, 'OBJ');
  return [await applicants(t, fx), await units(t, fx), await experts(t, fx)];
}

/** Whether `value` holds, under `field` at any depth, one of `ids`. */
export function holds(value: unknown, field: string, ids: ReadonlySet<number>): boolean {
  if (Array.isArray(value)) return value.some((item) => holds(item, field, ids));
  if (!value || typeof value !== 'object') return false;
  return Object.entries(value).some(
    ([key, v]) => (key === field && ids.has(Number(v))) || holds(v, field, ids),
  );
}

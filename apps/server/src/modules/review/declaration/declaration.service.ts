import { eq, or, type SQL } from 'drizzle-orm';
import {
  ActivityStatus,
  ReviewStage,
  type DeclarationCreate,
  type DeclarationFilter,
  type DeclarationUpdate,
  type DeclarationVo,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { CountCache } from '../../../platform/db/count-cache.js';
import type { Db } from '../../../platform/db/database.js';
import { dataScopeOf } from '../../../platform/db/data-scope.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { refuseMissing, ServiceError } from '../../../platform/http/errors.js';
import { zcEmployee, zcReviewDeclaration } from '../../../db/schema/index.js';
import { employeeScope } from '../../employee/info/employee-scope.js';
import type { CodeIssuer } from '../../system/code-rule/code-rule.service.js';
import type { ActivityRepo } from '../activity/activity.repo.js';
import { DECLARATION_LIST, type DeclarationPageRow, type DeclarationQuery } from './declaration-list.sql.js';
import type { DeclarationListRow, DeclarationRepo, DeclaringEmployee } from './declaration.repo.js';
import { stageWord, statusWord } from './review-words.js';

/** The snapshot's verdict: a full row carries the eligibility JSON, a page row reads it in SQL. */
const eligibleOf = (row: DeclarationListRow | DeclarationPageRow): boolean | null => {
  if ('eligible' in row) return row.eligible;
  const snapshot = row.eligibility as { eligible?: unknown } | null;
  return typeof snapshot?.eligible === 'boolean' ? snapshot.eligible : null;
};

export function toDeclarationVo(row: DeclarationListRow | DeclarationPageRow): DeclarationVo {
  return {
    declarationId: row.declarationId,
    activityId: row.activityId,
    activityName: row.activityName,
    employeeId: row.employeeId,
    userId: row.userId,
    applicantName: row.applicantName,
    unitName: row.unitName,
    titleId: row.titleId,
    titleName: row.titleName,
    professionId: row.professionId,
    professionName: row.professionName,
    titleLevel: row.titleLevel,
    declareType: row.declareType,
    exceptionId: row.exceptionId,
    exceptionName: row.exceptionName,
    stage: row.stage,
    approvalStatus: row.approvalStatus,
    eligible: eligibleOf(row),
    pledgeTime: formatDateTime(row.pledgeTime),
    submitTime: formatDateTime(row.submitTime),
    recommendTime: formatDateTime(row.recommendTime),
    recommendOpinion: row.recommendOpinion ?? null,
    returnCount: row.returnCount,
    defenseStatus: row.defenseStatus,
    declarationNo: row.declarationNo,
    certificateNo: row.certificateNo,
    version: row.version,
    remark: row.remark,
    createTime: formatDateTime(row.createTime),
  };
}

/** Whose declarations a caller reaches: staff their own, a company its unit's, the office all (data scope). */
export const declarationScope = (caller: LoginUser): SQL | undefined =>
  dataScopeOf(caller, { dept: zcReviewDeclaration.deptId, user: zcReviewDeclaration.userId });

const stateWords = (row: DeclarationListRow) => ({
  stage: stageWord(row.stage),
  status: statusWord(row.approvalStatus),
});

/** 职称申报: drafts of the applicant or their unit (the flow from submission on is DeclarationFlowService). */
export class DeclarationService {
  constructor(
    readonly repo: DeclarationRepo,
    private readonly activities: ActivityRepo,
    private readonly db: Db,
    /** 申报编号 by the tenant's `declaration` rule of 用户编码. */
    private readonly codes: CodeIssuer,
    private readonly counts?: CountCache,
  ) {}

  /**
   * A caller who sees the whole tenant takes the total from the count cache, keyed by the filters (every such
   * caller counts the same rows); a scoped caller's total, or one narrowed by `more`, is counted each time (a
   * dept moved or a custom scope changed would move it).
   */
  async list(caller: LoginUser, query: DeclarationQuery, ...more: SQL[]) {
    const { tenantId } = caller;
    const scope = declarationScope(caller);
    const counts = this.counts;
    const key = {
      ...query,
      pageNum: undefined,
      pageSize: undefined,
      orderByColumn: undefined,
      isAsc: undefined,
    };
    const { rows, total } = await this.repo.page(
      tenantId,
      query,
      scope,
      more,
      counts && !scope && !more.length
        ? (compute) => counts.count(DECLARATION_LIST, tenantId, key, compute)
        : undefined,
    );
    return { rows: rows.map(toDeclarationVo), total };
  }

  /** After a write that may move the list's totals has committed (transitions call it themselves). */
  listChanged(tenantId: string): Promise<void> {
    return this.counts?.changed(DECLARATION_LIST, tenantId) ?? Promise.resolve();
  }

  async all(caller: LoginUser, filter: Partial<DeclarationFilter>, max: number, ...more: SQL[]) {
    return (await this.repo.all(caller.tenantId, filter, declarationScope(caller), max, ...more)).map(
      toDeclarationVo,
    );
  }

  /** A declaration in the caller's scope, or refused as not found (never "exists but not yours"). */
  async visible(caller: LoginUser, declarationId: number): Promise<DeclarationListRow> {
    const row = await this.repo.find(caller.tenantId, declarationId, declarationScope(caller));
    if (!row) throw new ServiceError('review.declare.notFound');
    return row;
  }

  /** For the trail and progress: the caller's scope, or assigned to the caller as a reviewer. */
  readableScope(caller: LoginUser): SQL | undefined {
    const scope = declarationScope(caller);
    return scope ? or(scope, this.repo.assignedTo(caller.tenantId, caller.userId)) : undefined;
  }

  async readableList(caller: LoginUser, query: DeclarationQuery) {
    const { rows, total } = await this.repo.page(caller.tenantId, query, this.readableScope(caller), []);
    return { rows: rows.map(toDeclarationVo), total };
  }

  async readable(caller: LoginUser, declarationId: number): Promise<DeclarationListRow> {
    const row = await this.repo.find(caller.tenantId, declarationId, this.readableScope(caller));
    if (!row) throw new ServiceError('review.declare.notFound');
    return row;
  }

  async get(caller: LoginUser, declarationId: number): Promise<DeclarationVo> {
    return toDeclarationVo(await this.visible(caller, declarationId));
  }

  /** The employee the caller may declare for: staff only their own record, a company its employees. */
  private async employeeFor(
    caller: LoginUser,
    employeeId: number | null | undefined,
  ): Promise<DeclaringEmployee> {
    const match = employeeId ? eq(zcEmployee.employeeId, employeeId) : eq(zcEmployee.userId, caller.userId);
    const employee = await this.repo.employee(caller.tenantId, employeeScope(caller), match);
    if (employee) return employee;
    if (!employeeId) throw new ServiceError('review.declare.noOwnRecord');
    throw new ServiceError('review.declare.employeeNotFound', { employeeId });
  }

  /** The title must be of the activity's series and levels, the profession among its professions. */
  private async fitsActivity(caller: LoginUser, body: DeclarationCreate, professionId: number | null) {
    const activity = await this.activities.find(caller.tenantId, body.activityId);
    if (!activity) throw new ServiceError('review.activity.notFound');
    // Drafts may be prepared before the activity starts; an ended review takes nothing more.
    if (activity.status === ActivityStatus.ENDED)
      throw new ServiceError('review.declare.activityClosed', { activityName: activity.activityName });
    const title = await this.repo.title(caller.tenantId, body.titleId);
    if (!title || title.seriesId !== activity.seriesId || !activity.titleLevels.includes(title.titleLevel))
      throw new ServiceError('review.declare.titleMismatch', { titleId: body.titleId });
    if (professionId && activity.professionIds.length && !activity.professionIds.includes(professionId))
      throw new ServiceError('review.declare.professionMismatch', { professionId });
    return { activity, title };
  }

  private fields(body: DeclarationCreate, titleLevel: string, professionId: number | null) {
    return {
      titleId: body.titleId,
      professionId,
      titleLevel,
      declareType: body.declareType,
      exceptionId: body.declareType === '2' ? (body.exceptionId ?? null) : null,
      remark: body.remark || null,
    };
  }

  async create(caller: LoginUser, body: DeclarationCreate): Promise<number> {
    const employee = await this.employeeFor(caller, body.employeeId);
    const professionId = body.professionId ?? employee.professionId;
    const { title } = await this.fitsActivity(caller, body, professionId);
    if (await this.repo.liveOf(caller.tenantId, body.activityId, employee.employeeId))
      throw new ServiceError('review.declare.duplicate', { applicantName: employee.employeeName });
    // The number is taken in the inserting transaction: a refused insert gives it back.
    const declarationId = await this.db.transaction(async (tx) => {
      const declarationNo = await this.codes.issueOne(tx, caller.tenantId, 'declaration');
      const id = await this.repo.insert(
        {
          ...this.fields(body, title.titleLevel, professionId),
          tenantId: caller.tenantId,
          activityId: body.activityId,
          employeeId: employee.employeeId,
          declarationNo,
          userId: employee.userId,
          deptId: employee.deptId,
          clientId: employee.clientId,
          applicantName: employee.employeeName,
          unitName: employee.unitName,
          createDept: caller.deptId,
          createBy: caller.userId,
          updateBy: caller.userId,
        },
        tx,
      );
      // Two submissions at once both pass the check above; the partial unique index refuses the second.
      if (id === undefined)
        throw new ServiceError('review.declare.duplicate', { applicantName: employee.employeeName });
      return id;
    });
    await this.listChanged(caller.tenantId);
    return declarationId;
  }

  /** Drafts and returned declarations only; the activity and the person stay those of the declaration. */
  async update(caller: LoginUser, body: DeclarationUpdate): Promise<void> {
    const row = await this.visible(caller, body.declarationId);
    const editable =
      row.stage === ReviewStage.DRAFT ? row.approvalStatus === '0' : row.approvalStatus === '3';
    if (!editable) throw new ServiceError('review.declare.notEditable', stateWords(row));
    const professionId = body.professionId ?? row.professionId;
    const { title } = await this.fitsActivity(caller, { ...body, activityId: row.activityId }, professionId);
    const saved = await this.repo.update(caller.tenantId, row.declarationId, row.version, {
      ...this.fields(body, title.titleLevel, professionId),
      updateBy: caller.userId,
      updateTime: new Date(),
    });
    if (!saved) throw new ServiceError('review.versionConflict');
    await this.listChanged(caller.tenantId);
  }

  /** Only drafts never submitted go: a submitted declaration keeps its trail. */
  async remove(caller: LoginUser, declarationIds: number[]): Promise<void> {
    const rows = await this.repo.findMany(caller.tenantId, declarationIds, declarationScope(caller));
    refuseMissing(
      declarationIds,
      rows.map((r) => r.declarationId),
    );
    for (const row of rows)
      if (row.stage !== ReviewStage.DRAFT || row.submitTime !== null)
        throw new ServiceError('review.declare.notRemovable', stateWords(row));
    await this.repo.softDeleteDrafts(
      caller.tenantId,
      rows.map((r) => r.declarationId),
      caller.userId,
    );
    await this.listChanged(caller.tenantId);
  }
}

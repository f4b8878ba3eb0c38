import {
  ACTIVITY_RESULT_RULES,
  ActivityStatus,
  windowBound,
  type Language,
  type ReviewActivityCreate,
  type ReviewActivityFilter,
  type ReviewActivityOption,
  type ReviewActivityUpdate,
  type ReviewActivityVo,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { refuseMissing, ServiceError } from '../../../platform/http/errors.js';
import { parseDateParam } from '../../../platform/db/paging.js';
import type { TitleRefsRepo } from '../../title/reviewer/title-refs.repo.js';
import type { ActivityListRow, ActivityQuery, ActivityRepo } from './activity.repo.js';
import { fieldLabel } from '../../../platform/i18n/field-labels.js';
import { formatMessage, message, type Message } from '../../../platform/i18n/format.js';

const STATUS_WORDS: Record<string, Message> = {
  '0': message('review.activity.status.0'),
  '1': message('review.activity.status.1'),
  '2': message('review.activity.status.2'),
};
const VERBS = {
  start: message('review.activity.verb.start'),
  end: message('review.activity.verb.end'),
};

/**
 * When the declaration window closes, by the contract's rule: an end date is the end of that day, also an end
 * stored at midnight before the rule (the console's picker sent dates that way), so no last day is lost.
 */
export function declareClosesAt(declareEnd: Date): Date {
  return parseDateParam(windowBound(formatDateTime(declareEnd)!, true))!;
}

export function toActivityVo(row: ActivityListRow, professions: Map<number, string>): ReviewActivityVo {
  return {
    activityId: row.activityId,
    activityName: row.activityName,
    reviewYear: row.reviewYear,
    seriesId: row.seriesId,
    seriesName: row.seriesName,
    professionIds: row.professionIds,
    professionNames: row.professionIds.map((id) => professions.get(id) ?? String(id)),
    titleLevels: row.titleLevels,
    orgId: row.orgId,
    orgName: row.orgName,
    declareStart: formatDateTime(row.declareStart)!,
    declareEnd: formatDateTime(declareClosesAt(row.declareEnd))!,
    defenseRequired: row.defenseRequired,
    defenseDropExtremesFrom: row.defenseDropExtremesFrom,
    teamPassNum: row.teamPassNum,
    teamPassDen: row.teamPassDen,
    quorumNum: row.quorumNum,
    quorumDen: row.quorumDen,
    committeePassNum: row.committeePassNum,
    committeePassDen: row.committeePassDen,
    publicityDays: row.publicityDays,
    barYears: row.barYears,
    preReviewKey: row.preReviewKey,
    status: row.status,
    assignmentStatus: row.assignmentStatus,
    defenseStatus: row.defenseStatus,
    declarationCount: row.declarationCount,
    liveCount: row.liveCount,
    version: row.version,
    remark: row.remark,
    createTime: formatDateTime(row.createTime),
  };
}

/** 评审活动: the lifecycle 未开始 → 进行中 → 已结束 and the rules fixed for the whole review. */
export class ActivityService {
  constructor(
    private readonly repo: ActivityRepo,
    private readonly refs: TitleRefsRepo,
  ) {}

  async vos(tenantId: string, rows: ActivityListRow[]): Promise<ReviewActivityVo[]> {
    const names = await this.repo.professionNames(tenantId, [
      ...new Set(rows.flatMap((r) => r.professionIds)),
    ]);
    return rows.map((r) => toActivityVo(r, names));
  }

  async list(caller: LoginUser, query: ActivityQuery) {
    const { rows, total } = await this.repo.page(caller.tenantId, query);
    return { rows: await this.vos(caller.tenantId, rows), total };
  }

  async all(caller: LoginUser, filter: Partial<ReviewActivityFilter>, max: number) {
    return this.vos(caller.tenantId, await this.repo.all(caller.tenantId, filter, max));
  }

  async visible(tenantId: string, activityId: number): Promise<ActivityListRow> {
    const row = await this.repo.find(tenantId, activityId);
    if (!row) throw new ServiceError('review.activity.notFound');
    return row;
  }

  async get(caller: LoginUser, activityId: number): Promise<ReviewActivityVo> {
    const [vo] = await this.vos(caller.tenantId, [await this.visible(caller.tenantId, activityId)]);
    return vo!;
  }

  /** Activities in progress, for the declaration form and the stage pages. */
  async optionselect(caller: LoginUser): Promise<ReviewActivityOption[]> {
    const rows = await this.repo.all(caller.tenantId, { status: ActivityStatus.IN_PROGRESS }, 500);
    return rows.map((r) => ({
      activityId: r.activityId,
      activityName: r.activityName,
      reviewYear: r.reviewYear,
      seriesId: r.seriesId,
      titleLevels: r.titleLevels,
      professionIds: r.professionIds,
      declareStart: formatDateTime(r.declareStart)!,
      declareEnd: formatDateTime(declareClosesAt(r.declareEnd))!,
      defenseRequired: r.defenseRequired,
      status: r.status,
    }));
  }

  private async checkRefs(tenantId: string, body: ReviewActivityCreate) {
    if (!(await this.refs.seriesExists(tenantId, body.seriesId)))
      throw new ServiceError('review.activity.seriesNotFound', { seriesId: body.seriesId });
    const inSeries = await this.repo.professionsInSeries(tenantId, body.seriesId, body.professionIds);
    const stray = body.professionIds.filter((id) => !inSeries.has(id));
    if (stray.length) throw new ServiceError('review.activity.professionMismatch', { ids: stray.join(', ') });
    if (body.orgId && !(await this.refs.orgExists(tenantId, body.orgId)))
      throw new ServiceError('review.activity.orgNotFound', { orgId: body.orgId });
    if (body.preReviewKey && !(await this.repo.processDeployed(tenantId, body.preReviewKey)))
      throw new ServiceError('review.activity.preReviewNotDeployed', { key: body.preReviewKey });
  }

  private fields(body: ReviewActivityCreate) {
    return {
      activityName: body.activityName,
      reviewYear: body.reviewYear,
      seriesId: body.seriesId,
      professionIds: [...new Set(body.professionIds)],
      titleLevels: [...new Set(body.titleLevels)].sort(),
      orgId: body.orgId ?? null,
      declareStart: parseDateParam(windowBound(body.declareStart, false))!,
      declareEnd: parseDateParam(windowBound(body.declareEnd, true))!,
      defenseRequired: body.defenseRequired,
      defenseDropExtremesFrom: body.defenseDropExtremesFrom,
      teamPassNum: body.teamPassNum,
      teamPassDen: body.teamPassDen,
      quorumNum: body.quorumNum,
      quorumDen: body.quorumDen,
      committeePassNum: body.committeePassNum,
      committeePassDen: body.committeePassDen,
      publicityDays: body.publicityDays,
      barYears: body.barYears,
      preReviewKey: body.preReviewKey || null,
      remark: body.remark || null,
    };
  }

  async create(caller: LoginUser, body: ReviewActivityCreate): Promise<void> {
    await this.checkRefs(caller.tenantId, body);
    await this.repo.insert({
      ...this.fields(body),
      tenantId: caller.tenantId,
      createDept: caller.deptId,
      createBy: caller.userId,
      updateBy: caller.userId,
    });
  }

  /** While in progress the rules that decide results stay as they were; an ended activity stays as it ended. */
  async update(caller: LoginUser, body: ReviewActivityUpdate, lang: Language): Promise<void> {
    const current = await this.visible(caller.tenantId, body.activityId);
    if (current.status === ActivityStatus.ENDED)
      throw new ServiceError('review.activity.ended', { activityName: current.activityName });
    await this.checkRefs(caller.tenantId, body);
    if (current.status === ActivityStatus.IN_PROGRESS) {
      const changed = ACTIVITY_RESULT_RULES.filter((key) => current[key] !== body[key]);
      if (changed.length)
        throw new ServiceError('review.activity.rulesFrozen', {
          activityName: current.activityName,
          fields: changed.map((key) => fieldLabel([key], lang)).join(formatMessage(lang, 'list.separator')),
        });
    }
    await this.repo.update(caller.tenantId, current.activityId, {
      ...this.fields(body),
      updateBy: caller.userId,
      updateTime: new Date(),
    });
  }

  /** Only activities not yet started and without declarations go; a review under way keeps its record. */
  async remove(caller: LoginUser, activityIds: number[]): Promise<void> {
    const rows = await this.repo.findByIds(caller.tenantId, activityIds);
    refuseMissing(
      activityIds,
      rows.map((r) => r.activityId),
    );
    for (const row of rows) {
      if (row.status !== ActivityStatus.NOT_STARTED)
        throw new ServiceError('review.activity.removeStarted', { activityName: row.activityName });
      if (row.declarationCount > 0)
        throw new ServiceError('review.activity.removeHasDeclarations', {
          activityName: row.activityName,
          count: row.declarationCount,
        });
    }
    await this.repo.softDelete(
      caller.tenantId,
      rows.map((r) => r.activityId),
      caller.userId,
    );
  }

  async start(caller: LoginUser, activityId: number): Promise<void> {
    const row = await this.visible(caller.tenantId, activityId);
    const moved = await this.repo.setStatus(
      caller.tenantId,
      activityId,
      ActivityStatus.NOT_STARTED,
      ActivityStatus.IN_PROGRESS,
      caller.userId,
    );
    if (!moved) throw this.badStatus(row, 'start');
  }

  /** Ends only when every declaration is final or a never-submitted draft (domain.md). */
  async end(caller: LoginUser, activityId: number): Promise<void> {
    const row = await this.visible(caller.tenantId, activityId);
    if (row.status !== ActivityStatus.IN_PROGRESS) throw this.badStatus(row, 'end');
    const moved = await this.repo.setStatus(
      caller.tenantId,
      activityId,
      ActivityStatus.IN_PROGRESS,
      ActivityStatus.ENDED,
      caller.userId,
      true,
    );
    if (moved) return;
    const now = await this.visible(caller.tenantId, activityId);
    if (now.status !== ActivityStatus.IN_PROGRESS) throw this.badStatus(now, 'end');
    throw new ServiceError('review.activity.liveDeclarations', {
      activityName: now.activityName,
      count: now.liveCount,
    });
  }

  private badStatus(row: ActivityListRow, verb: keyof typeof VERBS) {
    return new ServiceError('review.activity.badStatus', {
      activityName: row.activityName,
      status: STATUS_WORDS[row.status] ?? row.status,
      verb: VERBS[verb],
    });
  }
}

import {
  COMMITTEE_MIN_SENIOR_SERIES,
  committeeMinimum,
  CommitteeMinimumConfig,
  type CommitteeMinimums,
  COMMITTEE_MIN_PER_PROFESSION,
  PhaseStatus,
  TeamType,
  type Language,
  type ReviewTeamCreate,
  type ReviewTeamFilter,
  type ReviewTeamUpdate,
  type ReviewTeamVo,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { Db, Executor } from '../../../platform/db/database.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { refuseMissing, ServiceError } from '../../../platform/http/errors.js';
import { buildXlsx, EXPORT_MAX_ROWS, type XlsxColumn } from '../../../platform/http/xlsx.js';
import { dictLabels } from '../../system/dict/dict-labels.js';
import type { ConfigService } from '../../system/config/config.service.js';
import type { DictService } from '../../system/dict/dict.service.js';
import type { ActivityPhase, ActivityPhaseRepo } from '../assignment/activity-phase.repo.js';
import type { TeamListRow, TeamQuery, TeamRepo, TeamRow } from './team.repo.js';
import { formatMessage, message } from '../../../platform/i18n/format.js';

export function toTeamVo(row: TeamListRow): ReviewTeamVo {
  return {
    teamId: row.teamId,
    activityId: row.activityId,
    activityName: row.activityName,
    teamName: row.teamName,
    teamType: row.teamType,
    professionIds: row.professionIds,
    professionNames: row.professionNames,
    poolId: row.poolId,
    poolName: row.poolName,
    teamSize: row.teamSize,
    memberCount: row.memberCount,
    status: row.status,
    version: row.version,
    locked: row.assignmentStatus === PhaseStatus.DONE,
    remark: row.remark,
    createTime: formatDateTime(row.createTime),
  };
}

/** Refuses any change once the activity's assignment is finished (teams and dossiers are locked then). */
export function assertUnlocked(activity: ActivityPhase): void {
  if (activity.assignmentStatus === PhaseStatus.DONE)
    throw new ServiceError('review.team.locked', { activityName: activity.activityName });
}

/** 评审组 and 评委会 of an activity: the rules of their shape (odd sizes, one committee, covered professions). */
export class TeamService {
  constructor(
    private readonly db: Db,
    private readonly repo: TeamRepo,
    private readonly activities: ActivityPhaseRepo,
    private readonly dicts: DictService,
    private readonly config: ConfigService,
  ) {}

  async list(caller: LoginUser, query: TeamQuery) {
    const { rows, total } = await this.repo.page(caller.tenantId, query);
    return { rows: rows.map(toTeamVo), total };
  }

  async get(caller: LoginUser, teamId: number): Promise<ReviewTeamVo> {
    const row = await this.repo.findListed(caller.tenantId, teamId);
    if (!row) throw new ServiceError('review.team.notFound');
    return toTeamVo(row);
  }

  async export(caller: LoginUser, filter: Partial<ReviewTeamFilter>, lang: Language): Promise<Buffer> {
    const rows = (await this.repo.all(caller.tenantId, filter, EXPORT_MAX_ROWS)).map(toTeamVo);
    const type = await dictLabels(this.dicts, caller.tenantId, 'team_type', lang);
    const columns: XlsxColumn<ReviewTeamVo>[] = [
      { header: message('review.team.column.teamId'), value: (r) => r.teamId, width: 12 },
      { header: message('review.team.column.activityName'), value: (r) => r.activityName, width: 30 },
      { header: message('review.team.column.teamName'), value: (r) => r.teamName, width: 24 },
      { header: message('review.team.column.teamType'), value: (r) => type(r.teamType), width: 10 },
      {
        header: message('review.team.column.professionNames'),
        value: (r) => r.professionNames.join('、'),
        width: 30,
      },
      { header: message('review.team.column.poolName'), value: (r) => r.poolName, width: 24 },
      { header: message('review.team.column.teamSize'), value: (r) => r.teamSize, width: 10 },
      { header: message('review.team.column.memberCount'), value: (r) => r.memberCount, width: 10 },
      { header: message('review.team.column.remark'), value: (r) => r.remark, width: 30 },
      { header: message('review.team.column.createTime'), value: (r) => r.createTime, width: 20 },
    ];
    return buildXlsx(lang, formatMessage(lang, 'review.team.sheet'), columns, rows);
  }

  /** The activity, locked for the change, refusing a finished assignment. */
  private async openActivity(tx: Executor, tenantId: string, activityId: number): Promise<ActivityPhase> {
    const activity = await this.activities.find(tenantId, activityId, tx, true);
    if (!activity) throw new ServiceError('review.team.activityNotFound');
    assertUnlocked(activity);
    return activity;
  }

  /** Read before a transaction opens: on PGlite the config read would wait for the one connection it holds. */
  private async minimums(tenantId: string): Promise<CommitteeMinimums> {
    const [seniorSeries, perProfession] = await Promise.all([
      this.config.getNumber(tenantId, CommitteeMinimumConfig.SENIOR_SERIES, COMMITTEE_MIN_SENIOR_SERIES),
      this.config.getNumber(tenantId, CommitteeMinimumConfig.PER_PROFESSION, COMMITTEE_MIN_PER_PROFESSION),
    ]);
    return { seniorSeries, perProfession };
  }

  private async checkShape(
    tx: Executor,
    tenantId: string,
    activity: ActivityPhase,
    body: ReviewTeamCreate,
    minimums: CommitteeMinimums,
    teamId?: number,
  ) {
    const outside = body.professionIds.find((p) => !activity.professionIds.includes(p));
    if (outside !== undefined)
      throw new ServiceError('review.team.professionOutside', { professionId: outside });
    if (body.teamType !== TeamType.COMMITTEE) return;
    const other = await this.repo.committeeOf(tenantId, activity.activityId, tx);
    if (other && other.teamId !== teamId)
      throw new ServiceError('review.team.committeeExists', {
        activityName: activity.activityName,
        teamName: other.teamName,
      });
    const perProfession = body.professionIds.length > 0;
    const { minimum, rule } = committeeMinimum(perProfession, activity.titleLevels, minimums);
    if (body.teamSize < minimum) {
      throw new ServiceError('review.team.committeeTooSmall', {
        minimum,
        rule: message(`review.team.committeeRule.${rule}`),
      });
    }
  }

  private fields(body: ReviewTeamCreate) {
    return {
      teamName: body.teamName,
      teamType: body.teamType,
      professionIds: [...new Set(body.professionIds)],
      teamSize: body.teamSize,
      status: body.status,
      remark: body.remark || null,
    };
  }

  async create(caller: LoginUser, body: ReviewTeamCreate): Promise<number> {
    const minimums = await this.minimums(caller.tenantId);
    return this.db.transaction(async (tx) => {
      const activity = await this.openActivity(tx, caller.tenantId, body.activityId);
      await this.checkShape(tx, caller.tenantId, activity, body, minimums);
      return this.repo.insert(tx, {
        ...this.fields(body),
        tenantId: caller.tenantId,
        activityId: activity.activityId,
        createDept: caller.deptId,
        createBy: caller.userId,
        updateBy: caller.userId,
      });
    });
  }

  async update(caller: LoginUser, body: ReviewTeamUpdate): Promise<void> {
    const team = await this.visible(caller, body.teamId);
    const minimums = await this.minimums(caller.tenantId);
    await this.db.transaction(async (tx) => {
      const activity = await this.openActivity(tx, caller.tenantId, team.activityId);
      await this.checkShape(
        tx,
        caller.tenantId,
        activity,
        { ...body, activityId: team.activityId },
        minimums,
        team.teamId,
      );
      const saved = await this.repo.update(tx, caller.tenantId, team.teamId, body.version, {
        ...this.fields(body),
        updateBy: caller.userId,
        updateTime: new Date(),
      });
      if (!saved) throw new ServiceError('review.team.versionConflict');
    });
  }

  async remove(caller: LoginUser, teamIds: number[]): Promise<void> {
    const teams = await this.repo.findByIds(caller.tenantId, teamIds);
    refuseMissing(
      teamIds,
      teams.map((x) => x.teamId),
    );
    await this.db.transaction(async (tx) => {
      for (const activityId of new Set(teams.map((x) => x.activityId)))
        await this.openActivity(tx, caller.tenantId, activityId);
      const held = await this.repo.declarationCounts(
        tx,
        caller.tenantId,
        teams.map((x) => x.teamId),
      );
      const busy = teams.find((x) => held.get(x.teamId));
      if (busy)
        throw new ServiceError('review.team.hasDeclarations', {
          teamName: busy.teamName,
          count: held.get(busy.teamId)!,
        });
      await this.repo.softDelete(
        tx,
        caller.tenantId,
        teams.map((x) => x.teamId),
        caller.userId,
      );
    });
  }

  async visible(caller: LoginUser, teamId: number): Promise<TeamRow> {
    const team = await this.repo.find(caller.tenantId, teamId);
    if (!team) throw new ServiceError('review.team.notFound');
    return team;
  }
}

import type {
  DefenseResultRow,
  DefenseScore,
  DefenseSessionDetail,
  DefenseSheetVo,
  Language,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { Db } from '../../../platform/db/database.js';
import { forbidden, ServiceError } from '../../../platform/http/errors.js';
import { buildXlsx, type XlsxColumn } from '../../../platform/http/xlsx.js';
import { dictLabels } from '../../system/dict/dict-labels.js';
import type { DictService } from '../../system/dict/dict.service.js';
import type { ReviewerScope } from '../workbench/reviewer-scope.js';
import { defenseScore100 } from './defense-mean.js';
import type { DefenseScoreRepo, ScoreCell } from './defense-score.repo.js';
import { toSessionVo, type DefenseSessionService } from './defense-session.service.js';
import type { DefenseDeclaration, DefenseRepo } from './defense.repo.js';
import { DefenseService } from './defense.service.js';
import { formatMessage, localize, message } from '../../../platform/i18n/format.js';

const asCheckin = (value: string | null) => (value === 'present' || value === 'absent' ? value : null);

/** Scoring sheets (a reviewer's own), the scores, and each session's results. */
export class DefenseScoreService {
  constructor(
    private readonly db: Db,
    private readonly repo: DefenseRepo,
    private readonly scores: DefenseScoreRepo,
    private readonly phase: DefenseService,
    private readonly sessions: DefenseSessionService,
    private readonly scope: ReviewerScope,
    private readonly dicts: DictService,
  ) {}

  /** The caller's reviewer id on the session's team (a scoring member), or 403. */
  private async scorerOn(caller: LoginUser, teamId: number): Promise<number> {
    const mine = await this.scope.reviewerIds(caller);
    const [reviewerId] = await this.scores.scoringMembers(caller.tenantId, teamId, mine);
    if (reviewerId === undefined) throw forbidden('review.defense.notMember');
    return reviewerId;
  }

  private async sessionOf(caller: LoginUser, sessionId: number) {
    const session = await this.repo.session(caller.tenantId, sessionId);
    if (!session) throw new ServiceError('review.defense.sessionNotFound');
    return session;
  }

  /**
   * One reviewer's sheet: the session's applicants assigned to them with their score. A reviewer reads only
   * their own; the office reads any member's.
   */
  async sheet(caller: LoginUser, sessionId: number, reviewerId?: number): Promise<DefenseSheetVo> {
    const session = await this.sessionOf(caller, sessionId);
    const own = await this.scope.reviewerIds(caller);
    let target: number;
    if (reviewerId === undefined) target = await this.scorerOn(caller, session.teamId);
    else if (own.includes(reviewerId) || this.scope.manages(caller)) target = reviewerId;
    else throw forbidden('review.defense.otherSheet');
    const slots = await this.repo.slots(caller.tenantId, sessionId);
    const cells = (
      await this.scores.cells(
        caller.tenantId,
        slots.map((s) => s.declarationId),
      )
    ).filter((c) => c.reviewerId === target);
    const activity = await this.phase.activity(caller, session.activityId);
    const byDeclaration = new Map(cells.map((c) => [c.declarationId, c]));
    return {
      sessionId,
      reviewerId: target,
      reviewerName: cells[0]?.reviewerName ?? '',
      editable: own.includes(target) && activity.defenseStatus === '1',
      rows: slots
        .filter((s) => byDeclaration.has(s.declarationId))
        .map((s) => ({
          declarationId: s.declarationId,
          orderNum: s.orderNum!,
          applicantName: s.applicantName,
          checkin: asCheckin(s.checkin),
          score: byDeclaration.get(s.declarationId)!.score,
        })),
    };
  }

  /** Writes the caller's own scores: present applicants of the session assigned to them, while it is open. */
  async score(caller: LoginUser, body: DefenseScore): Promise<void> {
    const session = await this.sessionOf(caller, body.sessionId);
    const reviewerId = await this.scorerOn(caller, session.teamId);
    const ids = body.scores.map((s) => s.declarationId);
    await this.db.transaction(async (tx) => {
      // A share lock: finishing the defense (which locks for update) waits for this write or refuses it.
      DefenseService.requireOpen(await this.phase.activity(caller, session.activityId, tx, 'share'));
      const slots = new Map(
        (await this.repo.slots(caller.tenantId, session.sessionId, tx)).map((s) => [s.declarationId, s]),
      );
      const mine = new Set(
        (await this.scores.cells(caller.tenantId, ids, tx))
          .filter((c) => c.reviewerId === reviewerId)
          .map((c) => c.declarationId),
      );
      for (const id of ids) {
        const slot = slots.get(id);
        if (!slot) throw new ServiceError('review.defense.notInSession');
        if (!mine.has(id))
          throw forbidden('review.defense.notYourDeclaration', { applicantName: slot.applicantName });
        if (slot.checkin !== 'present')
          throw new ServiceError('review.defense.notPresent', { applicantName: slot.applicantName });
      }
      const scores = body.scores.map((s) => s.score);
      await this.scores.write(tx, caller.tenantId, reviewerId, ids, scores);
    });
  }

  /**
   * The session's results: order, applicant, check-in, each score and the result (frozen at finish, else as
   * it stands). A reviewer sees only the applicants assigned to them and only their own scores.
   */
  async results(caller: LoginUser, sessionId: number): Promise<DefenseSessionDetail> {
    const session = await this.sessions.visible(caller, sessionId);
    const activity = await this.phase.activity(caller, session.activityId);
    let slots = await this.repo.slots(caller.tenantId, sessionId);
    let cells = await this.scores.cells(
      caller.tenantId,
      slots.map((s) => s.declarationId),
    );
    const manages = this.scope.manages(caller);
    if (!manages) {
      const own = await this.scope.reviewerIds(caller);
      cells = cells.filter((c) => own.includes(c.reviewerId));
      const assigned = new Set(cells.map((c) => c.declarationId));
      slots = slots.filter((s) => assigned.has(s.declarationId));
    }
    // A reviewer sees the result once frozen, never a mean of their own scores alone.
    const rows = slots.map((s) => resultRow(s, cells, manages ? activity.dropExtremesFrom : null));
    const [listed] = await this.repo
      .sessions(caller.tenantId, session.activityId, [session.teamId])
      .then((all) => all.filter((r) => r.session.sessionId === sessionId));
    return {
      session: {
        ...toSessionVo(session, listed?.teamName ?? null),
        slotCount: listed?.slotCount ?? 0,
        presentCount: listed?.presentCount ?? 0,
        absentCount: listed?.absentCount ?? 0,
      },
      rows,
    };
  }

  async export(caller: LoginUser, sessionId: number, lang: Language): Promise<Buffer> {
    const { rows } = await this.results(caller, sessionId);
    const status = await dictLabels(this.dicts, caller.tenantId, 'defense_status', lang);
    const reviewers = [...new Map(rows.flatMap((r) => r.scores).map((c) => [c.reviewerId, c])).values()];
    const checkin = {
      present: message('review.defense.checkin.present'),
      absent: message('review.defense.checkin.absent'),
    };
    const columns: XlsxColumn<DefenseResultRow>[] = [
      { header: message('review.defense.column.orderNum'), value: (r) => r.orderNum, width: 8 },
      { header: message('review.defense.column.applicantName'), value: (r) => r.applicantName, width: 14 },
      { header: message('review.defense.column.unitName'), value: (r) => r.unitName, width: 26 },
      {
        header: message('review.defense.column.checkin'),
        value: (r) => (r.checkin ? localize(lang, checkin[r.checkin]) : ''),
        width: 10,
      },
      ...reviewers.map((rv): XlsxColumn<DefenseResultRow> => ({
        header: rv.reviewerName,
        value: (r) => r.scores.find((c) => c.reviewerId === rv.reviewerId)?.score ?? null,
        width: 12,
      })),
      {
        header: message('review.defense.column.score'),
        value: (r) => (r.score100 === null ? null : (r.score100 / 100).toFixed(2)),
        width: 12,
      },
      {
        header: message('review.defense.column.defenseStatus'),
        value: (r) => status(r.defenseStatus),
        width: 12,
      },
    ];
    return buildXlsx(lang, formatMessage(lang, 'review.defense.sheet'), columns, rows);
  }
}

function resultRow(
  s: DefenseDeclaration,
  cells: ScoreCell[],
  dropExtremesFrom: number | null,
): DefenseResultRow {
  const mine = cells.filter((c) => c.declarationId === s.declarationId);
  const given = mine.map((c) => c.score).filter((v): v is number => v !== null);
  return {
    declarationId: s.declarationId,
    orderNum: s.orderNum!,
    applicantName: s.applicantName,
    unitName: s.unitName,
    checkin: asCheckin(s.checkin),
    defenseStatus: s.defenseStatus,
    stage: s.stage,
    approvalStatus: s.approvalStatus,
    version: s.version,
    scores: mine.map((c) => ({ reviewerId: c.reviewerId, reviewerName: c.reviewerName, score: c.score })),
    score100: s.defenseScore ?? (dropExtremesFrom === null ? null : defenseScore100(given, dropExtremesFrom)),
  };
}

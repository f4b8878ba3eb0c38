import { sql } from 'drizzle-orm';
import {
  hasAllPermissions,
  hasAnyPermission,
  MeetingKind,
  MeetingStatus,
  ReviewApprovalPermission as RA,
  VotePermission,
  type Language,
  type TallyRow,
  type TallySheet,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { Db } from '../../../platform/db/database.js';
import { forbidden, ServiceError } from '../../../platform/http/errors.js';
import { buildXlsx, excelJS, type XlsxColumn } from '../../../platform/http/xlsx.js';
import type { MeetingService } from './meeting.service.js';
import { toMeetingVo } from './meeting.service.js';
import { rowsOf } from './vote-sql.js';
import { formatMessage, message } from '../../../platform/i18n/format.js';

const yesNo = (lang: Language, v: boolean) => formatMessage(lang, v ? 'review.vote.yes' : 'review.vote.no');

/**
 * 计票单: the counts per declaration of a tallied meeting, the rules applied and the outcome. It is built from
 * the tally rows and the declarations only; voters are never read.
 */
export class TallySheetService {
  constructor(
    private readonly db: Db,
    private readonly meetings: MeetingService,
  ) {}

  async sheet(caller: LoginUser, meetingId: number): Promise<TallySheet> {
    const meeting = await this.meetings.visible(caller, meetingId);
    if (meeting.status === MeetingStatus.OPEN) throw new ServiceError('review.vote.notTallied');
    const [rules] = await rowsOf<Record<string, number>>(
      this.db,
      sql`SELECT team_pass_num, team_pass_den, quorum_num, quorum_den, committee_pass_num, committee_pass_den
        FROM zc_review_activity WHERE activity_id = ${meeting.activityId}`,
    );
    const rows = await rowsOf<TallyRow>(
      this.db,
      sql`SELECT t.declaration_id::int AS "declarationId", d.applicant_name AS "applicantName",
          d.unit_name AS "unitName", ti.title_name AS "titleName", t.member_count AS "memberCount",
          t.present_count AS "presentCount", t.agree, t.oppose, t.abstain, t.blank, t.quorum_met AS "quorumMet",
          t.passed
        FROM zc_review_tally t JOIN zc_review_declaration d ON d.declaration_id = t.declaration_id
          LEFT JOIN zc_title ti ON ti.title_id = d.title_id
        WHERE t.tenant_id = ${caller.tenantId} AND t.meeting_id = ${meetingId} ORDER BY t.declaration_id`,
    );
    const committee = meeting.kind === MeetingKind.COMMITTEE;
    const passed = rows.filter((r) => r.passed).length;
    return {
      meeting: toMeetingVo(meeting),
      passRule: committee
        ? { num: rules!.committee_pass_num!, den: rules!.committee_pass_den! }
        : { num: rules!.team_pass_num!, den: rules!.team_pass_den! },
      quorumRule: committee ? { num: rules!.quorum_num!, den: rules!.quorum_den! } : null,
      rows,
      passed,
      failed: rows.length - passed,
    };
  }

  /**
   * `title:review-approval:export` is every stage page's export button (the results page's too): it exports a
   * tally sheet only with the vote page of the meeting's kind, or with the votes page's own export.
   */
  async export(caller: LoginUser, meetingId: number, lang: Language): Promise<Buffer> {
    const allowedOn = (page: string) =>
      hasAllPermissions(caller.permissions, [page, RA.EXPORT]) ||
      hasAnyPermission(caller.permissions, [VotePermission.EXPORT]);
    // Refused before the meeting is looked up, so that a caller with no vote page learns nothing of it.
    if (!allowedOn(RA.TEAM_VOTE) && !allowedOn(RA.COMMITTEE_VOTE)) throw forbidden();
    const sheet = await this.sheet(caller, meetingId);
    const page = sheet.meeting.kind === MeetingKind.COMMITTEE ? RA.COMMITTEE_VOTE : RA.TEAM_VOTE;
    if (!allowedOn(page)) throw forbidden();
    const columns: XlsxColumn<TallyRow>[] = [
      { header: message('review.vote.column.declarationId'), value: (r) => r.declarationId, width: 12 },
      { header: message('review.vote.column.applicantName'), value: (r) => r.applicantName, width: 14 },
      { header: message('review.vote.column.unitName'), value: (r) => r.unitName, width: 26 },
      { header: message('review.vote.column.titleName'), value: (r) => r.titleName, width: 16 },
      { header: message('review.vote.column.memberCount'), value: (r) => r.memberCount, width: 8 },
      { header: message('review.vote.column.presentCount'), value: (r) => r.presentCount, width: 12 },
      { header: message('review.vote.column.agree'), value: (r) => r.agree, width: 8 },
      { header: message('review.vote.column.oppose'), value: (r) => r.oppose, width: 8 },
      { header: message('review.vote.column.abstain'), value: (r) => r.abstain, width: 8 },
      { header: message('review.vote.column.blank'), value: (r) => r.blank, width: 8 },
      { header: message('review.vote.column.quorumMet'), value: (r) => yesNo(lang, r.quorumMet), width: 10 },
      {
        header: message('review.vote.column.passed'),
        value: (r) => formatMessage(lang, r.passed ? 'review.vote.passed' : 'review.vote.failed'),
      },
    ];
    const m = sheet.meeting;
    const heading = formatMessage(lang, 'review.vote.heading', {
      teamName: m.teamName ?? '',
      roundNo: m.roundNo,
      memberCount: m.memberCount,
      presentCount: m.presentCount,
    });
    const book = await buildXlsx(lang, formatMessage(lang, 'review.vote.sheet'), columns, sheet.rows);
    return withHeadingAndSignatures(book, heading, lang);
  }
}

/** Puts the meeting line above the table and the signature lines below it (the printed sheet is signed). */
async function withHeadingAndSignatures(file: Buffer, heading: string, lang: Language): Promise<Buffer> {
  const book = new (excelJS().Workbook)();
  await book.xlsx.load(file as unknown as ArrayBuffer);
  const sheet = book.worksheets[0]!;
  sheet.insertRow(1, [heading]).font = { bold: true };
  sheet.addRow([]);
  const sign = (key: 'teller' | 'scrutineer' | 'chair' | 'date') =>
    formatMessage(lang, `review.vote.sign.${key}`);
  sheet.addRow([sign('teller'), '', sign('scrutineer'), '', sign('chair'), '', sign('date')]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

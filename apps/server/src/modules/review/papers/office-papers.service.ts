import {
  ApprovalStatus,
  hasPermission,
  MeetingKind,
  ReviewApprovalPermission as RA,
  ReviewStage,
  type FinalDeclarationVo,
  type Language,
} from '@zcps/contracts';
import { sql } from 'drizzle-orm';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { ServiceError } from '../../../platform/http/errors.js';
import { buildXlsx, EXPORT_MAX_ROWS, type XlsxColumn } from '../../../platform/http/xlsx.js';
import { formatMessage, localize, message } from '../../../platform/i18n/format.js';
import { Paper, type PdfColumn } from '../../../platform/pdf/paper.js';
import { dictLabels } from '../../system/dict/dict-labels.js';
import type { DictService } from '../../system/dict/dict.service.js';
import type { ActivityRepo } from '../activity/activity.repo.js';
import type { FinalRepo } from '../final/final.repo.js';
import type { MeetingService } from '../vote/meeting.service.js';
import type { MemberLine, PapersRepo } from './papers.repo.js';

type Seat = MemberLine & { seq: number };

/**
 * The office's papers of a vote meeting and of the result: the meeting's sign-in sheet, the publicity list and
 * the certificate. The meeting is read through the vote service's rule (the office any, an expert one they sit
 * in); the certificate by the office of the tenant, or by its own applicant only.
 */
export class OfficePapersService {
  constructor(
    private readonly repo: PapersRepo,
    private readonly meetings: MeetingService,
    private readonly finals: FinalRepo,
    private readonly activities: ActivityRepo,
    private readonly dicts: DictService,
  ) {}

  private async meetingSheet(caller: LoginUser, meetingId: number, lang: Language) {
    const meeting = await this.meetings.visible(caller, meetingId);
    const role = await dictLabels(this.dicts, caller.tenantId, 'member_role', lang);
    const rows: Seat[] = (await this.repo.members(caller.tenantId, meeting.teamId)).map((m, i) => ({
      ...m,
      seq: i + 1,
    }));
    const columns: (PdfColumn<Seat> & XlsxColumn<Seat>)[] = [
      { header: message('review.papers.label.seq'), width: 6, value: (r) => r.seq, align: 'center' },
      { header: message('review.papers.label.name'), width: 12, value: (r) => r.reviewerName },
      { header: message('review.papers.label.role'), width: 14, value: (r) => role(r.memberRole) },
      { header: message('review.papers.label.unit'), width: 24, value: (r) => r.unitName },
      { header: message('review.papers.label.reviewerTitle'), width: 14, value: (r) => r.titleName },
      { header: message('review.papers.label.signature'), width: 18, value: () => null },
    ];
    const kind =
      meeting.kind === MeetingKind.COMMITTEE
        ? message('review.papers.label.committeeVote')
        : message('review.papers.label.teamVote');
    const head = [
      [message('review.papers.label.activity'), meeting.activityName],
      [message('review.papers.label.team'), meeting.teamName],
      [message('review.papers.label.meetingKind'), localize(lang, kind)],
      [
        message('review.papers.label.round'),
        formatMessage(lang, 'review.papers.label.roundNo', { roundNo: meeting.roundNo }),
      ],
      [message('review.papers.label.time'), formatDateTime(meeting.openTime)?.slice(0, 16) ?? null],
      [message('review.papers.label.memberCount'), meeting.memberCount],
    ] as const;
    return { rows, columns, head, name: formatMessage(lang, 'review.papers.meetingSignIn') };
  }

  async meetingSignInPdf(caller: LoginUser, meetingId: number, lang: Language) {
    const { rows, columns, head, name } = await this.meetingSheet(caller, meetingId, lang);
    const paper = new Paper(lang, name)
      .title(name)
      .keyValues(head)
      .table(columns, rows, { rowHeight: 28 })
      .signatures([
        formatMessage(lang, 'review.papers.label.chair'),
        formatMessage(lang, 'review.papers.label.handler'),
        formatMessage(lang, 'review.papers.label.date'),
      ]);
    return { name, file: await paper.toBuffer() };
  }

  async meetingSignInXlsx(caller: LoginUser, meetingId: number, lang: Language) {
    const { rows, columns, name } = await this.meetingSheet(caller, meetingId, lang);
    return { name, file: await buildXlsx(lang, name, columns, rows) };
  }

  /** The activity's publicized declarations (in publicity, or confirmed after it), by declaration. */
  async publicityPdf(caller: LoginUser, activityId: number, lang: Language) {
    const activity = await this.activities.find(caller.tenantId, activityId);
    if (!activity) throw new ServiceError('review.activity.notFound');
    const rows = (
      await this.finals.all(
        caller.tenantId,
        { activityId },
        [ReviewStage.FINAL_APPROVAL, ReviewStage.RESULT],
        EXPORT_MAX_ROWS,
      )
    ).filter((r) => r.publicityStart !== null);
    if (!rows.length) throw new ServiceError('review.papers.noPublicity');
    const seq = new Map(rows.map((r, i) => [r.declarationId, i + 1]));
    const columns: PdfColumn<FinalDeclarationVo>[] = [
      {
        header: message('review.papers.label.seq'),
        width: 6,
        value: (r) => seq.get(r.declarationId)!,
        align: 'center',
      },
      { header: message('review.papers.label.name'), width: 12, value: (r) => r.applicantName },
      { header: message('review.papers.label.unit'), width: 28, value: (r) => r.unitName },
      { header: message('review.papers.label.title'), width: 16, value: (r) => r.titleName },
      { header: message('review.papers.label.publicityStart'), width: 13, value: (r) => r.publicityStart },
      { header: message('review.papers.label.publicityEnd'), width: 13, value: (r) => r.publicityEnd },
    ];
    const name = `${activity.activityName} ${formatMessage(lang, 'review.papers.publicity')}`;
    const paper = new Paper(lang, name)
      .title(name, 16)
      .paragraph(formatMessage(lang, 'review.papers.publicityLead'))
      .table(columns, rows)
      .space(2)
      .paragraph(activity.activityName, { align: 'right' });
    return { name, file: await paper.toBuffer() };
  }

  /**
   * The certificate of a final declaration: the office's (`certificate` permission) of any in the tenant, the
   * applicant's of their own declaration only; another's answers as not found.
   */
  async certificatePdf(caller: LoginUser, declarationId: number, lang: Language) {
    const office = hasPermission(caller.permissions, RA.CERTIFICATE);
    const row = await this.finals.certificate(
      caller.tenantId,
      declarationId,
      office ? undefined : sql`zc_review_declaration.user_id = ${caller.userId}`,
    );
    if (!row) throw new ServiceError('review.declarationNotFound');
    const c = row as unknown as CertificateRow;
    if (c.approvalStatus !== ApprovalStatus.FINAL || !c.certificateNo)
      throw new ServiceError('review.final.noCertificate');
    const name = formatMessage(lang, 'review.papers.certificate');
    const paper = certificatePaper(lang, c);
    return { name: `${name}_${c.certificateNo}`, file: await paper.toBuffer() };
  }
}

/** The certificate's one page (landscape, framed): who, which title by whom, its number, year and date. */
export function certificatePaper(lang: Language, c: CertificateRow): Paper {
  const name = formatMessage(lang, 'review.papers.certificate');
  const line = (
    label:
      | 'review.papers.label.certificateNo'
      | 'review.papers.label.reviewYear'
      | 'review.papers.label.issueDate',
    value: string | number | null,
  ) => `${formatMessage(lang, label)}：${value ?? ''}`;
  return new Paper(lang, name, { landscape: true, pageNumbers: false })
    .frame()
    .space(3)
    .title(name, 28)
    .space(2)
    .paragraph(c.unitName ? `${c.applicantName}（${c.unitName}）` : c.applicantName, {
      align: 'center',
      size: 20,
    })
    .space()
    .paragraph(
      formatMessage(lang, 'review.papers.certificateBody', {
        org: c.orgName ?? c.seriesName ?? '',
        title: c.titleName ?? '',
      }),
      { align: 'center', size: 16 },
    )
    .space(2)
    .paragraph(line('review.papers.label.certificateNo', c.certificateNo), { align: 'center', size: 12 })
    .paragraph(line('review.papers.label.reviewYear', c.reviewYear), { align: 'center', size: 12 })
    .space(3)
    .paragraph(c.orgName ?? c.seriesName ?? '', { align: 'right', size: 13 })
    .paragraph(line('review.papers.label.issueDate', c.issueDate), { align: 'right', size: 12 });
}

export interface CertificateRow {
  applicantName: string;
  unitName: string | null;
  seriesName: string | null;
  titleName: string | null;
  certificateNo: string | null;
  reviewYear: number;
  issueDate: string | null;
  orgName: string | null;
  approvalStatus: string;
}

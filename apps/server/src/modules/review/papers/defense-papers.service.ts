import type { Language } from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { Clock } from '../../../platform/clock.js';
import type { Db } from '../../../platform/db/database.js';
import { ServiceError } from '../../../platform/http/errors.js';
import { buildXlsx, type XlsxColumn } from '../../../platform/http/xlsx.js';
import { formatMessage, localize, message } from '../../../platform/i18n/format.js';
import { Paper, type Pair, type PdfColumn } from '../../../platform/pdf/paper.js';
import { dictLabels } from '../../system/dict/dict-labels.js';
import type { DictService } from '../../system/dict/dict.service.js';
import type { Messenger } from '../../system/sms/messenger.js';
import type { DefenseSessionService } from '../defense/defense-session.service.js';
import type { MemberLine, PapersRepo, SessionApplicant, SessionHead } from './papers.repo.js';

const NOTICE = 'defense_notice';
const pad = (n: number) => String(n).padStart(2, '0');
/** `yyyy-MM-dd HH:mm` in the server's time zone: when the session starts. */
export const minuteOf = (d: Date) =>
  `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** The notice text a message carries (time, place, order): the same text twice is the same notice. */
const noticeText = (head: SessionHead, a: SessionApplicant) =>
  `${minuteOf(head.startTime)} · ${head.place} · #${a.orderNum}`;

const keyOf = (declarationId: number, content: string | null) => `${declarationId}\n${content}`;
const keysOf = (held: { declarationId: number; content: string | null }[]) =>
  new Set(held.map((h) => keyOf(h.declarationId, h.content)));

export interface NoticeSendResult {
  sent: number;
  /** Already held this very notice (same time, place and order): not sent again. */
  already: number;
  /** Applicants with no account to receive a message: print their notice. */
  noAccount: number;
}

export type SignInWho = 'applicants' | 'experts';

/** The session's activity, team, place and time, heading each of its papers. */
export function sessionPairs(head: SessionHead) {
  return [
    [message('review.papers.label.activity'), head.activityName],
    [message('review.papers.label.team'), head.teamName],
    [message('review.papers.label.place'), head.place],
    [message('review.papers.label.time'), minuteOf(head.startTime)],
  ] as const;
}

/** The applicants' sign-in columns: order, who, and blank time and signature. */
export function applicantColumns(): (PdfColumn<SessionApplicant> & XlsxColumn<SessionApplicant>)[] {
  return [
    { header: message('review.papers.label.order'), width: 6, value: (r) => r.orderNum, align: 'center' },
    { header: message('review.papers.label.declarationNo'), width: 16, value: (r) => r.declarationNo },
    { header: message('review.papers.label.applicant'), width: 12, value: (r) => r.applicantName },
    { header: message('review.papers.label.unit'), width: 24, value: (r) => r.unitName },
    { header: message('review.papers.label.title'), width: 14, value: (r) => r.titleName },
    { header: message('review.papers.label.signTime'), width: 12, value: () => null },
    { header: message('review.papers.label.signature'), width: 16, value: () => null },
  ];
}

/** A sign-in sheet: the heading pairs, a row per person with room to sign, and the handler's lines. */
export function signInPaper<T>(
  lang: Language,
  name: string,
  pairs: readonly Pair[],
  columns: PdfColumn<T>[],
  rows: readonly T[],
): Paper {
  return new Paper(lang, name)
    .title(name)
    .keyValues(pairs)
    .table(columns, rows, { rowHeight: 28 })
    .signatures([
      formatMessage(lang, 'review.papers.label.handler'),
      formatMessage(lang, 'review.papers.label.date'),
    ]);
}

/**
 * The papers of a defense session: the applicants' and the experts' sign-in sheets, and the defense notices (as
 * review messages to each applicant and as a printable page each). The session is read through the defense
 * service's own rule: the office any of the tenant's, an expert only their own teams'.
 */
export class DefensePapersService {
  constructor(
    private readonly db: Db,
    private readonly repo: PapersRepo,
    private readonly sessions: DefenseSessionService,
    private readonly dicts: DictService,
    /** The notice is dated on the business day. */
    private readonly clock: Clock,
    /** Sends the notices by SMS and email too (after the commit, into the send log). */
    private readonly messenger?: Messenger,
  ) {}

  private async session(caller: LoginUser, sessionId: number) {
    const session = await this.sessions.visible(caller, sessionId);
    const head = await this.repo.sessionHead(caller.tenantId, sessionId);
    if (!head) throw new ServiceError('review.defense.sessionNotFound');
    return { session, head };
  }

  private async expertColumns(caller: LoginUser, lang: Language) {
    const role = await dictLabels(this.dicts, caller.tenantId, 'member_role', lang);
    const columns: (PdfColumn<MemberLine & { seq: number }> & XlsxColumn<MemberLine & { seq: number }>)[] = [
      { header: message('review.papers.label.seq'), width: 6, value: (r) => r.seq, align: 'center' },
      { header: message('review.papers.label.name'), width: 12, value: (r) => r.reviewerName },
      { header: message('review.papers.label.role'), width: 12, value: (r) => role(r.memberRole) },
      { header: message('review.papers.label.unit'), width: 24, value: (r) => r.unitName },
      { header: message('review.papers.label.reviewerTitle'), width: 14, value: (r) => r.titleName },
      { header: message('review.papers.label.signTime'), width: 12, value: () => null },
      { header: message('review.papers.label.signature'), width: 16, value: () => null },
    ];
    return columns;
  }

  /** The sheet's rows and columns: applicants in the session's order, or the team's members. */
  private async sheet(caller: LoginUser, sessionId: number, who: SignInWho, lang: Language) {
    const { session, head } = await this.session(caller, sessionId);
    if (who === 'applicants') {
      const rows = await this.repo.sessionApplicants(caller.tenantId, sessionId);
      return {
        head,
        title: message('review.papers.applicantSignIn'),
        columns: applicantColumns(),
        rows,
      };
    }
    const members = await this.repo.members(caller.tenantId, session.teamId);
    const rows = members.map((m, i) => ({ ...m, seq: i + 1 }));
    return {
      head,
      title: message('review.papers.expertSignIn'),
      columns: await this.expertColumns(caller, lang),
      rows,
    };
  }

  async signInPdf(caller: LoginUser, sessionId: number, who: SignInWho, lang: Language) {
    const { head, title, columns, rows } = await this.sheet(caller, sessionId, who, lang);
    const name = localize(lang, title);
    const paper = signInPaper(
      lang,
      name,
      sessionPairs(head),
      columns as PdfColumn<(typeof rows)[number]>[],
      rows,
    );
    return { name, file: await paper.toBuffer() };
  }

  async signInXlsx(caller: LoginUser, sessionId: number, who: SignInWho, lang: Language) {
    const { title, columns, rows } = await this.sheet(caller, sessionId, who, lang);
    const name = localize(lang, title);
    return {
      name,
      file: await buildXlsx(lang, name, columns as XlsxColumn<(typeof rows)[number]>[], rows),
    };
  }

  /** One page per applicant: who, what, when, where and in which order. */
  async noticePdf(caller: LoginUser, sessionId: number, lang: Language) {
    const { head } = await this.session(caller, sessionId);
    const applicants = await this.repo.sessionApplicants(caller.tenantId, sessionId);
    if (!applicants.length) throw new ServiceError('review.papers.noApplicants');
    const name = formatMessage(lang, 'review.papers.notice');
    const paper = new Paper(lang, name, { pageNumbers: false });
    applicants.forEach((a, i) => {
      if (i > 0) paper.newPage();
      paper
        .title(name)
        .space()
        .paragraph(
          formatMessage(lang, 'review.papers.noticeLead', {
            applicantName: a.applicantName,
            titleName: a.titleName ?? '',
            activityName: head.activityName,
          }),
          { size: 12 },
        )
        .keyValues(
          [
            ...sessionPairs(head),
            [
              message('review.papers.label.order'),
              formatMessage(lang, 'review.papers.noticeOrder', { orderNum: a.orderNum }),
            ],
            [message('review.papers.label.declarationNo'), a.declarationNo],
          ],
          1,
        )
        .space(2)
        .paragraph(head.activityName, { align: 'right' })
        .paragraph(this.clock.today(), { align: 'right' });
    });
    return { name, file: await paper.toBuffer() };
  }

  /** The notices as a list: each applicant's time, place and order, and whether the notice reached them. */
  async noticeXlsx(caller: LoginUser, sessionId: number, lang: Language) {
    const { head } = await this.session(caller, sessionId);
    const applicants = await this.repo.sessionApplicants(caller.tenantId, sessionId);
    const ids = applicants.map((a) => a.declarationId);
    const held = keysOf(await this.repo.sentNotices(this.db, caller.tenantId, ids, NOTICE));
    const yes = formatMessage(lang, 'word.yes');
    const no = formatMessage(lang, 'word.no');
    const columns: XlsxColumn<SessionApplicant>[] = [
      ...applicantColumns().slice(0, 5),
      { header: message('review.papers.label.time'), value: () => minuteOf(head.startTime), width: 18 },
      { header: message('review.papers.label.place'), value: () => head.place, width: 24 },
      {
        header: message('review.papers.label.sent'),
        value: (a) => (held.has(keyOf(a.declarationId, noticeText(head, a))) ? yes : no),
        width: 12,
      },
    ];
    const name = formatMessage(lang, 'review.papers.notice');
    return { name, file: await buildXlsx(lang, name, columns, applicants) };
  }

  /**
   * Sends each applicant of the session the notice as a review message. An applicant who already holds the
   * same notice (same time, place and order) is not sent it again; after the session moves, they are.
   */
  async sendNotices(caller: LoginUser, sessionId: number): Promise<NoticeSendResult> {
    const { head } = await this.session(caller, sessionId);
    const applicants = await this.repo.sessionApplicants(caller.tenantId, sessionId);
    if (!applicants.length) throw new ServiceError('review.papers.noApplicants');
    return this.db.transaction(async (tx) => {
      const ids = applicants.map((a) => a.declarationId);
      await this.repo.lockSession(tx, caller.tenantId, sessionId);
      const heldKeys = keysOf(await this.repo.sentNotices(tx, caller.tenantId, ids, NOTICE));
      const withAccount = applicants.filter((a) => a.userId !== null);
      const due = withAccount.filter((a) => !heldKeys.has(keyOf(a.declarationId, noticeText(head, a))));
      await this.repo.sendMessages(
        tx,
        caller.tenantId,
        NOTICE,
        due.map((a) => ({ userId: a.userId!, declarationId: a.declarationId, content: noticeText(head, a) })),
      );
      await this.messenger?.queueNotices(
        tx,
        caller.tenantId,
        'defense',
        due.map((a) => ({
          userId: a.userId!,
          params: { time: minuteOf(head.startTime), place: head.place, order: String(a.orderNum) },
        })),
      );
      return {
        sent: due.length,
        already: withAccount.length - due.length,
        noAccount: applicants.length - withAccount.length,
      };
    });
  }
}

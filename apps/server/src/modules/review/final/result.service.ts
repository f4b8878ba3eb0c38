import {
  ApprovalStatus,
  type FinalDeclarationVo,
  type FinalFilter,
  type Language,
  type ResultSummary,
} from '@zcps/contracts';
import { zcReviewDeclaration } from '../../../db/schema/index.js';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { dataScopeOf } from '../../../platform/db/data-scope.js';
import type { ListQuery } from '../../../platform/db/paging.js';
import { ServiceError } from '../../../platform/http/errors.js';
import { escapeHtml } from '../../../platform/http/html.js';
import { buildXlsx, EXPORT_MAX_ROWS, type XlsxColumn } from '../../../platform/http/xlsx.js';
import type { NoticeService } from '../../system/notice/notice.service.js';
import type { FinalRepo } from './final.repo.js';
import { formatMessage, localize, message } from '../../../platform/i18n/format.js';
import { stageWord, statusWord } from '../declaration/review-words.js';

const scopeOf = (caller: LoginUser) =>
  dataScopeOf(caller, { dept: zcReviewDeclaration.deptId, user: zcReviewDeclaration.userId });

/** Pass rate in ‰ of the decided declarations (passed, failed or revoked); none decided → null. */
export function passRatePermille(s: Pick<ResultSummary, 'passed' | 'failed' | 'revoked'>): number | null {
  const decided = s.passed + s.failed + s.revoked;
  return decided ? Math.floor((s.passed * 1000) / decided) : null;
}

const escape = escapeHtml;

/**
 * 评审结果: every declaration's outcome and each activity's figures, within the caller's data scope — a company
 * sees its unit's (dept), an applicant their own (user), the office everything.
 */
export class ResultService {
  constructor(
    private readonly repo: FinalRepo,
    private readonly notices: NoticeService,
  ) {}

  /** 发布结果: a published notice (公告) of the activity listing its final results; answers the notice id. */
  async publish(caller: LoginUser, activityId: number): Promise<number> {
    const rows = await this.repo.all(
      caller.tenantId,
      { activityId, approvalStatus: ApprovalStatus.FINAL },
      null,
      EXPORT_MAX_ROWS,
    );
    if (!rows.length) throw new ServiceError('review.final.nothingToPublish');
    const lines = rows.map(
      (r) =>
        `<tr><td>${escape(r.applicantName)}</td><td>${escape(r.unitName)}</td><td>${escape(r.titleName)}</td>` +
        `<td>${escape(r.certificateNo)}</td></tr>`,
    );
    const content =
      `<p>${escape(rows[0]!.activityName)}：终审通过 ${rows.length} 人。</p><table><thead><tr><th>姓名</th>` +
      `<th>工作单位</th><th>职称</th><th>证书编号</th></tr></thead><tbody>${lines.join('')}</tbody></table>`;
    return this.notices.add(caller, {
      noticeTitle: `${rows[0]!.activityName ?? ''}`.slice(0, 44) + ' 评审结果',
      noticeType: '2',
      noticeContent: content,
      status: '0',
      remark: null,
    });
  }

  list(caller: LoginUser, query: ListQuery & FinalFilter) {
    return this.repo.page(caller.tenantId, query, null, scopeOf(caller));
  }

  async summary(caller: LoginUser, activityId?: number): Promise<ResultSummary[]> {
    const rows = await this.repo.summary(caller.tenantId, activityId, scopeOf(caller));
    return rows.map((r) => ({ ...r, passRatePermille: passRatePermille(r) }));
  }

  /** The results as a workbook; the final-approval and final pages export their own stage with it. */
  async export(caller: LoginUser, filter: FinalFilter, lang: Language, stages: string[] | null = null) {
    const rows = await this.repo.all(caller.tenantId, filter, stages, EXPORT_MAX_ROWS, scopeOf(caller));
    const stage = (v: string) => localize(lang, stageWord(v));
    const status = (v: string) => localize(lang, statusWord(v));
    const columns: XlsxColumn<FinalDeclarationVo>[] = [
      { header: message('review.final.column.declarationId'), value: (r) => r.declarationId, width: 12 },
      { header: message('review.final.column.activityName'), value: (r) => r.activityName, width: 30 },
      { header: message('review.final.column.applicantName'), value: (r) => r.applicantName, width: 14 },
      { header: message('review.final.column.unitName'), value: (r) => r.unitName, width: 26 },
      { header: message('review.final.column.titleName'), value: (r) => r.titleName, width: 16 },
      { header: message('review.final.column.stage'), value: (r) => stage(r.stage), width: 14 },
      {
        header: message('review.final.column.approvalStatus'),
        value: (r) => status(r.approvalStatus),
        width: 10,
      },
      { header: message('review.final.column.publicityStart'), value: (r) => r.publicityStart, width: 12 },
      { header: message('review.final.column.publicityEnd'), value: (r) => r.publicityEnd, width: 12 },
      { header: message('review.final.column.finalTime'), value: (r) => r.finalTime, width: 20 },
      { header: message('review.final.column.certificateNo'), value: (r) => r.certificateNo, width: 20 },
      { header: message('review.final.column.revokeReason'), value: (r) => r.revokeReason, width: 24 },
    ];
    return buildXlsx(lang, formatMessage(lang, 'review.final.sheet'), columns, rows);
  }
}

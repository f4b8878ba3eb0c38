import type { DeclarationVo, Language, ReviewTrailVo } from '@zcps/contracts';
import { buildXlsx, type XlsxColumn } from '../../../platform/http/xlsx.js';
import { dictLabels } from '../../system/dict/dict-labels.js';
import type { DictService } from '../../system/dict/dict.service.js';
import { formatMessage, message } from '../../../platform/i18n/format.js';

/** Declarations as a workbook, stage and status in words of the caller's language. */
export async function declarationSheet(
  dicts: DictService,
  tenantId: string,
  lang: Language,
  rows: DeclarationVo[],
): Promise<Buffer> {
  const [stage, status, level, type] = await Promise.all([
    dictLabels(dicts, tenantId, 'title_review_stage', lang),
    dictLabels(dicts, tenantId, 'title_review_approval_status', lang),
    dictLabels(dicts, tenantId, 'title_level', lang),
    dictLabels(dicts, tenantId, 'declare_type', lang),
  ]);
  const yes = formatMessage(lang, 'review.declaration.eligible');
  const no = formatMessage(lang, 'review.declaration.ineligible');
  const columns: XlsxColumn<DeclarationVo>[] = [
    { header: message('review.declaration.column.declarationId'), value: (r) => r.declarationId, width: 12 },
    { header: message('review.declaration.column.activityName'), value: (r) => r.activityName, width: 30 },
    { header: message('review.declaration.column.applicantName'), value: (r) => r.applicantName, width: 12 },
    { header: message('review.declaration.column.unitName'), value: (r) => r.unitName, width: 24 },
    { header: message('review.declaration.column.titleName'), value: (r) => r.titleName },
    { header: message('review.declaration.column.titleLevel'), value: (r) => level(r.titleLevel), width: 10 },
    { header: message('review.declaration.column.professionName'), value: (r) => r.professionName },
    {
      header: message('review.declaration.column.declareType'),
      value: (r) => type(r.declareType),
      width: 10,
    },
    { header: message('review.declaration.column.exceptionName'), value: (r) => r.exceptionName },
    { header: message('review.declaration.column.stage'), value: (r) => stage(r.stage), width: 12 },
    {
      header: message('review.declaration.column.approvalStatus'),
      value: (r) => status(r.approvalStatus),
      width: 10,
    },
    {
      header: message('review.declaration.column.eligible'),
      value: (r) => (r.eligible === null ? '' : r.eligible ? yes : no),
    },
    { header: message('review.declaration.column.submitTime'), value: (r) => r.submitTime, width: 20 },
    { header: message('review.declaration.column.recommendTime'), value: (r) => r.recommendTime, width: 20 },
    { header: message('review.declaration.column.returnCount'), value: (r) => r.returnCount, width: 10 },
    { header: message('review.declaration.column.certificateNo'), value: (r) => r.certificateNo },
  ];
  return buildXlsx(lang, formatMessage(lang, 'review.declaration.sheet'), columns, rows);
}

/** One declaration's trail as a workbook. */
export async function trailSheet(lang: Language, applicant: string, rows: ReviewTrailVo[]): Promise<Buffer> {
  const items = (r: ReviewTrailVo) => (r.items ?? []).map((i) => `${i.item}: ${i.reason}`).join('\n');
  const columns: XlsxColumn<ReviewTrailVo>[] = [
    { header: message('review.trail.column.createTime'), value: (r) => r.createTime, width: 20 },
    { header: message('review.trail.column.actionText'), value: (r) => r.actionText, width: 18 },
    { header: message('review.trail.column.fromText'), value: (r) => r.fromText, width: 20 },
    { header: message('review.trail.column.toText'), value: (r) => r.toText, width: 20 },
    { header: message('review.trail.column.operatorName'), value: (r) => r.operatorName, width: 12 },
    { header: message('review.trail.column.opinion'), value: (r) => r.opinion, width: 40 },
    { header: message('review.trail.column.returnItems'), value: items, width: 40 },
  ];
  return buildXlsx(
    lang,
    formatMessage(lang, 'review.trail.sheet', { applicant }).slice(0, 31),
    columns,
    rows,
  );
}

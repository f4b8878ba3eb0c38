import type { Language, ReviewerVo } from '@zcps/contracts';
import type { XlsxColumn } from '../../../platform/http/xlsx.js';
import { sheetTemplate } from '../../../platform/http/xlsx-import.js';
import { dictLabels } from '../../system/dict/dict-labels.js';
import type { DictService } from '../../system/dict/dict.service.js';
import { localize, message } from '../../../platform/i18n/format.js';

/** Columns of the import template, read in either language; an exported sheet imports again. */
export const reviewerSheetColumns = {
  reviewerName: message('reviewer.column.reviewerName'),
  sex: message('reviewer.column.sex'),
  idCard: message('reviewer.column.idCard'),
  phone: message('reviewer.column.phone'),
  email: message('reviewer.column.email'),
  unitName: message('reviewer.column.unitName'),
  series: message('reviewer.column.series'),
  profession: message('reviewer.column.profession'),
  titleLevel: message('reviewer.column.titleLevel'),
  titleName: message('reviewer.column.titleName'),
  reviewerType: message('reviewer.column.reviewerType'),
  isExternal: message('reviewer.column.isExternal'),
  remark: message('reviewer.column.remark'),
} as const;
export type ReviewerSheetKey = keyof typeof reviewerSheetColumns;

export const YES = message('word.yes');
export const NO = message('word.no');

export function reviewerTemplate(lang: Language): Promise<Buffer> {
  return sheetTemplate(lang, message('reviewer.templateSheet'), reviewerSheetColumns, {
    idCard: 22,
    email: 24,
    unitName: 28,
  });
}

export async function reviewerExportColumns(
  dicts: DictService,
  tenantId: string,
  lang: Language,
): Promise<XlsxColumn<ReviewerVo>[]> {
  const [sex, level, type, status] = await Promise.all(
    ['sys_user_sex', 'title_level', 'reviewer_type', 'reviewer_status'].map((d) =>
      dictLabels(dicts, tenantId, d, lang),
    ),
  );
  const c = reviewerSheetColumns;
  return [
    { header: message('reviewer.column.reviewerId'), value: (r) => r.reviewerId, width: 12 },
    { header: c.reviewerName, value: (r) => r.reviewerName },
    { header: c.sex, value: (r) => sex!(r.sex), width: 8 },
    { header: c.idCard, value: (r) => r.idCard, width: 22 },
    { header: c.phone, value: (r) => r.phone },
    { header: c.email, value: (r) => r.email, width: 24 },
    { header: c.unitName, value: (r) => r.unitName, width: 28 },
    { header: message('reviewer.column.clientName'), value: (r) => r.clientName, width: 28 },
    { header: c.series, value: (r) => r.seriesName },
    { header: c.profession, value: (r) => r.professionName },
    { header: c.titleLevel, value: (r) => level!(r.titleLevel), width: 10 },
    { header: c.titleName, value: (r) => r.titleName },
    { header: c.reviewerType, value: (r) => type!(r.reviewerType) },
    { header: c.isExternal, value: (r) => localize(lang, r.isExternal ? YES : NO), width: 10 },
    { header: message('reviewer.column.userName'), value: (r) => r.userName },
    { header: message('reviewer.column.status'), value: (r) => status!(r.status), width: 10 },
    { header: c.remark, value: (r) => r.remark, width: 30 },
    { header: message('reviewer.column.createTime'), value: (r) => r.createTime, width: 20 },
  ];
}

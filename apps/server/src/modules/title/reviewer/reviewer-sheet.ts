import type { Language, ReviewerVo } from '@zcps/contracts';
import type { XlsxColumn } from '../../../platform/http/xlsx.js';
import { sheetTemplate } from '../../../platform/http/xlsx-import.js';
import { dictLabels } from '../../system/dict/dict-labels.js';
import type { DictService } from '../../system/dict/dict.service.js';

const h = (zh_CN: string, en_US: string) => ({ zh_CN, en_US });

/** Columns of the import template, read in either language; an exported sheet imports again. */
export const reviewerSheetColumns = {
  reviewerName: h('专家姓名', 'Reviewer name'),
  sex: h('性别', 'Sex'),
  idCard: h('身份证号', 'Identity number'),
  phone: h('联系电话', 'Phone'),
  email: h('电子邮箱', 'Email'),
  unitName: h('工作单位', 'Work unit'),
  series: h('职称系列', 'Title series'),
  profession: h('专业', 'Profession'),
  titleLevel: h('职称级别', 'Title level'),
  titleName: h('职称名称', 'Title'),
  reviewerType: h('专家类型', 'Reviewer type'),
  isExternal: h('是否外聘', 'External'),
  remark: h('备注', 'Remark'),
} as const;
export type ReviewerSheetKey = keyof typeof reviewerSheetColumns;

export const YES = h('是', 'Yes');
export const NO = h('否', 'No');

export function reviewerTemplate(lang: Language): Promise<Buffer> {
  return sheetTemplate(lang, h('评审专家', 'Reviewers'), reviewerSheetColumns, {
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
    { header: h('专家编号', 'Reviewer id'), value: (r) => r.reviewerId, width: 12 },
    { header: c.reviewerName, value: (r) => r.reviewerName },
    { header: c.sex, value: (r) => sex!(r.sex), width: 8 },
    { header: c.idCard, value: (r) => r.idCard, width: 22 },
    { header: c.phone, value: (r) => r.phone },
    { header: c.email, value: (r) => r.email, width: 24 },
    { header: c.unitName, value: (r) => r.unitName, width: 28 },
    { header: h('委托单位', 'Entrusted unit'), value: (r) => r.clientName, width: 28 },
    { header: c.series, value: (r) => r.seriesName },
    { header: c.profession, value: (r) => r.professionName },
    { header: c.titleLevel, value: (r) => level!(r.titleLevel), width: 10 },
    { header: c.titleName, value: (r) => r.titleName },
    { header: c.reviewerType, value: (r) => type!(r.reviewerType) },
    { header: c.isExternal, value: (r) => (r.isExternal ? YES : NO)[lang], width: 10 },
    { header: h('关联账号', 'Account'), value: (r) => r.userName },
    { header: h('状态', 'Status'), value: (r) => status!(r.status), width: 10 },
    { header: c.remark, value: (r) => r.remark, width: 30 },
    { header: h('创建时间', 'Created'), value: (r) => r.createTime, width: 20 },
  ];
}

import type { AssignmentRow, Language } from '@zcps/contracts';
import { buildXlsx, type XlsxColumn } from '../../../platform/http/xlsx.js';

const h = (zh_CN: string, en_US: string) => ({ zh_CN, en_US });

/** The assignment detail as a workbook: one row per declaration with its team and evaluation reviewers. */
export function assignmentWorkbook(lang: Language, rows: AssignmentRow[]): Promise<Buffer> {
  const columns: XlsxColumn<AssignmentRow>[] = [
    { header: h('申报编号', 'Declaration id'), value: (r) => r.declarationId, width: 12 },
    { header: h('申报人', 'Applicant'), value: (r) => r.applicantName, width: 14 },
    { header: h('工作单位', 'Unit'), value: (r) => r.unitName, width: 28 },
    { header: h('专业', 'Profession'), value: (r) => r.professionName, width: 16 },
    { header: h('评审组', 'Team'), value: (r) => r.teamName, width: 20 },
    {
      header: h('评议专家', 'Evaluation reviewers'),
      value: (r) => r.evaluators.map((e) => e.reviewerName).join('、'),
      width: 36,
    },
  ];
  return buildXlsx(lang, lang === 'en_US' ? 'Assignment' : '分配明细', columns, rows);
}

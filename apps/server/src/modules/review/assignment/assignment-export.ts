import type { AssignmentRow, Language } from '@zcps/contracts';
import { buildXlsx, type XlsxColumn } from '../../../platform/http/xlsx.js';
import { formatMessage, message } from '../../../platform/i18n/format.js';

/** The assignment detail as a workbook: one row per declaration with its team and evaluation reviewers. */
export function assignmentWorkbook(lang: Language, rows: AssignmentRow[]): Promise<Buffer> {
  const columns: XlsxColumn<AssignmentRow>[] = [
    { header: message('review.assignment.column.declarationId'), value: (r) => r.declarationId, width: 12 },
    { header: message('review.assignment.column.applicantName'), value: (r) => r.applicantName, width: 14 },
    { header: message('review.assignment.column.unitName'), value: (r) => r.unitName, width: 28 },
    { header: message('review.assignment.column.professionName'), value: (r) => r.professionName, width: 16 },
    { header: message('review.assignment.column.teamName'), value: (r) => r.teamName, width: 20 },
    {
      header: message('review.assignment.column.evaluators'),
      value: (r) => r.evaluators.map((e) => e.reviewerName).join('、'),
      width: 36,
    },
  ];
  return buildXlsx(lang, formatMessage(lang, 'review.assignment.sheet'), columns, rows);
}

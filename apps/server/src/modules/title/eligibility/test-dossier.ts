import type { Dossier, Labeler, RuleContext } from './dossier.js';
import { emptyDossier } from './dossier.js';

/** Labels of the few codes the eligibility unit tests name. */
const LABELS: Record<string, [string, string]> = {
  'education:11': ['博士研究生毕业', 'Doctoral graduate'],
  'education:14': ['硕士研究生毕业', "Master's graduate"],
  'education:21': ['大学本科毕业', "Bachelor's graduate"],
  'education:31': ['大学专科毕业', 'Junior college graduate'],
  'title_level:2': ['副高级', 'Associate senior'],
  'title_level:3': ['中级', 'Intermediate'],
  'title_level:4': ['助理级', 'Assistant'],
  'assessment_result:1': ['优秀', 'Excellent'],
  'assessment_result:2': ['合格', 'Competent'],
  'assessment_result:3': ['基本合格', 'Basically competent'],
  'award_level:2': ['省部级', 'Provincial / ministerial'],
  'works_type:1': ['论文', 'Paper'],
  'paper_index:sci': ['SCI', 'SCI'],
};
export const label: Labeler = (dict, code) => {
  const [zh_CN, en_US] = LABELS[`${dict}:${code}`] ?? [code, code];
  return { zh_CN, en_US };
};
export const ctx: RuleContext = { evalDate: '2025-06-30', title: { seriesId: 5, titleLevel: '2' }, label };

/** An engineer (中级 since 2020-01-15) with the given sub-records. */
export function dossier(
  changes: Partial<Omit<Dossier, 'employee'>> = {},
  employee: Partial<Dossier['employee']> = {},
) {
  return {
    ...emptyDossier({
      employeeId: 1,
      employeeName: '张工',
      currentTitleLevel: '3',
      currentTitleSeriesId: 5,
      currentTitleDate: '2020-01-15',
      workStartDate: '2012-07-01',
      ...employee,
    }),
    ...changes,
  };
}

import { unitSeeds } from '../data/title-units.js';
import { isoDate } from './random.js';

/**
 * Which demo dossiers meet the seeded declare conditions. Most engineering employees are "ready": every record
 * approved, works and a led project since the current title, continuing education and yearly assessments for
 * every window a demo activity looks at (2019–2026: last year's activity checks 2020–2024). A few of them fail
 * exactly one rule, so the eligibility screen shows a reason; employee 1 (staff01), the health units and every
 * fifth employee keep drafts and pending records for the check screens.
 */
export type FailingRule = 'training' | 'assessment';

const healthUnit = (employeeId: number) => unitSeeds[(employeeId - 1) % unitSeeds.length]!.clientId === 5;

export function isReady(employeeId: number): boolean {
  return employeeId !== 1 && employeeId % 5 !== 3 && !healthUnit(employeeId);
}

export function failingRuleOf(employeeId: number): FailingRule | null {
  if (!isReady(employeeId)) return null;
  if ([16, 32].includes(employeeId % 50)) return 'training';
  if ([21, 44].includes(employeeId % 50)) return 'assessment';
  return null;
}

/** Hours of one course: the drawn value for others, enough (or, for the failing ones, too few) for the ready. */
export function courseHours(employeeId: number, courseType: '1' | '2', drawn: number): number {
  if (!isReady(employeeId)) return drawn;
  if (courseType === '1') return 24 + (drawn % 12);
  return failingRuleOf(employeeId) === 'training' ? 40 + (drawn % 10) : 70 + (drawn % 15);
}

/** A yearly result of the ready: 基本合格 only where the failing rule is the assessment (2024). */
export function assessmentResult(employeeId: number, year: number, drawn: string): string {
  if (!isReady(employeeId)) return drawn;
  if (failingRuleOf(employeeId) === 'assessment' && year === 2024) return '3';
  return drawn === '3' ? '2' : drawn;
}

const EXTRA_TRAINING_YEARS = [2019, 2020, 2026];
const EXTRA_ASSESSMENT_YEARS = [2019, 2020];

/**
 * The ready employees' records of the extra years, appended after all drawn rows so the record ids and draws of
 * the rest of the set stay as they were.
 */
export function extraRecords(employees: { employeeId: number; major: string }[]) {
  const training: Record<string, unknown>[] = [];
  const yearlyAssessment: Record<string, unknown>[] = [];
  for (const { employeeId, major } of employees.filter((e) => isReady(e.employeeId))) {
    for (const year of EXTRA_TRAINING_YEARS)
      for (const courseType of ['1', '2'] as const)
        training.push({
          employeeId,
          checkStatus: '4',
          startDate: isoDate(year, courseType === '1' ? 3 : 9, 1),
          endDate: isoDate(year, courseType === '1' ? 3 : 9, 20),
          courseName: courseType === '1' ? `${year}年专业技术人员公需科目` : `${major}新技术专题研修`,
          organizer: '省继续教育学院',
          courseType,
          hours: courseHours(employeeId, courseType, employeeId + year),
          certNo: `JX${year}${employeeId}${courseType}`,
        });
    for (const year of EXTRA_ASSESSMENT_YEARS)
      yearlyAssessment.push({
        employeeId,
        checkStatus: '4',
        assessYear: year,
        result: '2',
        unitOpinion: '同意',
      });
  }
  return { training, yearlyAssessment };
}

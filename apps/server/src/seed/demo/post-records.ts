import { isoDate, seededRandom } from './random.js';

/**
 * Wage-level (岗位等级) and job-qualification (岗位资格) rows of the demo employees, derived from the employee rows
 * so they agree with each one's grade and title date. A generator of its own, so adding these rows does not
 * change the rest of the demo set. Plain rows, inserted by the seeder.
 */

interface DemoEmployee {
  employeeId: number;
  seriesId: number;
  currentTitleLevel: string;
  currentTitleDate: string;
  hiredDate: string;
  wageLevel: string;
  archiveLocation: string;
}

const HEALTH_SERIES = 4;
const POST_NAMES: Record<string, [string, string]> = {
  '2': ['高级工程师岗', '副主任医师岗'],
  '3': ['工程师岗', '主治医师岗'],
  '4': ['助理工程师岗', '医师岗'],
};
const ENGINEERING_QUALIFICATIONS: [string, string, string][] = [
  ['一级建造师', '1', '住房和城乡建设部'],
  ['二级建造师', '2', '省住房和城乡建设厅'],
  ['注册监理工程师', '1', '住房和城乡建设部'],
  ['注册安全工程师', '1', '应急管理部'],
  ['一级造价工程师', '1', '住房和城乡建设部'],
];

export interface DemoPostRecords {
  wageLevel: Record<string, unknown>[];
  jobQualification: Record<string, unknown>[];
}

export function demoPostRecords(employees: readonly Record<string, unknown>[]): DemoPostRecords {
  const r = seededRandom(13);
  const out: DemoPostRecords = { wageLevel: [], jobQualification: [] };
  const status = () => (r.chance(0.85) ? '4' : r.chance(0.6) ? '1' : '0');
  for (const row of employees as readonly unknown[] as readonly DemoEmployee[]) {
    const { employeeId, currentTitleLevel: level } = row;
    const health = row.seriesId === HEALTH_SERIES;
    const titleYear = Number(row.currentTitleDate.slice(0, 4));
    const grade = Number(row.wageLevel);
    const post = POST_NAMES[level]?.[health ? 1 : 0] ?? '专业技术岗';
    const unit = row.archiveLocation.replace(/人事处$/, '');
    // The grade before the current one (one step lower) from hiring, then the current grade two years later.
    const promoted = Math.min(titleYear + 2, 2024);
    out.wageLevel.push({
      recordId: out.wageLevel.length + 1,
      employeeId,
      checkStatus: '4',
      wageLevel: String(Math.min(grade + 1, 13)),
      postName: post,
      startDate: row.hiredDate,
      endDate: isoDate(promoted, 6, 30),
      approvalDoc: `${unit}人〔${titleYear}〕${10 + (employeeId % 80)}号`,
    });
    out.wageLevel.push({
      recordId: out.wageLevel.length + 1,
      employeeId,
      checkStatus: employeeId === 1 ? '0' : status(),
      wageLevel: String(grade),
      postName: post,
      startDate: isoDate(promoted, 7, 1),
      endDate: null,
      approvalDoc: `${unit}人〔${promoted}〕${20 + (employeeId % 70)}号`,
    });

    if (!health && employeeId !== 1 && !r.chance(0.45)) continue;
    const [name, qualificationLevel, issuer] = health
      ? (['医师执业证书', '1', '省卫生健康委员会'] as const)
      : r.pick(ENGINEERING_QUALIFICATIONS);
    const issued = r.int(Math.max(titleYear - 2, 2012), 2024);
    out.jobQualification.push({
      recordId: out.jobQualification.length + 1,
      employeeId,
      checkStatus: employeeId === 1 ? '1' : status(),
      qualificationName: name,
      qualificationLevel,
      certNo: `${health ? 'YS' : 'ZG'}${issued}${String(employeeId).padStart(6, '0')}`,
      issueDate: isoDate(issued, r.int(1, 12), r.int(1, 28)),
      validUntil: health ? null : isoDate(issued + 5, 12, 31),
      issuer,
    });
  }
  return out;
}

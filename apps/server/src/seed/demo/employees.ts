import { unitSeeds } from '../data/title-units.js';
import { assessmentResult, courseHours, extraRecords, isReady } from './dossier-shape.js';
import { chineseName, idCardOf, isoDate, phoneOf, seededRandom, type Random } from './random.js';

/**
 * 200 demo employees with complete dossiers: education, posts, achievements, yearly assessments, works,
 * awards, training, party info; most meet the declare conditions of their next title (dossier-shape.ts), some
 * keep pending or draft records so the check screens have work. Employee 1 is the demo applicant staff01 (user 5) of the first unit. Plain rows, inserted by the seeder.
 */
export const DEMO_EMPLOYEES = 200;
const EDUCATION_BY_CHANCE: [number, string][] = [
  [0.05, '11'],
  [0.3, '14'],
  [0.9, '21'],
  [1, '31'],
];
const SCHOOLS = [
  '浙江大学',
  '同济大学',
  '华中科技大学',
  '西安交通大学',
  '东南大学',
  '省理工大学',
  '省职业技术学院',
];
const MAJORS = [
  '土木工程',
  '机械设计制造及其自动化',
  '电子信息工程',
  '计算机科学与技术',
  '化学工程与工艺',
  '交通工程',
];
const POSTS = ['技术员', '项目工程师', '技术负责人', '项目经理', '总工程师助理'];
const JOURNALS = ['土木工程学报', '机械工程学报', '电子学报', '计算机应用', '化工进展', '中国公路学报'];

export interface DemoDossiers {
  employees: Record<string, unknown>[];
  education: Record<string, unknown>[];
  officePost: Record<string, unknown>[];
  dutyAchievement: Record<string, unknown>[];
  yearlyAssessment: Record<string, unknown>[];
  academicWork: Record<string, unknown>[];
  reward: Record<string, unknown>[];
  punishment: Record<string, unknown>[];
  training: Record<string, unknown>[];
  partyInfo: Record<string, unknown>[];
}

function checkStatusOf(r: Random, employeeId: number): string {
  if (employeeId === 1) return r.pick(['0', '1', '4']);
  const x = r.next();
  return x < 0.9 ? '4' : x < 0.97 ? '1' : '0';
}

export function demoDossiers(): DemoDossiers {
  const r = seededRandom(7);
  const out: DemoDossiers = {
    employees: [],
    education: [],
    officePost: [],
    dutyAchievement: [],
    yearlyAssessment: [],
    academicWork: [],
    reward: [],
    punishment: [],
    training: [],
    partyInfo: [],
  };
  const ids: Record<keyof DemoDossiers, number> = Object.fromEntries(
    Object.keys(out).map((k) => [k, 0]),
  ) as Record<keyof DemoDossiers, number>;
  const add = (table: Exclude<keyof DemoDossiers, 'employees'>, employeeId: number, row: object) =>
    out[table].push({
      recordId: ++ids[table],
      employeeId,
      // Drawn for every record, so the ready employees' approved records leave the rest of the set unchanged.
      checkStatus: ((drawn) => (isReady(employeeId) ? '4' : drawn))(checkStatusOf(r, employeeId)),
      ...row,
    });

  const majors: { employeeId: number; major: string }[] = [];
  for (let employeeId = 1; employeeId <= DEMO_EMPLOYEES; employeeId++) {
    const unit = unitSeeds[(employeeId - 1) % unitSeeds.length]!;
    const health = unit.clientId === 5;
    const seriesId = health ? 4 : 5;
    const level = r.chance(0.1) ? 2 : r.chance(0.22) ? 4 : 3;
    const birthYear = r.int(1975, 1995);
    const birth = isoDate(birthYear, r.int(1, 12), r.int(1, 28));
    const x = r.next();
    const education = EDUCATION_BY_CHANCE.find(([p]) => x < p)![1];
    const graduated =
      birthYear + (education === '11' ? 29 : education === '14' ? 25 : education === '21' ? 22 : 21);
    const titleYear = Math.min(isReady(employeeId) ? 2019 : 2021, graduated + r.int(3, 10));
    const political = r.chance(0.45) ? '01' : r.chance(0.3) ? '03' : '13';
    out.employees.push({
      employeeId,
      userId: employeeId === 1 ? 5 : null,
      clientId: unit.clientId,
      deptId: unit.deptId,
      employeeName: employeeId === 1 ? '王小明' : chineseName(r),
      sex: employeeId === 1 ? '0' : r.chance(0.6) ? '0' : '1',
      birthDate: birth,
      nation: r.chance(0.92) ? '01' : r.pick(['03', '05', '08', '15']),
      politicalStatus: political,
      idCard: idCardOf(birth, employeeId, health ? '110102' : '110108'),
      phone: phoneOf(10000 + employeeId),
      email: `employee${employeeId}@demo.zcps.local`,
      education,
      seriesId,
      professionId: health ? 9 + (employeeId % 2) : 1 + (employeeId % 8),
      currentTitleId: seriesId * 10 + level,
      currentTitleLevel: String(level),
      currentTitleDate: isoDate(titleYear, r.int(1, 12), r.int(1, 28)),
      currentTitleCertNo: `ZC${titleYear}${String(employeeId).padStart(5, '0')}`,
      hiredDate: isoDate(titleYear, 12, 1),
      workStartDate: isoDate(graduated, 7, 1),
      wageLevel: String(level === 2 ? r.int(5, 7) : level === 3 ? r.int(8, 10) : r.int(11, 12)),
      employmentRelation: r.pick(['1', '2', '2', '3']),
      archiveLocation: `${unit.clientName}人事处`,
    });

    const major = health ? '临床医学' : r.pick(MAJORS);
    majors.push({ employeeId, major });
    if (education === '14' || education === '11')
      add('education', employeeId, {
        startDate: isoDate(graduated - 7, 9, 1),
        endDate: isoDate(graduated - 3, 7, 1),
        school: r.pick(SCHOOLS),
        major,
        education: '21',
        degree: '4',
        studyForm: '1',
        certNo: `1${graduated - 3}${employeeId}01`,
        isHighest: false,
      });
    add('education', employeeId, {
      startDate: isoDate(graduated - (education === '31' ? 3 : education === '21' ? 4 : 3), 9, 1),
      endDate: isoDate(graduated, 7, 1),
      school: r.pick(SCHOOLS),
      major,
      education,
      degree: education === '11' ? '2' : education === '14' ? '3' : education === '21' ? '4' : '0',
      studyForm: '1',
      certNo: `1${graduated}${employeeId}02`,
      isHighest: true,
    });

    add('officePost', employeeId, {
      startDate: isoDate(graduated, 7, 1),
      endDate: isoDate(titleYear, 11, 30),
      unitName: unit.clientName,
      postName: health ? '住院医师' : POSTS[0],
      titleHeld: health ? '医师' : '助理工程师',
      dutyDesc: '参与项目设计与现场技术管理',
    });
    add('officePost', employeeId, {
      startDate: isoDate(titleYear, 12, 1),
      endDate: null,
      unitName: unit.clientName,
      postName: health ? '主治医师' : r.pick(POSTS.slice(1)),
      titleHeld: health ? '主治医师' : '工程师',
      dutyDesc: '负责专业技术工作，指导初级技术人员',
    });

    for (let k = 0; k < 3; k++) {
      const year = r.int(Math.max(titleYear, 2016), 2025);
      add('dutyAchievement', employeeId, {
        startDate: isoDate(year, r.int(1, 6), 1),
        endDate: isoDate(Math.min(year + 1, 2025), r.int(7, 12), 28),
        projectName: health
          ? `${major}临床技术改进项目${k + 1}`
          : `${r.pick(['城市快速路', '产业园区', '数据中心', '化工装置'])}工程项目${k + 1}`,
        ownRole: ((role) => (k === 0 && isReady(employeeId) ? '1' : role))(String(r.int(1, 3))),
        content: '承担主要技术方案编制与实施',
        outcome: r.pick(['按期竣工验收', '获评优质工程', '节约成本约8%', '通过省级鉴定']),
      });
    }

    for (let year = 2021; year <= 2025; year++)
      add('yearlyAssessment', employeeId, {
        assessYear: year,
        result: assessmentResult(employeeId, year, r.chance(0.25) ? '1' : r.chance(0.97) ? '2' : '3'),
        unitOpinion: '同意',
      });

    for (let k = 0, n = r.int(1, 3); k < n; k++) {
      const drawn = r.int(2018, 2025);
      const year = k === 0 && isReady(employeeId) ? Math.max(drawn, titleYear + 1) : drawn;
      add('academicWork', employeeId, {
        worksType: k === 2 && r.chance(0.3) ? '6' : '1',
        workTitle: `${major}中的关键技术研究（${k + 1}）`,
        publisher: r.pick(JOURNALS),
        publishDate: isoDate(year, r.int(1, 12), 1),
        serialNo: `ISSN 1000-${String(1000 + employeeId).slice(-4)}`,
        paperIndex: r.pick(['pku_core', 'cstpcd', 'general', 'ei']),
        authorRank: r.int(1, 3),
        authorCount: r.int(3, 5),
        isRepresentative: k === 0,
        isCorresponding: r.chance(0.2),
      });
    }

    for (let k = 0, n = r.int(0, 2); k < n; k++)
      add('reward', employeeId, {
        rewardName: r.pick(['科学技术进步奖', '优秀工程设计奖', '先进工作者', '青年岗位能手']),
        rewardType: r.pick(['1', '4', '9']),
        awardLevel: r.pick(['2', '3', '4']),
        awardGrade: r.pick(['2', '3', '4']),
        awardRank: r.int(1, 5),
        awardDate: isoDate(r.int(2018, 2025), r.int(1, 12), 15),
        issuer: r.pick(['省人民政府', '市人民政府', unit.clientName]),
      });

    if (employeeId % 37 === 0)
      add('punishment', employeeId, {
        punishmentName: '违反安全生产规定',
        punishmentType: '1',
        punishDate: isoDate(2023, 5, 10),
        issuer: unit.clientName,
        liftedDate: isoDate(2024, 5, 10),
      });

    for (let year = 2021; year <= 2025; year++)
      for (const [courseType, hours] of [
        ['1', r.int(20, 40)],
        ['2', r.int(50, 80)],
      ] as const)
        add('training', employeeId, {
          startDate: isoDate(year, courseType === '1' ? 3 : 9, 1),
          endDate: isoDate(year, courseType === '1' ? 3 : 9, 20),
          courseName: courseType === '1' ? `${year}年专业技术人员公需科目` : `${major}新技术专题研修`,
          organizer: '省继续教育学院',
          courseType,
          hours: courseHours(employeeId, courseType, hours),
          certNo: `JX${year}${employeeId}${courseType}`,
        });

    add('partyInfo', employeeId, {
      politicalStatus: political,
      joinDate: political === '13' ? null : isoDate(graduated - 2, 6, 1),
      branchName: political === '01' ? `${unit.clientName}第一党支部` : null,
      partyPost: null,
    });
  }
  const extra = extraRecords(majors);
  for (const table of ['training', 'yearlyAssessment'] as const)
    for (const row of extra[table]) out[table].push({ recordId: ++ids[table], ...row });
  return out;
}

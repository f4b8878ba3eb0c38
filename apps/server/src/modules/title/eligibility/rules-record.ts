import { educationAtLeast, highestEducation, type RuleParams } from '@zcps/contracts';
import {
  monthsBetween,
  spanText,
  yearsBefore,
  type Dossier,
  type RuleContext,
  type RuleOutcome,
} from './dossier.js';

/** Rules on the applicant's record: education, seniority, current title, yearly assessments, training. */

const round1 = (n: number) => Math.floor(n * 10) / 10;

const noEducation = (required: string | null, ctx: RuleContext): RuleOutcome => {
  const need = required ? ctx.label('education', required) : null;
  return {
    pass: false,
    found: null,
    required,
    reason: {
      zh_CN: `无审核通过的学历记录${need ? `，要求${need.zh_CN}及以上` : ''}`,
      en_US: `No approved education record${need ? `; ${need.en_US} or higher is required` : ''}`,
    },
  };
};

export function education(p: RuleParams<'education'>, d: Dossier, ctx: RuleContext): RuleOutcome {
  const held = highestEducation(d.educations.map((e) => e.education));
  if (!held) return noEducation(p.minEducation, ctx);
  const pass = educationAtLeast(held, p.minEducation);
  const has = ctx.label('education', held);
  const need = ctx.label('education', p.minEducation);
  return {
    pass,
    found: held,
    required: p.minEducation,
    reason: pass
      ? {
          zh_CN: `最高学历${has.zh_CN}，满足${need.zh_CN}及以上的要求`,
          en_US: `Highest education ${has.en_US} meets the minimum of ${need.en_US}`,
        }
      : {
          zh_CN: `最高学历${has.zh_CN}，低于要求的${need.zh_CN}`,
          en_US: `Highest education ${has.en_US} is below the required ${need.en_US}`,
        },
  };
}

export function seniority(p: RuleParams<'seniority'>, d: Dossier, ctx: RuleContext): RuleOutcome {
  const held = highestEducation(d.educations.map((e) => e.education));
  if (!held) return noEducation(null, ctx);
  const has = ctx.label('education', held);
  const rows = p.byEducation.filter((r) => educationAtLeast(held, r.education));
  if (!rows.length)
    return {
      pass: false,
      found: null,
      required: null,
      reason: {
        zh_CN: `最高学历${has.zh_CN}不在本职称资历要求的学历范围内`,
        en_US: `Highest education ${has.en_US} is not covered by the seniority requirement of this title`,
      },
    };
  const years = Math.min(...rows.map((r) => r.years));
  const { currentTitleDate, workStartDate } = d.employee;
  const since = currentTitleDate ?? workStartDate;
  if (!since)
    return {
      pass: false,
      found: null,
      required: years,
      reason: {
        zh_CN: `未填写现职称取得时间或参加工作时间，${has.zh_CN}须满${years}年`,
        en_US: `No date of the current title or of starting work; ${years} years required with ${has.en_US}`,
      },
    };
  const months = monthsBetween(since, ctx.evalDate);
  const pass = months >= years * 12;
  const span = spanText(months);
  const basis = currentTitleDate
    ? { zh_CN: '取得现职称', en_US: 'obtaining the current title' }
    : { zh_CN: '参加工作', en_US: 'starting work' };
  return {
    pass,
    found: round1(months / 12),
    required: years,
    reason: {
      zh_CN: `自${basis.zh_CN}（${since}）至${ctx.evalDate}${pass ? '已满' : '仅'}${span.zh_CN}，${has.zh_CN}须满${years}年`,
      en_US: `${span.en_US} since ${basis.en_US} (${since}) to ${ctx.evalDate}; ${years} years required with ${has.en_US}`,
    },
  };
}

export function currentTitle(p: RuleParams<'current_title'>, d: Dossier, ctx: RuleContext): RuleOutcome {
  const level = d.employee.currentTitleLevel;
  const need = ctx.label('title_level', p.minLevel);
  if (!level)
    return {
      pass: false,
      found: null,
      required: p.minLevel,
      reason: {
        zh_CN: `无现任职称，要求${need.zh_CN}及以上职称`,
        en_US: `No current title; a ${need.en_US} title or higher is required`,
      },
    };
  const has = ctx.label('title_level', level);
  const high = Number(level) <= Number(p.minLevel);
  const sameSeries = !p.sameSeries || d.employee.currentTitleSeriesId === ctx.title.seriesId;
  const reason = !high
    ? {
        zh_CN: `现任${has.zh_CN}职称，低于要求的${need.zh_CN}`,
        en_US: `The current ${has.en_US} title is below the required ${need.en_US}`,
      }
    : !sameSeries
      ? {
          zh_CN: `现任职称不属于本系列，须为本系列${need.zh_CN}及以上职称`,
          en_US: `The current title is of another series; a ${need.en_US} title of this series is required`,
        }
      : {
          zh_CN: `现任${has.zh_CN}职称，满足${need.zh_CN}及以上的要求`,
          en_US: `The current ${has.en_US} title meets the minimum of ${need.en_US}`,
        };
  return { pass: high && sameSeries, found: level, required: p.minLevel, reason };
}

export function assessment(p: RuleParams<'assessment'>, d: Dossier, ctx: RuleContext): RuleOutcome {
  const last = Number(ctx.evalDate.slice(0, 4)) - 1;
  const first = last - p.years + 1;
  const byYear = new Map(d.assessments.map((a) => [a.assessYear, a.result]));
  const need = ctx.label('assessment_result', p.minResult);
  const issues: { zh_CN: string; en_US: string }[] = [];
  let good = 0;
  let excellent = 0;
  for (let year = first; year <= last; year++) {
    const result = byYear.get(year);
    if (result === '1') excellent++;
    if (result !== undefined && Number(result) <= Number(p.minResult)) good++;
    else if (result === undefined)
      issues.push({ zh_CN: `${year}年无审核通过的考核结果`, en_US: `${year}: no approved result` });
    else {
      const got = ctx.label('assessment_result', result);
      issues.push({ zh_CN: `${year}年为${got.zh_CN}`, en_US: `${year}: ${got.en_US}` });
    }
  }
  const wantExcellent = p.excellentAtLeast ?? 0;
  const pass = issues.length === 0 && excellent >= wantExcellent;
  const rule = {
    zh_CN: `近${p.years}年（${first}–${last}）年度考核须均为${need.zh_CN}及以上${wantExcellent ? `且至少${wantExcellent}次优秀` : ''}`,
    en_US: `Yearly assessments of the last ${p.years} years (${first}–${last}) must all be ${need.en_US} or better${wantExcellent ? `, at least ${wantExcellent} of them excellent` : ''}`,
  };
  if (wantExcellent && excellent < wantExcellent)
    issues.push({ zh_CN: `优秀${excellent}次`, en_US: `${excellent} excellent` });
  return {
    pass,
    found: good,
    required: p.years,
    reason: pass
      ? {
          zh_CN: `${rule.zh_CN}，已满足${wantExcellent ? `（优秀${excellent}次）` : ''}`,
          en_US: `${rule.en_US}: met${wantExcellent ? ` (${excellent} excellent)` : ''}`,
        }
      : {
          zh_CN: `${rule.zh_CN}，${issues.map((i) => i.zh_CN).join('，')}`,
          en_US: `${rule.en_US}; ${issues.map((i) => i.en_US).join('; ')}`,
        },
  };
}

export function training(p: RuleParams<'training'>, d: Dossier, ctx: RuleContext): RuleOutcome {
  const from = yearsBefore(ctx.evalDate, p.years);
  let total = 0;
  let professional = 0;
  for (const course of d.trainings) {
    const day = course.endDate ?? course.startDate;
    if (day <= from || day > ctx.evalDate) continue;
    total += course.hours;
    if (course.courseType === '2') professional += course.hours;
  }
  const needProfessional = p.professionalShare ? Math.ceil(p.professionalShare * p.hours) : 0;
  const pass = total >= p.hours && professional >= needProfessional;
  const had = {
    zh_CN: `${total}学时（专业科目${professional}学时）`,
    en_US: `${total} hours (${professional} professional)`,
  };
  return {
    pass,
    found: total,
    required: p.hours,
    reason: {
      zh_CN: `近${p.years}年继续教育须满${p.hours}学时${needProfessional ? `，其中专业科目不少于${needProfessional}学时` : ''}，${pass ? '已完成' : '现有'}${had.zh_CN}`,
      en_US: `Continuing education of the last ${p.years} years needs ${p.hours} hours${needProfessional ? `, at least ${needProfessional} professional` : ''}; ${pass ? 'done' : 'has'} ${had.en_US}`,
    },
  };
}

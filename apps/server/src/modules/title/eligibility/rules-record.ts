import { educationAtLeast, highestEducation, type RuleParams } from '@zcps/contracts';
import {
  monthsBetween,
  spanText,
  yearsBefore,
  type Dossier,
  type RuleContext,
  type RuleOutcome,
} from './dossier.js';
import { bilingual, listOf, message, type Message } from '../../../platform/i18n/format.js';

/** Rules on the applicant's record: education, seniority, current title, yearly assessments, training. */

const round1 = (n: number) => Math.floor(n * 10) / 10;

const noEducation = (required: string | null, ctx: RuleContext): RuleOutcome => {
  const need = required ? ctx.label('education', required) : null;
  return {
    pass: false,
    found: null,
    required,
    reason: bilingual(
      message('eligibility.education.none', {
        required: need ? message('eligibility.education.noneRequired', { need }) : '',
      }),
    ),
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
    reason: bilingual(
      message(pass ? 'eligibility.education.met' : 'eligibility.education.below', { has, need }),
    ),
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
      reason: bilingual(message('eligibility.seniority.uncovered', { has })),
    };
  const years = Math.min(...rows.map((r) => r.years));
  const { currentTitleDate, workStartDate } = d.employee;
  const since = currentTitleDate ?? workStartDate;
  if (!since)
    return {
      pass: false,
      found: null,
      required: years,
      reason: bilingual(message('eligibility.seniority.noDate', { has, years })),
    };
  const months = monthsBetween(since, ctx.evalDate);
  const pass = months >= years * 12;
  const span = spanText(months);
  const basis = message(
    currentTitleDate ? 'eligibility.seniority.sinceTitle' : 'eligibility.seniority.sinceWork',
  );
  return {
    pass,
    found: round1(months / 12),
    required: years,
    reason: bilingual(
      message(pass ? 'eligibility.seniority.met' : 'eligibility.seniority.short', {
        basis,
        since,
        evalDate: ctx.evalDate,
        span,
        has,
        years,
      }),
    ),
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
      reason: bilingual(message('eligibility.currentTitle.none', { need })),
    };
  const has = ctx.label('title_level', level);
  const high = Number(level) <= Number(p.minLevel);
  const sameSeries = !p.sameSeries || d.employee.currentTitleSeriesId === ctx.title.seriesId;
  const reason = !high
    ? message('eligibility.currentTitle.below', { has, need })
    : !sameSeries
      ? message('eligibility.currentTitle.otherSeries', { need })
      : message('eligibility.currentTitle.met', { has, need });
  return { pass: high && sameSeries, found: level, required: p.minLevel, reason: bilingual(reason) };
}

export function assessment(p: RuleParams<'assessment'>, d: Dossier, ctx: RuleContext): RuleOutcome {
  const last = Number(ctx.evalDate.slice(0, 4)) - 1;
  const first = last - p.years + 1;
  const byYear = new Map(d.assessments.map((a) => [a.assessYear, a.result]));
  const need = ctx.label('assessment_result', p.minResult);
  const issues: Message[] = [];
  let good = 0;
  let excellent = 0;
  for (let year = first; year <= last; year++) {
    const result = byYear.get(year);
    if (result === '1') excellent++;
    if (result !== undefined && Number(result) <= Number(p.minResult)) good++;
    else if (result === undefined) issues.push(message('eligibility.assessment.missingYear', { year }));
    else {
      const got = ctx.label('assessment_result', result);
      issues.push(message('eligibility.assessment.yearResult', { year, result: got }));
    }
  }
  const wantExcellent = p.excellentAtLeast ?? 0;
  const pass = issues.length === 0 && excellent >= wantExcellent;
  const rule = message('eligibility.assessment.rule', {
    years: p.years,
    first,
    last,
    need,
    excellent: wantExcellent ? message('eligibility.assessment.ruleExcellent', { count: wantExcellent }) : '',
  });
  if (wantExcellent && excellent < wantExcellent)
    issues.push(message('eligibility.assessment.excellentCount', { count: excellent }));
  return {
    pass,
    found: good,
    required: p.years,
    reason: bilingual(
      pass
        ? message('eligibility.assessment.met', {
            rule,
            excellent: wantExcellent
              ? message('eligibility.assessment.metExcellent', { count: excellent })
              : '',
          })
        : message('eligibility.assessment.failed', {
            rule,
            issues: listOf(issues, 'eligibility.assessment.issueSeparator'),
          }),
    ),
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
  const had = message('eligibility.training.hours', { total, professional });
  return {
    pass,
    found: total,
    required: p.hours,
    reason: bilingual(
      message(pass ? 'eligibility.training.done' : 'eligibility.training.short', {
        years: p.years,
        hours: p.hours,
        professional: needProfessional
          ? message('eligibility.training.professional', { count: needProfessional })
          : '',
        had,
      }),
    ),
  };
}

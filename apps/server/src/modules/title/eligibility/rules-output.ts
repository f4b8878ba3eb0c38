import type { Bilingual, RuleParams } from '@zcps/contracts';
import { yearsBefore, type Dossier, type LabelDict, type RuleContext, type RuleOutcome } from './dossier.js';
import { bilingual, listOf, message, type Message } from '../../../platform/i18n/format.js';

/** Rules on what the applicant produced: works, achievements, awards; and the absence of punishments. */

/** Where "since the current title" starts: the title's date, else the start of work, else no limit. */
function sinceOf(since: boolean | undefined, d: Dossier): string | null {
  return since ? (d.employee.currentTitleDate ?? d.employee.workStartDate) : null;
}

function labels(ctx: RuleContext, dict: LabelDict, codes: readonly string[] | undefined): Bilingual | null {
  if (!codes?.length) return null;
  return listOf(codes.map((c) => ctx.label(dict, c)));
}

/** "任现职以来符合条件的论文2项，要求至少3项" and its English. */
function counted(found: number, required: number, what: Message, from: string | null): RuleOutcome {
  const pass = found >= required;
  const since = from ? message('eligibility.counted.since', { from }) : '';
  return {
    pass,
    found,
    required,
    reason: bilingual(message('eligibility.counted', { since, what, found, required })),
  };
}

export function works(p: RuleParams<'works'>, d: Dossier, ctx: RuleContext): RuleOutcome {
  const from = sinceOf(p.sinceCurrentTitle, d);
  const found = d.works.filter(
    (w) =>
      w.publishDate <= ctx.evalDate &&
      (!from || w.publishDate >= from) &&
      (!p.worksTypes?.length || p.worksTypes.includes(w.worksType)) &&
      (!p.paperIndexes?.length || (w.paperIndex !== null && p.paperIndexes.includes(w.paperIndex))) &&
      (!p.representativeOnly || w.isRepresentative) &&
      (!p.firstAuthorOnly || w.authorRank === 1),
  ).length;
  const types = labels(ctx, 'works_type', p.worksTypes) ?? message('eligibility.works.any');
  const indexed = labels(ctx, 'paper_index', p.paperIndexes);
  const what = message('eligibility.works.what', {
    firstAuthor: p.firstAuthorOnly ? message('eligibility.works.firstAuthor') : '',
    representative: p.representativeOnly ? message('eligibility.works.representative') : '',
    types,
    indexed: indexed ? message('eligibility.works.indexed', { labels: indexed }) : '',
  });
  return counted(found, p.count, what, from);
}

export function achievements(p: RuleParams<'achievements'>, d: Dossier, ctx: RuleContext): RuleOutcome {
  const from = sinceOf(p.sinceCurrentTitle, d);
  const found = d.achievements.filter(
    (a) =>
      a.startDate <= ctx.evalDate &&
      (!from || (a.endDate ?? ctx.evalDate) >= from) &&
      (!p.ownRoles?.length || p.ownRoles.includes(a.ownRole)),
  ).length;
  const roles = labels(ctx, 'achievement_role', p.ownRoles);
  const what = message('eligibility.achievements.what', {
    roles: roles ? message('eligibility.achievements.roles', { roles }) : '',
  });
  return counted(found, p.count, what, from);
}

export function awards(p: RuleParams<'awards'>, d: Dossier, ctx: RuleContext): RuleOutcome {
  const from = sinceOf(p.sinceCurrentTitle, d);
  const found = d.rewards.filter(
    (r) =>
      r.awardDate <= ctx.evalDate &&
      (!from || r.awardDate >= from) &&
      Number(r.awardLevel) <= Number(p.minAwardLevel),
  ).length;
  const level = ctx.label('award_level', p.minAwardLevel);
  const what = message('eligibility.awards.what', { level });
  return counted(found, p.count, what, from);
}

export function noPunishment(p: RuleParams<'no_punishment'>, d: Dossier, ctx: RuleContext): RuleOutcome {
  const from = yearsBefore(ctx.evalDate, p.years);
  const inForce = d.punishments
    .filter(
      (x) =>
        x.punishDate > from && x.punishDate <= ctx.evalDate && (!x.liftedDate || x.liftedDate > ctx.evalDate),
    )
    .map((x) => x.punishDate)
    .sort();
  const pass = inForce.length === 0;
  return {
    pass,
    found: inForce.length,
    required: 0,
    reason: bilingual(
      pass
        ? message('eligibility.punishment.none', { years: p.years })
        : message('eligibility.punishment.inForce', {
            years: p.years,
            count: inForce.length,
            dates: listOf(inForce),
          }),
    ),
  };
}

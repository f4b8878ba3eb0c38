import type { Bilingual, RuleParams } from '@zcps/contracts';
import { yearsBefore, type Dossier, type LabelDict, type RuleContext, type RuleOutcome } from './dossier.js';

/** Rules on what the applicant produced: works, achievements, awards; and the absence of punishments. */

/** Where "since the current title" starts: the title's date, else the start of work, else no limit. */
function sinceOf(since: boolean | undefined, d: Dossier): string | null {
  return since ? (d.employee.currentTitleDate ?? d.employee.workStartDate) : null;
}

function labels(ctx: RuleContext, dict: LabelDict, codes: readonly string[] | undefined): Bilingual | null {
  if (!codes?.length) return null;
  const all = codes.map((c) => ctx.label(dict, c));
  return { zh_CN: all.map((l) => l.zh_CN).join('、'), en_US: all.map((l) => l.en_US).join(', ') };
}

/** "任现职以来符合条件的论文2项，要求至少3项" and its English. */
function counted(found: number, required: number, what: Bilingual, from: string | null): RuleOutcome {
  const pass = found >= required;
  return {
    pass,
    found,
    required,
    reason: {
      zh_CN: `${from ? `任现职以来（${from}起）` : ''}${what.zh_CN}${found}项，要求至少${required}项`,
      en_US: `${found} ${what.en_US}${from ? ` since ${from}` : ''}; at least ${required} required`,
    },
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
  const types = labels(ctx, 'works_type', p.worksTypes) ?? { zh_CN: '论文著作', en_US: 'academic works' };
  const indexed = labels(ctx, 'paper_index', p.paperIndexes);
  const what = {
    zh_CN:
      `${p.firstAuthorOnly ? '以第一作者' : ''}${p.representativeOnly ? '代表性' : ''}${types.zh_CN}` +
      `${indexed ? `（${indexed.zh_CN}收录）` : ''}`,
    en_US:
      `${p.representativeOnly ? 'representative ' : ''}${types.en_US}` +
      `${p.firstAuthorOnly ? ' as first author' : ''}${indexed ? ` indexed by ${indexed.en_US}` : ''}`,
  };
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
  const what = {
    zh_CN: `${roles ? `本人为${roles.zh_CN}的` : ''}业绩成果`,
    en_US: `duty achievements${roles ? ` as ${roles.en_US}` : ''}`,
  };
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
  const what = { zh_CN: `${level.zh_CN}及以上奖励`, en_US: `awards of ${level.en_US} level or higher` };
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
    reason: pass
      ? { zh_CN: `近${p.years}年无处分`, en_US: `No punishment in force in the last ${p.years} years` }
      : {
          zh_CN: `近${p.years}年受处分${inForce.length}次（${inForce.join('、')}），影响期内不得申报`,
          en_US: `${inForce.length} punishment(s) in force in the last ${p.years} years (${inForce.join(', ')})`,
        },
  };
}

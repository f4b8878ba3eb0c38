import {
  parseRule,
  type EligibilityResult,
  type RuleKind,
  type RuleParams,
  type RuleResult,
  type TitleRule,
} from '@zcps/contracts';
import type { Dossier, RuleContext, RuleOutcome } from './dossier.js';
import { achievements, awards, noPunishment, works } from './rules-output.js';
import { assessment, currentTitle, education, seniority, training } from './rules-record.js';
import { bilingual, message } from '../../../platform/i18n/format.js';
import { shownValues } from './rules-shown.js';

type RuleFn<K extends RuleKind> = (params: RuleParams<K>, dossier: Dossier, ctx: RuleContext) => RuleOutcome;

const RULES: { [K in RuleKind]: RuleFn<K> } = {
  education,
  seniority,
  current_title: currentTitle,
  assessment,
  training,
  works,
  achievements,
  awards,
  no_punishment: noPunishment,
};

/** A stored rule, parsed once for a whole batch of dossiers (null: its params no longer fit its kind). */
export interface PreparedRule {
  conditionId: number | null;
  ruleKind: string;
  description: string | null;
  rule: TitleRule | null;
}

export interface PreparedException {
  exceptionId: number;
  exceptionName: string;
  exceptionType: string;
  relaxes: string[];
  evidence: PreparedRule[];
}

export function prepareRule(
  conditionId: number | null,
  ruleKind: string,
  params: unknown,
  description: string | null,
): PreparedRule {
  return { conditionId, ruleKind, description, rule: parseRule(ruleKind, params) };
}

export function checkRule(rule: TitleRule, dossier: Dossier, ctx: RuleContext): RuleOutcome {
  return (RULES[rule.ruleKind] as RuleFn<RuleKind>)(rule.params, dossier, ctx);
}

function run(prepared: PreparedRule, dossier: Dossier, ctx: RuleContext): RuleResult {
  const outcome = prepared.rule ? checkRule(prepared.rule, dossier, ctx) : unfit;
  return {
    conditionId: prepared.conditionId,
    ruleKind: prepared.ruleKind,
    description: prepared.description,
    pass: outcome.pass,
    byException: false,
    found: outcome.found,
    required: outcome.required,
    ...(prepared.rule
      ? shownValues(prepared.ruleKind, outcome, ctx)
      : { foundText: null, requiredText: null }),
    reason: outcome.reason,
  };
}

const unfit: RuleOutcome = {
  pass: false,
  found: null,
  required: null,
  reason: bilingual(message('eligibility.unfit')),
};

// A title nobody has configured yet must not let everyone through: an empty rule list proves nothing.
const noConditions = bilingual(message('eligibility.noConditions'));

/**
 * Every condition of a title against one dossier. With a claimed exception, its evidence rules are checked
 * too; when they all pass, each failed condition of a kind the exception relaxes counts as met "by exception".
 */
export function evaluateDossier(
  conditions: readonly PreparedRule[],
  exception: PreparedException | null,
  dossier: Dossier,
  ctx: RuleContext,
): Pick<EligibilityResult, 'eligible' | 'reason' | 'rules' | 'exception'> {
  const evidence = exception ? exception.evidence.map((r) => run(r, dossier, ctx)) : [];
  const applies = exception !== null && evidence.length > 0 && evidence.every((r) => r.pass);
  const rules = conditions.map((condition) => {
    const result = run(condition, dossier, ctx);
    if (result.pass || !applies || !exception.relaxes.includes(condition.ruleKind)) return result;
    return {
      ...result,
      pass: true,
      byException: true,
      reason: bilingual(
        message('eligibility.byException', { reason: result.reason, exception: exception.exceptionName }),
      ),
    };
  });
  const configured = conditions.length > 0;
  return {
    eligible: configured && rules.every((r) => r.pass),
    reason: configured ? null : noConditions,
    rules,
    exception: exception && {
      exceptionId: exception.exceptionId,
      exceptionName: exception.exceptionName,
      exceptionType: exception.exceptionType,
      relaxes: exception.relaxes,
      applies,
      evidence,
    },
  };
}

import { evaluate, parseExpression } from 'feelin';
import { FEEL_PREFIX } from '@zcps/contracts';

/** `=expr` → expr; anything else is not FEEL. */
export function feelBody(text: string): string | null {
  const trimmed = text.trim();
  return trimmed.startsWith(FEEL_PREFIX) ? trimmed.slice(FEEL_PREFIX.length).trim() : null;
}

/** A FEEL expression that parses; answers the parse error's message otherwise. */
export function feelProblem(text: string): string | null {
  const body = feelBody(text);
  if (body === null || body === '') return 'not a FEEL expression (=…)';
  try {
    const tree = parseExpression(body, {}, undefined);
    let problem: string | null = null;
    tree.iterate({
      enter(node) {
        if (node.type.isError) problem ??= `syntax error at ${node.from}`;
      },
    });
    return problem;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

/** Evaluates `=expr` against the variables; a failing expression answers null (conditions then do not match). */
export function evaluateFeel(text: string, variables: Record<string, unknown>): unknown {
  const body = feelBody(text);
  if (body === null) return text;
  try {
    return evaluate(body, variables).value;
  } catch {
    return null;
  }
}

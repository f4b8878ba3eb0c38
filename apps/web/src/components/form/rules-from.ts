import type { FormRule } from 'antd';

/**
 * Just enough of a zod 4 schema's internals to read a field's constraints; the web does not depend on zod
 * itself, the contracts' schemas carry it.
 */
interface ZodCheckDef {
  check?: string;
  format?: string;
  pattern?: RegExp;
  minimum?: unknown;
  maximum?: unknown;
  length?: number;
}

interface ZodDef extends ZodCheckDef {
  type: string;
  values?: readonly unknown[];
  innerType?: ZodSchemaLike;
  in?: ZodSchemaLike;
  out?: ZodSchemaLike;
  options?: readonly ZodSchemaLike[];
  checks?: readonly { _zod: { def: ZodCheckDef } }[];
}

export interface ZodSchemaLike {
  _zod: { def: ZodDef };
}

export interface ZodObjectLike {
  shape: Record<string, ZodSchemaLike>;
}

/** What a field's schema says a form should check. */
export interface FieldConstraints {
  type: string;
  required: boolean;
  trims: boolean;
  min?: number;
  max?: number;
  email: boolean;
  patterns: RegExp[];
}

const OPTIONAL_WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch']);

function isEmptyLiteral(schema: ZodSchemaLike): boolean {
  const { def } = schema._zod;
  return def.type === 'literal' && (def.values ?? []).every((v) => v === '' || v === null);
}

/**
 * Peels optional / nullable / default wrappers and `'' | value` unions down to the value's schema; a pipe's
 * input is the value, and its output's checks (e.g. `.pipe(z.email())`) count too.
 */
function unwrap(schema: ZodSchemaLike): { inner: ZodSchemaLike; optional: boolean; piped: ZodSchemaLike[] } {
  let inner = schema;
  let optional = false;
  const piped: ZodSchemaLike[] = [];
  for (;;) {
    const { def } = inner._zod;
    if (OPTIONAL_WRAPPERS.has(def.type) && def.innerType) {
      optional = true;
      inner = def.innerType;
    } else if ((def.type === 'readonly' || def.type === 'nonoptional') && def.innerType) {
      if (def.type === 'nonoptional') optional = false;
      inner = def.innerType;
    } else if (def.type === 'pipe' && def.in) {
      if (def.out) piped.push(def.out);
      inner = def.in;
    } else if (def.type === 'union' && def.options?.length) {
      const values = def.options.filter((option) => !isEmptyLiteral(option));
      if (values.length < def.options.length) optional = true;
      if (!values[0]) return { inner, optional, piped };
      inner = values[0];
    } else return { inner, optional, piped };
  }
}

/** Reads the constraints of one field schema (a contracts body schema's `shape[field]`). */
export function constraintsOf(schema: ZodSchemaLike): FieldConstraints {
  const { inner, optional, piped } = unwrap(schema);
  const { def } = inner._zod;
  const out: FieldConstraints = {
    type: def.type,
    required: !optional,
    trims: false,
    email: false,
    patterns: [],
  };
  // `z.email()` is itself a string format; `.email()` / `.regex()` on a string add one as a check.
  const checksOf = (d: ZodDef) => [...(d.check ? [d] : []), ...(d.checks ?? []).map((c) => c._zod.def)];
  const sameType = piped.map((p) => p._zod.def).filter((d) => d.type === def.type);
  const checks: ZodCheckDef[] = [def, ...sameType].flatMap(checksOf);
  for (const check of checks) {
    if (check.check === 'overwrite') out.trims = true;
    else if (check.check === 'min_length' && typeof check.minimum === 'number')
      out.min = Math.max(out.min ?? 0, check.minimum);
    else if (check.check === 'max_length' && typeof check.maximum === 'number')
      out.max = Math.min(out.max ?? Infinity, check.maximum);
    else if (check.check === 'length_equals' && check.length !== undefined) out.min = out.max = check.length;
    else if (check.check === 'string_format' && check.format === 'email') out.email = true;
    else if (check.check === 'string_format' && check.pattern) out.patterns.push(check.pattern);
  }
  // Text or a list that accepts the empty value (no minimum, no pattern refusing '') is not required.
  const refusesEmpty = (out.min ?? 0) >= 1 || out.patterns.some((pattern) => !pattern.test(''));
  if ((def.type === 'string' || def.type === 'array') && !refusesEmpty) out.required = false;
  return out;
}

export interface RulesOptions {
  /** Message of a failed pattern or email check (antd's generic one otherwise). */
  message?: string;
  /** Message of a missing value (the console's `validation.required` otherwise). */
  requiredMessage?: string;
  /** Overrides what the schema says about a required value, e.g. a field the server fills when left blank. */
  required?: boolean;
  /** Overrides whether blank text counts as missing (by default: when the schema trims it). */
  whitespace?: boolean;
  /** One message for any failed check: the checks go into a single rule (a screen naming the field's format). */
  everyMessage?: string;
}

/**
 * antd `Form.Item` rules for one field of a contracts schema: required (blank text counts as missing where the
 * schema trims), length bounds and patterns, so a form checks what the server will check without retyping it.
 */
export function fieldRules(schema: ZodSchemaLike, options: RulesOptions = {}): FormRule[] {
  const c = constraintsOf(schema);
  const required = options.required ?? c.required;
  const text = c.type === 'string';
  const rules: FormRule[] = [];
  const bounds: { min?: number; max?: number } = {};
  if (text && c.min !== undefined && c.min > 1) bounds.min = c.min;
  if (text && c.max !== undefined) bounds.max = c.max;
  if (required) {
    const rule = {
      required: true,
      ...((options.whitespace ?? (text && c.trims)) ? { whitespace: true } : {}),
    };
    if (options.requiredMessage)
      rules.push({ ...rule, message: options.requiredMessage }, ...boundRule(bounds));
    else rules.push({ ...rule, ...bounds });
  } else rules.push(...boundRule(bounds));
  if (c.email) rules.push(withMessage({ type: 'email' }, options.message));
  for (const pattern of c.patterns) rules.push(withMessage({ pattern }, options.message));
  return options.everyMessage
    ? [Object.assign({}, ...rules, { message: options.everyMessage }) as FormRule]
    : rules;
}

function boundRule(bounds: { min?: number; max?: number }): FormRule[] {
  return bounds.min === undefined && bounds.max === undefined ? [] : [bounds];
}

function withMessage<R extends object>(rule: R, message: string | undefined): R {
  return message ? { ...rule, message } : rule;
}

/** `fieldRules` for `schema.shape[field]`. */
export function rulesFrom<S extends ZodObjectLike>(
  schema: S,
  field: keyof S['shape'] & string,
  options?: RulesOptions,
): FormRule[] {
  const fieldSchema = schema.shape[field];
  if (!fieldSchema) throw new Error(`rulesFrom: the schema has no field ${field}`);
  return fieldRules(fieldSchema, options);
}

import type { TFunction } from 'i18next';
import { formSchema, type FormSchema } from '@zcps/contracts';

/** Just the parts of a zod 4 issue the messages use (the web does not depend on zod itself). */
interface IssueLike {
  code: string;
  path: readonly PropertyKey[];
  input?: unknown;
  minimum?: unknown;
  maximum?: unknown;
  params?: { message?: string; args?: Record<string, string | number> };
  errors?: readonly (readonly IssueLike[])[];
}

const CUSTOM: Record<string, string> = {
  'formSchema.duplicateField': 'formSchema.issueDuplicateField',
  'formSchema.unknownVisibleField': 'formSchema.issueUnknownVisibleField',
  'formSchema.badPattern': 'formSchema.issueBadPattern',
};

/** Property names of the schema that the builder has labels for. */
const PROPERTY_LABELS: Record<string, string> = {
  field: 'formBuilder.field',
  label: 'formBuilder.label',
  widget: 'formBuilder.widget',
  span: 'formBuilder.span',
  required: 'formBuilder.required',
  placeholder: 'formBuilder.placeholder',
  defaultValue: 'formBuilder.defaultValue',
  dictType: 'formBuilder.dictType',
  options: 'formBuilder.options',
  rules: 'formBuilder.rules',
  props: 'formBuilder.widgetProps',
  visibleWhen: 'formBuilder.visibleWhen',
  cols: 'formBuilder.cols',
  labelWidth: 'formBuilder.labelWidth',
};

/** Unions report each branch; the closest branch (fewest issues) is what the author meant. */
function flatten(issue: IssueLike): IssueLike[] {
  if (issue.code !== 'invalid_union' || !issue.errors?.length) return [issue];
  const branch = [...issue.errors].sort((a, b) => a.length - b.length)[0]!;
  return branch.flatMap((inner) => flatten({ ...inner, path: [...issue.path, ...inner.path] }));
}

function pathText(path: readonly PropertyKey[], input: unknown, t: TFunction): string {
  const parts: string[] = [];
  let node: unknown = input;
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    const parent = path[i - 1];
    node = node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[key] : undefined;
    if (parent === 'items' && typeof key === 'number') {
      const label = (node as { label?: unknown } | undefined)?.label;
      const n = t('formSchema.issueItem', { n: key + 1 });
      parts.push(typeof label === 'string' && label ? `${n}「${label}」` : n);
    } else if (typeof key === 'number') parts.push(String(key + 1));
    else if (key === 'items') continue;
    else parts.push(PROPERTY_LABELS[String(key)] ? t(PROPERTY_LABELS[String(key)] as never) : String(key));
  }
  return parts.length ? parts.join(' › ') : t('formSchema.issueRoot');
}

function messageOf(issue: IssueLike, t: TFunction): string {
  const custom = issue.params?.message;
  if (custom && CUSTOM[custom]) return t(CUSTOM[custom] as never, issue.params?.args ?? {});
  const last = issue.path[issue.path.length - 1];
  switch (issue.code) {
    case 'invalid_format':
      return last === 'field' ? t('formSchema.issueFieldName') : t('formSchema.issueInvalid');
    case 'invalid_type':
      return issue.input === undefined ? t('formSchema.issueRequired') : t('formSchema.issueType');
    case 'invalid_value':
    case 'invalid_union':
      return t('formSchema.issueEnum');
    case 'too_small':
      return t('formSchema.issueTooSmall', { min: String(issue.minimum) });
    case 'too_big':
      return t('formSchema.issueTooBig', { max: String(issue.maximum) });
    default:
      return t('formSchema.issueInvalid');
  }
}

/** Localized messages of issues, each naming where it is (第 2 项「年龄」 › 字段名：…). */
export function describeIssues(issues: readonly IssueLike[], input: unknown, t: TFunction): string[] {
  const out = issues
    .flatMap(flatten)
    .map((issue) =>
      t('formSchema.issueAt', { path: pathText(issue.path, input, t), message: messageOf(issue, t) }),
    );
  return [...new Set(out)];
}

export type ParsedForm = { ok: true; schema: FormSchema } | { ok: false; errors: string[] };

/** Reads a form schema from JSON text, with localized errors naming the path of each problem. */
export function parseFormSchema(text: string, t: TFunction): ParsedForm {
  let input: unknown;
  try {
    input = JSON.parse(text);
  } catch {
    return { ok: false, errors: [t('formSchema.issueJson')] };
  }
  const result = formSchema.safeParse(input);
  if (result.success) return { ok: true, schema: result.data };
  return { ok: false, errors: describeIssues(result.error.issues as readonly IssueLike[], input, t) };
}

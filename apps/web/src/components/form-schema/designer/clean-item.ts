import type { FormItem } from '@zcps/contracts';

const blank = (v: unknown) => v === undefined || v === null || v === '';

function compact<T extends object>(value: T): T | undefined {
  const out = Object.fromEntries(Object.entries(value).filter(([, v]) => !blank(v))) as T;
  return Object.keys(out).length ? out : undefined;
}

/**
 * The item the property form describes, without the empty parts a form leaves behind (blank texts, empty lists,
 * half-filled rules), so the JSON stays as small as what the author set.
 */
export function cleanItem(item: FormItem): FormItem {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) if (!blank(value)) out[key] = value;
  if (Array.isArray(out.options)) {
    const options = (out.options as { label?: string; value?: unknown }[]).filter(
      (o) => o && !blank(o.label),
    );
    out.options = options.length
      ? options.map((o) => ({ label: o.label, value: blank(o.value) ? o.label : o.value }))
      : undefined;
  }
  if (Array.isArray(out.rules)) {
    const rules = (out.rules as Record<string, unknown>[])
      .filter((r) => r && !blank(r.type))
      .map((r) => compact(r)!)
      .filter((r) => (r.type === 'length' ? !blank(r.min) || !blank(r.max) : !blank(r.value)));
    out.rules = rules.length ? rules : undefined;
  }
  if (out.props && typeof out.props === 'object') out.props = compact(out.props as object);
  if (out.visibleWhen && typeof out.visibleWhen === 'object') {
    const when = out.visibleWhen as { field?: string; equals?: unknown };
    out.visibleWhen = blank(when.field) ? undefined : { field: when.field, equals: when.equals ?? '' };
  }
  if (out.required === false) delete out.required;
  for (const key of Object.keys(out)) if (out[key] === undefined) delete out[key];
  return out as FormItem;
}

/** One GET endpoint with query parameters, as sqlmap gets it: a URL carrying a plausible value for each. */
export interface ScanTarget {
  path: string;
  url: string;
  params: string[];
}

export interface SkippedRoute {
  path: string;
  reason: string;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: OpenApiSchema;
}

interface OpenApiSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  anyOf?: OpenApiSchema[];
  oneOf?: OpenApiSchema[];
  minimum?: number;
  exclusiveMinimum?: boolean | number;
  pattern?: string;
}

interface OpenApiDoc {
  paths: Record<string, Record<string, { parameters?: OpenApiParameter[] }>>;
}

/**
 * Streams (a request that never ends) and the login flow's own endpoints (rate limited, or sending mail/SMS)
 * are not list or search endpoints; sqlmap would only hang or trip the limiter on them.
 */
const EXCLUDED: { pattern: RegExp; reason: string }[] = [
  { pattern: /\/sse\b/, reason: 'server-sent event stream (never completes)' },
  { pattern: /^\/zcps\/auth\//, reason: 'sign-in flow (rate limited, not a list or search)' },
  { pattern: /^\/zcps\/resource\/(sms|email)\b/, reason: 'sends a verification code' },
];

function flatten(schema: OpenApiSchema | undefined): OpenApiSchema {
  if (!schema) return {};
  const inner = schema.anyOf ?? schema.oneOf;
  if (inner) return flatten(inner.find((s) => s.type !== 'null') ?? inner[0]);
  return schema;
}

/** A value the route's schema accepts, so sqlmap's baseline request succeeds and the parameter is reached. */
export function sampleValue(name: string, schema: OpenApiSchema | undefined): string {
  const s = flatten(schema);
  if (s.enum?.length) return String(s.enum[0]);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  if (type === 'integer' || type === 'number') {
    if (name === 'pageSize') return '10';
    const min = s.minimum ?? 0;
    return String(s.exclusiveMinimum === true || min < 1 ? Math.max(min + 1, 1) : min);
  }
  if (type === 'boolean') return 'true';
  if (s.pattern?.startsWith('^(\\d')) return '100';
  if (name === 'orderByColumn') return 'createTime';
  if (name === 'cronExpression') return '0 0 12 * * ?';
  if (s.format === 'date-time') return '2024-01-01T00:00:00.000Z';
  if (s.format === 'date' || /time|date/i.test(name)) return '2024-01-01';
  return 'a';
}

/** GET routes with query parameters and no path parameters, from the server's own OpenAPI document. */
export function targetsOf(doc: OpenApiDoc, base: string): { targets: ScanTarget[]; skipped: SkippedRoute[] } {
  const targets: ScanTarget[] = [];
  const skipped: SkippedRoute[] = [];
  for (const [path, operations] of Object.entries(doc.paths).sort(([a], [b]) => a.localeCompare(b))) {
    const get = operations.get;
    const query = get?.parameters?.filter((p) => p.in === 'query') ?? [];
    if (!get || query.length === 0) continue;
    const excluded = EXCLUDED.find((e) => e.pattern.test(path));
    if (excluded) {
      skipped.push({ path, reason: excluded.reason });
      continue;
    }
    if (path.includes('{')) {
      skipped.push({ path, reason: 'needs a path parameter (an existing record), not a list or search' });
      continue;
    }
    const search = new URLSearchParams();
    for (const p of query) search.set(p.name, sampleValue(p.name, p.schema));
    targets.push({ path, url: `${base}${path}?${search.toString()}`, params: query.map((p) => p.name) });
  }
  return { targets, skipped };
}

/** Paging parameters every list shares through one schema (integer and enum): tested on a few lists only. */
export const SHARED_PAGING = ['pageNum', 'pageSize', 'isAsc'];

/**
 * Keeps the shared paging parameters on the first `keep` targets that have them and leaves them out of the
 * rest, to fit the time budget; every other parameter stays on every target (the sort column's whitelist is
 * per table, so orderByColumn is always tested).
 */
export function thinSharedPaging(targets: ScanTarget[], keep: number): ScanTarget[] {
  let seen = 0;
  return targets.map((t) => {
    if (!t.params.some((p) => SHARED_PAGING.includes(p))) return t;
    seen += 1;
    if (seen <= keep) return t;
    const params = t.params.filter((p) => !SHARED_PAGING.includes(p));
    return params.length > 0 ? { ...t, params } : t;
  });
}

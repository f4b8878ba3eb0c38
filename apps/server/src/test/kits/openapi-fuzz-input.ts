import fc from 'fast-check';

/** The requests of the OpenAPI fuzz (openapi-fuzz.ts): the operations of the document and bad values for them. */
interface JsonSchema {
  type?: string;
  properties?: Record<string, JsonSchema>;
}
interface OpenApiOperation {
  parameters?: { in: string; name: string }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}
export interface OpenApiDoc {
  paths: Record<string, Record<string, OpenApiOperation>>;
}

export interface Operation {
  method: string;
  /** OpenAPI path: /zcps/system/user/{userId}. */
  path: string;
  pathParams: string[];
  query: string[];
  /** Body property names, or null when the operation takes no JSON body. */
  body: string[] | null;
}

/** Every operation but the event stream, which never ends. */
export function operationsOf(doc: OpenApiDoc): Operation[] {
  const ops: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(methods)) {
      if (path.endsWith('/resource/sse') && method === 'get') continue;
      const params = op.parameters ?? [];
      const schema = op.requestBody?.content?.['application/json']?.schema;
      ops.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params.filter((p) => p.in === 'query').map((p) => p.name),
        body: schema ? Object.keys(schema.properties ?? {}) : null,
      });
    }
  return ops;
}

const CONTROLS = ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u001f', '\u007f', '\u202e', '\u2066'];
const INJECTIONS = ["' OR '1'='1' --", '1; DROP TABLE sys_user; --', '%00', '${7*7}', '../../etc/passwd'];
const PAGING = [0, -1, 1e12, 'abc', '1e12', '-0', 'NaN', 'Infinity', '9'.repeat(40), 1.5, '', ' 1'];

/** A string carrying a control character somewhere: NUL half the time, the one PostgreSQL refuses outright. */
const controlText = fc
  .tuple(
    fc.string({ maxLength: 6 }),
    fc.oneof(fc.constant('\u0000'), fc.constantFrom(...CONTROLS)),
    fc.string({ maxLength: 6 }),
  )
  .map(([a, c, b]) => a + c + b);
/** 10 k to 1 M characters, some of them three bytes in UTF-8. */
const hugeText = fc
  .tuple(fc.constantFrom(10_000, 100_000, 1_000_000), fc.constantFrom('x', '字', '0'))
  .map(([n, c]) => c.repeat(n));
/** JSON text nested 50 to 20 000 levels deep, kept as text: serializing it here would exhaust the stack. */
export class DeepJson {
  constructor(readonly text: string) {}
}
const deepJson = fc
  .tuple(fc.integer({ min: 50, max: 20_000 }), fc.boolean())
  .map(([depth, asArray]) =>
    asArray
      ? new DeepJson(`${'['.repeat(depth)}1${']'.repeat(depth)}`)
      : new DeepJson(`${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  );
const wrongType = fc.oneof(
  fc.constantFrom(null, true, false, 0, -1, 1e308, -1e308, 2 ** 53 + 1, 1.5, [], {}),
  fc.array(fc.oneof(fc.string({ maxLength: 4 }), fc.integer()), { maxLength: 4 }),
  fc.object({ maxDepth: 2, maxKeys: 3 }),
);
const oddText = fc.oneof(
  fc.constantFrom(...INJECTIONS, ...PAGING.map(String)),
  fc.string({ unit: 'binary', maxLength: 20 }),
  fc.constantFrom('2026-13-45', '0000-00-00 00:00:00', '\ud83d', '\uffff'),
);
const paging = fc.constantFrom(...PAGING);
/** Any bad value for a field. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 6, arbitrary: controlText },
  { weight: 1, arbitrary: hugeText },
  { weight: 2, arbitrary: wrongType },
  { weight: 1, arbitrary: deepJson },
  { weight: 1, arbitrary: paging },
  { weight: 2, arbitrary: oddText },
);

/** JSON text of a generated value (its DeepJson parts as they are). */
export function serialize(value: unknown): string {
  if (value instanceof DeepJson) return value.text;
  if (Array.isArray(value)) return `[${value.map(serialize).join(',')}]`;
  if (value && typeof value === 'object')
    return `{${Object.entries(value)
      .map(([k, v]) => `${JSON.stringify(k)}:${serialize(v)}`)
      .join(',')}}`;
  return JSON.stringify(value) ?? 'null';
}
/** Percent-encodes the UTF-8 bytes (a lone surrogate becomes U+FFFD, as a browser sends it). */
const percent = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((b) =>
      /[A-Za-z0-9_.~-]/.test(String.fromCharCode(b))
        ? String.fromCharCode(b)
        : `%${b.toString(16).padStart(2, '0')}`,
    )
    .join('');
const asText = (value: unknown) => (typeof value === 'string' ? value : serialize(value));
export const clip = (text: string) =>
  text.length > 120 ? `${text.slice(0, 120)}… (${text.length} chars)` : text;

export interface FuzzRequest {
  method: string;
  url: string;
  /** The JSON body as sent (before encryption). */
  body?: string;
  encrypted: boolean;
}

/** An object of at most two of `names`, each with a value from `valueOf`. */
function someOf(names: string[], valueOf: (name: string) => fc.Arbitrary<unknown>) {
  return fc
    .subarray(names, { minLength: Math.min(1, names.length), maxLength: Math.min(2, names.length) })
    .chain((chosen) =>
      fc
        .tuple(...chosen.map(valueOf))
        .map((values) => Object.fromEntries(chosen.map((name, i) => [name, values[i]]))),
    );
}

/** Requests for one operation: each parameter and body field either a plain value or a bad one. */
export function requestsFor(op: Operation): fc.Arbitrary<FuzzRequest> {
  const pathValues = fc.tuple(...op.pathParams.map(() => fc.oneof(fc.constant<unknown>('1'), badValue)));
  const queryValue = (name: string) =>
    /^page(Num|Size)$/.test(name) ? fc.oneof(paging, badValue) : badValue;
  // One or two bad fields and the rest left out, so a bad value is not hidden behind another field's 400.
  const query = someOf(op.query, queryValue);
  const fields = op.body ?? [];
  const body = fc.oneof(
    {
      weight: 4,
      arbitrary: someOf(fields, () => badValue),
    },
    { weight: 1, arbitrary: fc.oneof(deepJson, wrongType, controlText) },
    { weight: 1, arbitrary: fc.dictionary(controlText, badValue, { maxKeys: 3 }) },
  );
  return fc
    .tuple(pathValues, query, op.body ? fc.option(body, { freq: 8 }) : fc.constant(null), fc.boolean())
    .map(([params, q, b, encrypted]) => {
      let url = op.path;
      op.pathParams.forEach((name, i) => {
        url = url.replace(`{${name}}`, percent(asText(params[i])));
      });
      const search = new URLSearchParams(
        Object.entries(q).map(([k, v]): [string, string] => [k, asText(v)]),
      ).toString();
      return {
        method: op.method,
        url: search ? `${url}?${search}` : url,
        ...(b === null ? {} : { body: serialize(b) }),
        encrypted: b !== null && encrypted,
      };
    });
}

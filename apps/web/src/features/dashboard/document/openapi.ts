import { http } from '../../../lib/request';

/** The part of an OpenAPI 3 document the reference reads. */
export interface OpenApiDoc {
  info?: { title?: string; version?: string; description?: string };
  tags?: { name: string; description?: string }[];
  paths?: Record<
    string,
    Record<string, { tags?: string[]; summary?: string; description?: string } | undefined>
  >;
}

export interface ApiOperation {
  method: string;
  path: string;
  summary: string;
  description: string;
}

export interface ApiGroup {
  /** The tag, or '' for operations without one. */
  tag: string;
  description: string;
  operations: ApiOperation[];
}

/** The server's OpenAPI document (`/zcps/v3/api-docs`, off when ZCPS_OPENAPI_ENABLED=false). */
export const OPENAPI_URL = '/v3/api-docs';
export const fetchOpenApi = () => http.get<OpenApiDoc>(OPENAPI_URL, { silent: true });

const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];

/** Operations grouped by tag (an operation with several tags is listed under each), tags and paths sorted. */
export function groupOperations(doc: OpenApiDoc): ApiGroup[] {
  const groups = new Map<string, ApiGroup>();
  const described = new Map((doc.tags ?? []).map((t) => [t.name, t.description ?? '']));
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const operation = {
        method: method.toUpperCase(),
        path,
        summary: op.summary ?? '',
        description: op.description ?? '',
      };
      for (const tag of op.tags?.length ? op.tags : ['']) {
        let group = groups.get(tag);
        if (!group) {
          group = { tag, description: described.get(tag) ?? '', operations: [] };
          groups.set(tag, group);
        }
        group.operations.push(operation);
      }
    }
  }
  const order = (m: string) => METHODS.indexOf(m.toLowerCase());
  return [...groups.values()]
    .map((g) => ({
      ...g,
      operations: g.operations.sort(
        (a, b) => a.path.localeCompare(b.path) || order(a.method) - order(b.method),
      ),
    }))
    .sort((a, b) => (a.tag === '' ? 1 : b.tag === '' ? -1 : a.tag.localeCompare(b.tag)));
}

/**
 * The groups with only the operations matching every word of the query (method, path, summary, description or
 * the tag, case-insensitive); a group whose tag matches keeps the operations matching the other words.
 */
export function filterGroups(groups: ApiGroup[], query: string): ApiGroup[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return groups;
  return groups
    .map((g) => ({
      ...g,
      operations: g.operations.filter((op) => {
        const text = `${op.method} ${op.path} ${op.summary} ${op.description} ${g.tag}`.toLowerCase();
        return words.every((w) => text.includes(w));
      }),
    }))
    .filter((g) => g.operations.length > 0);
}

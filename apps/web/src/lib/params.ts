type ParamValue = unknown;

function isBlank(value: ParamValue): boolean {
  return value === null || value === undefined || value === '';
}

/**
 * RuoYi-style query serialisation: blank values are dropped and one level of nesting becomes
 * `key[sub]=value`, which is how date ranges travel (`params[beginTime]`).
 */
export function serializeParams(params: Record<string, ParamValue> | null | undefined): string {
  if (!params) return '';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(params)) {
    if (isBlank(value)) continue;
    if (typeof value === 'object') {
      for (const [subKey, subValue] of Object.entries(value as Record<string, ParamValue>)) {
        if (isBlank(subValue)) continue;
        parts.push(`${encodeURIComponent(`${key}[${subKey}]`)}=${encodeURIComponent(String(subValue))}`);
      }
    } else {
      parts.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`);
    }
  }
  return parts.join('&');
}

import { LC_NUMERIC_TYPES, type LcFieldVo } from '@zcps/contracts';
import { formatDateTime } from '../../../platform/http/dates.js';

/** A stored value as the API answers it (see lcRowSchema). */
export function toApi(field: LcFieldVo, raw: unknown): unknown {
  if (raw === null || raw === undefined) return null;
  switch (field.type) {
    case 'number':
    case 'money':
      return Number(raw);
    case 'checkbox':
      return String(raw) ? String(raw).split(',') : [];
    case 'dateRange': {
      const [from, to] = String(raw).split(',');
      return from && to ? [from, to] : null;
    }
    case 'datetime':
      return raw instanceof Date ? formatDateTime(raw) : String(raw).replace('T', ' ').slice(0, 19);
    case 'date':
      return raw instanceof Date ? formatDateTime(raw)!.slice(0, 10) : String(raw).slice(0, 10);
    case 'switch':
      return raw === true || raw === 't' || raw === 'true';
    case 'user':
    case 'dept':
    case 'reference':
      return Number(raw);
    default:
      return String(raw);
  }
}

/** A validated API value as it is stored. */
export function toDb(field: LcFieldVo, value: unknown): unknown {
  if (value === undefined) return undefined;
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return null;
  switch (field.type) {
    case 'number':
    case 'money':
      return String(value);
    case 'checkbox':
    case 'dateRange':
      return (value as unknown[]).map(String).join(',');
    case 'switch':
      return value === true;
    case 'user':
    case 'dept':
    case 'reference':
      return Number(value);
    default:
      return typeof value === 'string' ? value : String(value);
  }
}

/** A query-string filter value as the column compares it; undefined when it cannot be one. */
export function filterValue(field: LcFieldVo, text: string): unknown {
  const value = text.trim();
  if (LC_NUMERIC_TYPES.includes(field.type)) return Number.isFinite(Number(value)) ? value : undefined;
  switch (field.type) {
    case 'user':
    case 'dept':
    case 'reference':
      return /^\d{1,15}$/.test(value) ? Number(value) : undefined;
    case 'switch':
      return value === 'true' || value === '1'
        ? true
        : value === 'false' || value === '0'
          ? false
          : undefined;
    case 'date':
      return /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
    case 'datetime':
      return /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/.test(value) ? value : undefined;
    default:
      return value;
  }
}

import { z } from 'zod';
import type { Language } from '@zcps/contracts';
import type { DictService } from '../../system/dict/dict.service.js';

/**
 * Export filters arrive as form fields, JSON or query parameters; the date range either flat
 * (`params[beginTime]`) or nested (`params: {beginTime}`).
 */
export const exportDatesShape = {
  'params[beginTime]': z.string().max(30).optional(),
  'params[endTime]': z.string().max(30).optional(),
  params: z
    .object({ beginTime: z.string().max(30).optional(), endTime: z.string().max(30).optional() })
    .optional(),
};

type WithDates = {
  'params[beginTime]'?: string;
  'params[endTime]'?: string;
  params?: { beginTime?: string; endTime?: string };
};

export function mergeExportFilters<T extends WithDates>(query: T, body: T | undefined): T {
  const merged = { ...query, ...(body ?? {}) } as T;
  merged['params[beginTime]'] ??= merged.params?.beginTime;
  merged['params[endTime]'] ??= merged.params?.endTime;
  return merged;
}

/** value → localized label of one dictionary, for exported sheets. */
export async function dictLabels(
  dicts: DictService,
  tenantId: string,
  dictType: string,
  lang: Language,
): Promise<(value: string | number) => string> {
  const entries = await dicts.byType(tenantId, dictType, lang);
  const byValue = new Map(entries.map((e) => [e.dictValue, e.dictLabel]));
  return (value) => byValue.get(String(value)) ?? String(value);
}

import { z } from 'zod';

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

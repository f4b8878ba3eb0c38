import { z } from 'zod';

/** `{code, msg, data}` — the single-result envelope. */
export function resultSchema<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data: data.nullable() });
}

/** `{code, msg, total, rows}` — the paged envelope; there is no `data`. */
export function tableSchema<T extends z.ZodType>(row: T) {
  return z.object({ code: z.number().int(), msg: z.string(), total: z.number().int(), rows: z.array(row) });
}

/**
 * What a URL answers for a dialog opened by URL (spec §7 "dialog load"): the dialog's title and layout, and the
 * content (HTML) it shows.
 */
export const dialogLoadSchema = z.object({
  title: z.string(),
  layout: z.enum(['default', 'fullscreen']),
  data: z.string(),
});
export type DialogLoad = z.infer<typeof dialogLoadSchema>;

export const emptyResultSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  data: z.null().optional(),
});

export interface Result<T> {
  code: number;
  msg: string;
  data: T;
}

export interface TableData<T> {
  code: number;
  msg: string;
  total: number;
  rows: T[];
}

export const pageQuerySchema = z.object({
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(500).default(20),
  orderByColumn: z
    .string()
    .regex(/^[a-zA-Z0-9_ ,.]+$/)
    .optional(),
  isAsc: z.enum(['asc', 'desc', 'ascending', 'descending']).optional(),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

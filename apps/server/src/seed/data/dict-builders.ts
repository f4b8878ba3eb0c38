import type { DictDataSeed, DictTypeSeed } from '../types.js';

/** el-tag types a dictionary entry may carry (spec §3: listClass → elTagType). */
export const LIST_CLASSES = ['default', 'primary', 'success', 'info', 'warning', 'danger'] as const;
export type ListClass = (typeof LIST_CLASSES)[number];

/** [value, zh_CN label, en_US label, list class?] */
export type DictRow = readonly [value: string, label: string, labelEn: string, listClass?: ListClass];

export interface DictOptions {
  /** The value flagged is_default 'Y'. */
  defaultValue?: string;
  /** css_class applied to every entry (sys_grant_type uses el-check-tag). */
  cssClass?: string;
  /** list_class applied to entries without their own. */
  listClass?: ListClass;
  /** Sort overrides by value; otherwise entries sort 1, 2, 3… in the order given. */
  sort?: Record<string, number>;
  remark?: string;
}

export function dict(
  dictType: string,
  dictName: string,
  dictNameEn: string,
  rows: readonly DictRow[],
  opts: DictOptions = {},
): DictTypeSeed {
  const data = rows.map(([value, label, labelEn, listClass], i): DictDataSeed => {
    const entry: DictDataSeed = { value, label, labelEn, sort: opts.sort?.[value] ?? i + 1 };
    const cls = listClass ?? opts.listClass;
    if (cls) entry.listClass = cls;
    if (opts.cssClass) entry.cssClass = opts.cssClass;
    if (opts.defaultValue === value) entry.isDefault = true;
    return entry;
  });
  return { dictType, dictName, dictNameEn, ...(opts.remark ? { remark: opts.remark } : {}), data };
}

import { Space, Tag } from 'antd';
import type { DictDataVo } from '@zcps/contracts';

/** Dictionary listClass (Element names) → antd Tag colour. */
export const DICT_TAG_COLOURS: Readonly<Record<string, string>> = {
  default: 'default',
  primary: 'processing',
  success: 'success',
  info: 'default',
  warning: 'warning',
  danger: 'error',
};

export interface DictTagProps {
  options: readonly DictDataVo[];
  value: string | number | readonly (string | number)[] | null | undefined;
  /** Splits a string value holding several dictionary values. */
  separator?: string;
  /** Show values missing from the options as plain text (default true; never while the options are loading). */
  showValue?: boolean;
}

/**
 * One dictionary value's label as text, waiting for its dictionary as DictTag does: '' while the entries are
 * loading (no raw value flashes before its label), the value itself once loaded if the dictionary lacks it.
 */
export function dictLabel(options: readonly DictDataVo[], value: string): string {
  if (options.length === 0) return '';
  return options.find((o) => o.dictValue === value)?.dictLabel ?? value;
}

function splitValues(value: NonNullable<DictTagProps['value']>, separator: string): string[] {
  const list = Array.isArray(value) ? value.map(String) : String(value).split(separator);
  return list.filter((v) => v !== '');
}

/**
 * Labels of one or more dictionary values. An entry with a listClass or a cssClass shows as a coloured tag;
 * an entry with neither shows as plain text.
 */
export function DictTag({ options, value, separator = ',', showValue = true }: DictTagProps) {
  if (value === null || value === undefined || value === '') return null;
  // No options yet: the dictionary is still loading, and its raw values must not flash before their labels.
  if (options.length === 0) return null;
  const values = splitValues(value, separator);
  const unknown = values.filter((v) => !options.some((o) => o.dictValue === v));
  const known = values.filter((v) => !unknown.includes(v));
  if (known.length === 0 && (!showValue || unknown.length === 0)) return null;
  return (
    <Space size={4} wrap>
      {known.map((v, index) => {
        const entry = options.find((o) => o.dictValue === v)!;
        const listClass = entry.listClass ?? '';
        const cssClass = entry.cssClass || undefined;
        if (listClass === '' && !cssClass) {
          return <span key={`${v}-${index}`}>{entry.dictLabel}</span>;
        }
        return (
          <Tag
            key={`${v}-${index}`}
            color={DICT_TAG_COLOURS[listClass] ?? 'default'}
            className={cssClass}
            variant="outlined"
          >
            {entry.dictLabel}
          </Tag>
        );
      })}
      {showValue && unknown.length > 0 && <span>{unknown.join(' ')}</span>}
    </Space>
  );
}

import { Space, Tag } from 'antd';
import type { DictDataVo } from '@zcps/contracts';

/** Dictionary listClass (Element names) → antd Tag colour. */
const COLOURS: Record<string, string> = {
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
  separator?: string;
}

/** Labels of one or more dictionary values as coloured tags; unknown values show as plain text. */
export function DictTag({ options, value, separator = ',' }: DictTagProps) {
  if (value === null || value === undefined || value === '') return null;
  const values = Array.isArray(value) ? value.map(String) : String(value).split(separator);
  return (
    <Space size={4} wrap>
      {values.map((v) => {
        const entry = options.find((o) => o.dictValue === v);
        if (!entry) return <span key={v}>{v}</span>;
        const colour = COLOURS[entry.listClass ?? ''] ?? 'default';
        return (
          <Tag key={v} color={colour} className={entry.cssClass ?? undefined} variant="outlined">
            {entry.dictLabel}
          </Tag>
        );
      })}
    </Space>
  );
}

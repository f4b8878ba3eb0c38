import { CloseCircleFilled, SearchOutlined } from '@ant-design/icons';
import { Empty, Input, Popover } from 'antd';
import { useId, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { ICON_NAMES, MenuIcon } from './icon-map';

export const ICON_POPOVER_WIDTH = 450;

/** Case-insensitive substring filter over the known icon names. */
export function filterIconNames(query: string, names: readonly string[] = ICON_NAMES): readonly string[] {
  const needle = query.trim().toLowerCase();
  return needle ? names.filter((name) => name.toLowerCase().includes(needle)) : names;
}

export interface IconPickerProps {
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  /** Width of the input; 400px by default (spec §9). */
  width?: CSSProperties['width'];
  placeholder?: string;
  disabled?: boolean;
  id?: string;
  'aria-label'?: string;
}

const gridStyle: CSSProperties = {
  display: 'grid',
  gridTemplateColumns: 'repeat(3, 1fr)',
  gap: 4,
  maxHeight: 260,
  overflowY: 'auto',
  marginTop: 8,
};

const cellStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 6,
  padding: '4px 6px',
  border: '1px solid transparent',
  borderRadius: 4,
  background: 'none',
  cursor: 'pointer',
  textAlign: 'left',
  overflow: 'hidden',
  whiteSpace: 'nowrap',
  textOverflow: 'ellipsis',
  font: 'inherit',
  color: 'inherit',
};

/** Menu icon chooser: a read-only input opening a searchable grid; works as a Form.Item control. */
export function IconPicker({
  value,
  onChange,
  width = '400px',
  placeholder,
  disabled,
  id,
  'aria-label': ariaLabel,
}: IconPickerProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const names = useMemo(() => filterIconNames(query), [query]);
  const listId = useId();

  const choose = (name: string) => {
    onChange?.(name);
    setOpen(false);
    setQuery('');
  };

  const content = (
    <div style={{ width: ICON_POPOVER_WIDTH - 24 }} data-testid="icon-picker-panel">
      <Input
        allowClear
        autoFocus
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder={t('widgets.iconSearch')}
        aria-label={t('widgets.iconSearch')}
        aria-controls={listId}
        prefix={<SearchOutlined />}
      />
      {names.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('widgets.iconEmpty')} />
      ) : (
        <div id={listId} role="listbox" aria-label={t('widgets.iconLabel')} style={gridStyle}>
          {names.map((name) => (
            <button
              key={name}
              type="button"
              role="option"
              aria-selected={name === value}
              title={name}
              aria-label={name}
              onClick={() => choose(name)}
              style={{
                ...cellStyle,
                ...(name === value ? { borderColor: 'var(--ant-color-primary, #409eff)' } : null),
              }}
            >
              <MenuIcon name={name} />
              <span>{name}</span>
            </button>
          ))}
        </div>
      )}
    </div>
  );

  return (
    <Popover
      open={open && !disabled}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setQuery('');
      }}
      trigger="click"
      placement="bottomLeft"
      content={content}
      // border-box: the spec's 450 px is the popover as seen, padding included.
      styles={{ container: { width: ICON_POPOVER_WIDTH, boxSizing: 'border-box' } }}
      destroyOnHidden
    >
      <Input
        id={id}
        readOnly
        disabled={disabled}
        value={value ?? ''}
        style={{ width, cursor: disabled ? undefined : 'pointer' }}
        placeholder={placeholder ?? t('widgets.iconPlaceholder')}
        aria-label={ariaLabel ?? t('widgets.iconLabel')}
        aria-haspopup="listbox"
        aria-expanded={open}
        prefix={value ? <MenuIcon name={value} /> : <SearchOutlined />}
        suffix={
          value && !disabled ? (
            <CloseCircleFilled
              role="button"
              aria-label={t('widgets.iconClear')}
              className="ant-input-clear-icon"
              onClick={(e) => {
                e.stopPropagation();
                onChange?.(undefined);
              }}
            />
          ) : (
            <span />
          )
        }
      />
    </Popover>
  );
}

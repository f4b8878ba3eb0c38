import { createElement, type ComponentType } from 'react';
import { Typography } from 'antd';
import { useDraggable } from '@dnd-kit/core';
import { useTranslation } from 'react-i18next';
import { FORM_LAYOUT_WIDGETS, FORM_WIDGETS } from '@zcps/contracts';
import { LAYOUT_WIDGETS, WIDGETS, WIDGET_GROUPS, type WidgetGroup } from '../widgets';
import type { AnyWidget } from './use-designer';

export const PALETTE_PREFIX = 'palette:';

const GROUP_LABELS: Record<
  WidgetGroup,
  'groupInput' | 'groupChoice' | 'groupDate' | 'groupUpload' | 'groupLayout'
> = {
  input: 'groupInput',
  choice: 'groupChoice',
  date: 'groupDate',
  upload: 'groupUpload',
  layout: 'groupLayout',
};

export function iconOf(widget: AnyWidget) {
  return widget === 'divider' || widget === 'title' ? LAYOUT_WIDGETS[widget].icon : WIDGETS[widget].icon;
}

function groupOf(widget: AnyWidget): WidgetGroup {
  return widget === 'divider' || widget === 'title' ? 'layout' : WIDGETS[widget].group;
}

interface PaletteEntryProps {
  /** The entry's key; its drag id is `palette:<key>`. */
  entryKey: string;
  icon: ComponentType;
  name: string;
  onAdd?: () => void;
  overlay?: boolean;
  testId?: string;
}

/** One palette entry: drag it onto the canvas, or click (Enter) to add it at the end. */
export function PaletteEntry({ entryKey, icon, name, onAdd, overlay, testId }: PaletteEntryProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, isDragging } = useDraggable({
    id: `${PALETTE_PREFIX}${entryKey}`,
    disabled: overlay,
  });
  // Keys add by click (Enter / Space on the button); only the pointer drags from the palette.
  const pointer = { ...listeners };
  delete pointer.onKeyDown;
  return (
    <button
      type="button"
      ref={overlay ? undefined : setNodeRef}
      className={`fb-palette-card${isDragging && !overlay ? ' fb-dragging' : ''}${overlay ? ' fb-overlay' : ''}`}
      data-testid={testId}
      aria-label={t('formBuilder.add', { name })}
      title={t('formBuilder.add', { name })}
      onClick={onAdd}
      {...(overlay ? {} : attributes)}
      {...(overlay ? {} : pointer)}
    >
      {createElement(icon)}
      <span>{name}</span>
    </button>
  );
}

/** A widget of the palette. */
export function PaletteCard({
  widget,
  onAdd,
  overlay,
}: {
  widget: AnyWidget;
  onAdd?: () => void;
  overlay?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <PaletteEntry
      entryKey={widget}
      icon={iconOf(widget)}
      name={t(`formSchema.${widget}`)}
      onAdd={onAdd}
      overlay={overlay}
      testId={`palette-${widget}`}
    />
  );
}

export function Palette({ onAdd }: { onAdd: (widget: AnyWidget) => void }) {
  const { t } = useTranslation();
  const all: AnyWidget[] = [...FORM_WIDGETS, ...FORM_LAYOUT_WIDGETS];
  return (
    <div className="fb-palette" data-testid="palette">
      <Typography.Text type="secondary" className="fb-hint">
        {t('formBuilder.paletteHint')}
      </Typography.Text>
      {WIDGET_GROUPS.map((group) => (
        <section key={group} className="fb-group">
          <div className="fb-group-title">{t(`formBuilder.${GROUP_LABELS[group]}`)}</div>
          <div className="fb-grid">
            {all
              .filter((w) => groupOf(w) === group)
              .map((widget) => (
                <PaletteCard key={widget} widget={widget} onAdd={() => onAdd(widget)} />
              ))}
          </div>
        </section>
      ))}
    </div>
  );
}

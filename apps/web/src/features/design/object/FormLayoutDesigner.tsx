import { useMemo, useState } from 'react';
import { Button, Empty, Space, Typography } from 'antd';
import { ReloadOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  FORM_LAYOUT_WIDGETS,
  LC_FIELD_WIDGET,
  LcFieldState,
  isFieldItem,
  lcDefaultForm,
  lcFormItemOf,
  type FormSchema,
  type LcFieldVo,
} from '@zcps/contracts';
import {
  Canvas,
  DesignerDnd,
  PaletteCard,
  PaletteEntry,
  Properties,
  iconOf,
  useDesigner,
  type AnyWidget,
} from '../../../components/form-schema/designer';
import { feedback } from '../../../lib/feedback';
import { designApi } from '../api';

const FIELD_PREFIX = 'field:';

interface FormLayoutDesignerProps {
  objectId: number;
  kind: 'form' | 'detail';
  fields: readonly LcFieldVo[];
  saved: FormSchema;
  onSaved: () => Promise<unknown>;
}

/**
 * 表单布局: the object's fields on the left (drag or click onto the canvas), the shared form canvas in the middle,
 * the item's properties (label, span, placeholder, visibility) on the right. Fields define name and checks.
 */
export function FormLayoutDesigner({ objectId, kind, fields, saved, onSaved }: FormLayoutDesignerProps) {
  const { t } = useTranslation();
  const text = useMemo(
    () => ({
      label: (w: AnyWidget) => t(`formSchema.${w}`),
      option: (n: number) => t('formBuilder.option', { n }),
    }),
    [t],
  );
  const designer = useDesigner(text, { draftKey: null, initial: saved });
  const [saving, setSaving] = useState(false);
  const active = fields.filter((f) => f.state === LcFieldState.ACTIVE);
  const placed = new Set(designer.schema.items.filter(isFieldItem).map((i) => i.field));
  const free = active.filter((f) => !placed.has(f.name));
  const byName = new Map(active.map((f) => [f.name, f]));

  const place = (key: string, index?: number) => {
    if (key.startsWith(FIELD_PREFIX)) {
      const field = byName.get(key.slice(FIELD_PREFIX.length));
      if (field && !placed.has(field.name)) designer.insert(lcFormItemOf(field), index);
    } else designer.add(key as AnyWidget, index);
  };
  const nameOf = (key: string) =>
    key.startsWith(FIELD_PREFIX)
      ? (byName.get(key.slice(FIELD_PREFIX.length))?.label ?? key)
      : t(`formSchema.${key as AnyWidget}`);
  const save = async () => {
    setSaving(true);
    try {
      await designApi.savePage({ objectId, kind, schema: designer.schema });
      feedback().message.success(t('lcDesign.layoutSaved'));
      await onSaved();
    } finally {
      setSaving(false);
    }
  };

  return (
    <div className="fb-page" style={{ height: 'auto' }} data-testid={`layout-${kind}`}>
      <div className="fb-toolbar">
        <Typography.Text type="secondary">
          {t('lcDesign.layoutHint', { placed: placed.size, total: active.length })}
        </Typography.Text>
        <Space>
          <Button icon={<ReloadOutlined />} onClick={() => designer.load(lcDefaultForm(fields))}>
            {t('lcDesign.layoutReset')}
          </Button>
          <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={() => void save()}>
            {t('lcDesign.layoutSave')}
          </Button>
        </Space>
      </div>
      <DesignerDnd
        designer={designer}
        paletteName={nameOf}
        onPaletteDrop={place}
        overlay={(key) =>
          key.startsWith(FIELD_PREFIX) ? (
            <PaletteEntry
              entryKey={key}
              icon={iconOf(LC_FIELD_WIDGET[byName.get(key.slice(FIELD_PREFIX.length))?.type ?? 'text'])}
              name={nameOf(key)}
              overlay
            />
          ) : (
            <PaletteCard widget={key as AnyWidget} overlay />
          )
        }
      >
        <div className="fb-panes" style={{ minHeight: 520 }}>
          <section className="fb-pane" aria-label={t('lcDesign.fieldPalette')}>
            <div className="fb-pane-head">{t('lcDesign.fieldPalette')}</div>
            <div className="fb-pane-body" data-testid="field-palette">
              {free.length === 0 ? (
                <Typography.Text type="secondary">{t('lcDesign.allPlaced')}</Typography.Text>
              ) : (
                <div className="fb-grid">
                  {free.map((f) => (
                    <PaletteEntry
                      key={f.name}
                      entryKey={`${FIELD_PREFIX}${f.name}`}
                      icon={iconOf(LC_FIELD_WIDGET[f.type])}
                      name={f.label}
                      onAdd={() => place(`${FIELD_PREFIX}${f.name}`)}
                      testId={`palette-field-${f.name}`}
                    />
                  ))}
                </div>
              )}
              <div className="fb-group-title" style={{ marginTop: 16 }}>
                {t('formBuilder.groupLayout')}
              </div>
              <div className="fb-grid">
                {FORM_LAYOUT_WIDGETS.map((w) => (
                  <PaletteCard key={w} widget={w} onAdd={() => designer.add(w)} />
                ))}
              </div>
            </div>
          </section>
          <section className="fb-pane" aria-label={t('formBuilder.canvas')}>
            <div className="fb-pane-head">{t('formBuilder.canvas')}</div>
            <div
              className="fb-pane-body"
              onClick={(e) => e.target === e.currentTarget && designer.select(null)}
            >
              {active.length === 0 ? (
                <Empty description={t('lcDesign.noFields')} />
              ) : (
                <Canvas designer={designer} noCopy />
              )}
            </div>
          </section>
          <section className="fb-pane" aria-label={t('formBuilder.properties')}>
            <div className="fb-pane-head">
              {designer.selected ? t('formBuilder.properties') : t('formBuilder.formProperties')}
            </div>
            <div className="fb-pane-body" data-testid="properties">
              <Properties designer={designer} bound />
            </div>
          </section>
        </div>
      </DesignerDnd>
    </div>
  );
}

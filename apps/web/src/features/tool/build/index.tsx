import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Canvas,
  DesignerDnd,
  Palette,
  PaletteCard,
  Properties,
  useDesigner,
  type AnyWidget,
} from '../../../components/form-schema/designer';
import { Toolbar } from './Toolbar';

/** 表单构建: palette → canvas → properties; the result is a form schema (JSON) and a TSX snippet. */
export function Page() {
  const { t } = useTranslation();
  const text = useMemo(
    () => ({
      label: (w: AnyWidget) => t(`formSchema.${w}`),
      option: (n: number) => t('formBuilder.option', { n }),
    }),
    [t],
  );
  const designer = useDesigner(text);

  return (
    <div className="fb-page" data-testid="form-builder">
      <Toolbar designer={designer} />
      <DesignerDnd
        designer={designer}
        paletteName={(key) => t(`formSchema.${key as AnyWidget}`)}
        onPaletteDrop={(key, index) => designer.add(key as AnyWidget, index)}
        overlay={(key) => <PaletteCard widget={key as AnyWidget} overlay />}
      >
        <div className="fb-panes">
          <section className="fb-pane" aria-label={t('formBuilder.palette')}>
            <div className="fb-pane-head">{t('formBuilder.palette')}</div>
            <div className="fb-pane-body">
              <Palette onAdd={(widget) => designer.add(widget)} />
            </div>
          </section>
          <section className="fb-pane" aria-label={t('formBuilder.canvas')}>
            <div className="fb-pane-head">{t('formBuilder.canvas')}</div>
            <div
              className="fb-pane-body"
              onClick={(e) => e.target === e.currentTarget && designer.select(null)}
            >
              <Canvas designer={designer} />
            </div>
          </section>
          <section className="fb-pane" aria-label={t('formBuilder.properties')}>
            <div className="fb-pane-head">
              {designer.selected ? t('formBuilder.properties') : t('formBuilder.formProperties')}
            </div>
            <div className="fb-pane-body" data-testid="properties">
              <Properties designer={designer} />
            </div>
          </section>
        </div>
      </DesignerDnd>
    </div>
  );
}

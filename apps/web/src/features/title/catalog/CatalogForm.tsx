import type { ReactNode } from 'react';
import { Form, Input, InputNumber, Radio, Select, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { hintOf } from '../../../components/crud';
import { ModalForm, useModalForm } from '../../../components/form';
import { useDict } from '../../../lib/dict';
import { useSeriesOptions, useTitleOptions } from './options';

interface CatalogFormOptions<V, R> {
  open: boolean;
  row: R | null;
  /** The form values of a row being edited. */
  toValues: (row: R) => Partial<V>;
  /** The values a new row starts with. */
  defaults: Partial<V>;
  save: (values: V, row: R | null) => Promise<unknown>;
  onSaved: (added: boolean) => void;
}

/** The add/edit form of a catalogue row on the form kit: filled when it opens, validated and saved on OK. */
export function useCatalogForm<V extends object, R>({
  open,
  row,
  toValues,
  defaults,
  save,
  onSaved,
}: CatalogFormOptions<V, R>) {
  const kit = useModalForm<V>({
    open,
    target: row,
    initialValues: () => (row ? toValues(row) : defaults),
    save: (values) => save(values, row),
    onSaved: () => onSaved(!row),
    // `CatalogModal` takes the page's close handler.
    onClose: () => {},
  });
  return { form: kit.form, saving: kit.saving, submit: kit.submit };
}

interface CatalogModalProps<V> {
  open: boolean;
  title: string;
  form: FormInstance<V>;
  saving: boolean;
  onClose: () => void;
  onOk: () => void;
  testId: string;
  width?: number;
  children: ReactNode;
}

/** `ModalForm` around a `useCatalogForm` form. */
export function CatalogModal<V extends object>({
  open,
  title,
  form,
  saving,
  onClose,
  onOk,
  testId,
  width,
  children,
}: CatalogModalProps<V>) {
  const kit = { form, open, saving, submit: async () => onOk(), close: onClose };
  return (
    <ModalForm kit={kit} title={title} width={width} testId={testId}>
      {children}
    </ModalForm>
  );
}

/** A code field: letters, digits, `_` and `-`, as the server accepts. */
export function CodeField({ name, label, max }: { name: string; label: string; max: number }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={label}
      rules={[
        { required: true, whitespace: true, max },
        { pattern: /^[0-9A-Za-z_-]+$/, message: t('titleCatalog.codeRule') },
      ]}
    >
      <Input placeholder={hintOf('input', label)} />
    </Form.Item>
  );
}

/** Sort order (optional), status and remark: the tail of every catalogue form. */
export function CommonFields({ withOrder = true }: { withOrder?: boolean }) {
  const { t } = useTranslation();
  const status = useDict('sys_normal_disable');
  return (
    <>
      {withOrder && (
        <Form.Item name="orderNum" label={t('titleCatalog.orderNum')} rules={[{ required: true }]}>
          <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      )}
      <Form.Item name="status" label={t('titleCatalog.status')}>
        <Radio.Group options={status.map((d) => ({ value: d.dictValue, label: d.dictLabel }))} />
      </Form.Item>
      <Form.Item name="remark" label={t('titleCatalog.remark')} rules={[{ max: 500 }]}>
        <Input.TextArea rows={2} placeholder={hintOf('input', t('titleCatalog.remark'))} />
      </Form.Item>
    </>
  );
}

/** The series a profession, title or condition belongs to (enabled series of the tenant). */
export function SeriesField({ required = true }: { required?: boolean }) {
  const { t } = useTranslation();
  const series = useSeriesOptions();
  return (
    <Form.Item name="seriesId" label={t('titleCatalog.series')} rules={[{ required }]}>
      <Select
        showSearch
        allowClear={!required}
        optionFilterProp="label"
        options={series}
        placeholder={hintOf('select', t('titleCatalog.series'))}
      />
    </Form.Item>
  );
}

/**
 * A title picked through its series: the series narrows the titles (and is not sent); changing it clears the
 * title.
 */
export function SeriesTitleFields({ form }: { form: FormInstance }) {
  const { t } = useTranslation();
  const seriesId = Form.useWatch<number | undefined>('seriesId', form);
  const titles = useTitleOptions(seriesId);
  return (
    <>
      <Form.Item name="seriesId" label={t('titleCatalog.series')}>
        <SeriesSelect onChange={() => form.setFieldValue('titleId', undefined)} />
      </Form.Item>
      <Form.Item name="titleId" label={t('titleCatalog.title')} rules={[{ required: true }]}>
        <Select
          showSearch
          optionFilterProp="label"
          options={titles}
          placeholder={hintOf('select', t('titleCatalog.title'))}
        />
      </Form.Item>
    </>
  );
}

function SeriesSelect(props: { value?: number; onChange?: (value: number | undefined) => void }) {
  const { t } = useTranslation();
  const series = useSeriesOptions();
  return (
    <Select
      {...props}
      allowClear
      showSearch
      optionFilterProp="label"
      options={series}
      placeholder={hintOf('select', t('titleCatalog.series'))}
    />
  );
}

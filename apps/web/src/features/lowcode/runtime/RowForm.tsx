import { useMemo } from 'react';
import { Modal } from 'antd';
import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isFieldItem, type FormSchema, type LcFieldVo, type LcRow } from '@zcps/contracts';
import { FormRenderer, type FormValues } from '../../../components/form-schema';
import { useModalForm } from '../../../components/form';
import type { LcApi } from './api';

interface RowFormProps {
  api: LcApi;
  label: string;
  fields: readonly LcFieldVo[];
  schema: FormSchema;
  open: boolean;
  row: LcRow | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}

/** A reference field's choices are the referenced object's rows (id and title), asked of the server. */
function useWithReferences(api: LcApi, fields: readonly LcFieldVo[], schema: FormSchema, open: boolean) {
  const refs = fields.filter((f) => f.type === 'reference');
  const answers = useQueries({
    queries: refs.map((f) => ({
      queryKey: ['lc/ref', api.base, f.name],
      queryFn: () => api.refOptions(f.name),
      enabled: open,
      staleTime: 30_000,
    })),
  });
  const loaded = answers.map((a) => a.dataUpdatedAt).join(',');
  return useMemo<FormSchema>(() => {
    if (!refs.length) return schema;
    const options = new Map(refs.map((f, i) => [f.name, answers[i]?.data?.data ?? []]));
    return {
      ...schema,
      items: schema.items.map((item) =>
        isFieldItem(item) && options.has(item.field) ? { ...item, options: options.get(item.field) } : item,
      ),
    };
    // `loaded` stands for the answers (a new array every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [schema, loaded, refs.length]);
}

/** 新增 / 修改 of a low-code row: the object's form layout rendered by the shared form renderer. */
export function RowForm({ api, label, fields, schema, open, row, onClose, onSaved }: RowFormProps) {
  const { t } = useTranslation();
  const shown = useWithReferences(api, fields, schema, open);
  const kit = useModalForm<FormValues>({
    open,
    target: row,
    initialValues: (live) =>
      row ? api.get(row.id).then((res) => (live() ? res.data : undefined)) : undefined,
    save: (values) => (row ? api.update({ ...values, id: row.id }) : api.add(values)),
    onSaved: () => onSaved(!row),
    onClose,
  });
  const wide = schema.layout.cols > 1;
  return (
    <Modal
      open={kit.open}
      title={row ? t('lcRuntime.editTitle', { name: label }) : t('lcRuntime.addTitle', { name: label })}
      onCancel={kit.close}
      onOk={() => void kit.submit()}
      confirmLoading={kit.saving}
      width={wide ? 860 : 560}
      destroyOnHidden
      forceRender
    >
      <FormRenderer schema={shown} form={kit.form} testId="lc-row-form" />
    </Modal>
  );
}

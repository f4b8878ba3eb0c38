import { useMemo } from 'react';
import { Modal } from 'antd';
import { useQueries, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  isFieldItem,
  type FormFieldItem,
  type FormOption,
  type FormSchema,
  type LcFieldVo,
  type LcRow,
} from '@zcps/contracts';
import {
  FormRenderer,
  UploadEndpointsContext,
  type FormValues,
  type UploadEndpoints,
} from '../../../components/form-schema';
import { useModalForm } from '../../../components/form';
import type { LcApi } from './api';

interface RowFormProps {
  api: LcApi;
  label: string;
  /** A tree object's title field (null: the id); undefined for a flat object. */
  tree?: { titleField: string | null };
  fields: readonly LcFieldVo[];
  schema: FormSchema;
  open: boolean;
  row: LcRow | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}

const CHOSEN = new Set<LcFieldVo['type']>(['reference', 'user', 'dept']);

/**
 * Reference, user and dept fields choose among options the object's own route answers (the referenced rows by
 * title; users and depts in the caller's data scope), so its editors need no system:user or system:dept right;
 * the row's current choice stays readable even when it falls outside them.
 */
function useWithChoices(
  api: LcApi,
  fields: readonly LcFieldVo[],
  schema: FormSchema,
  open: boolean,
  row: LcRow | null,
) {
  const chosen = fields.filter((f) => CHOSEN.has(f.type));
  const answers = useQueries({
    queries: chosen.map((f) => ({
      queryKey: ['lc/ref', api.base, f.name],
      queryFn: () => api.refOptions(f.name),
      enabled: open,
      staleTime: 30_000,
    })),
  });
  const loaded = answers.map((a) => a.dataUpdatedAt).join(',');
  return useMemo<FormSchema>(() => {
    if (!chosen.length) return schema;
    const options = new Map(
      chosen.map((f, i) => {
        const listed: FormOption[] = answers[i]?.data?.data ?? [];
        const value = row?.[f.name];
        const label = row?.[`${f.name}Label`];
        const current =
          typeof value === 'number' && typeof label === 'string' && !listed.some((o) => o.value === value)
            ? [{ value, label }]
            : [];
        return [f.name, [...current, ...listed]];
      }),
    );
    return {
      ...schema,
      items: schema.items.map((item) =>
        isFieldItem(item) && options.has(item.field)
          ? { ...item, widget: 'refSelect', options: options.get(item.field) }
          : item,
      ),
    };
    // `loaded` stands for the answers (a new array every render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [schema, loaded, chosen.length, row]);
}

/** A tree object's form starts with 上级: the root or any node but the row itself. */
function useWithParent(
  api: LcApi,
  schema: FormSchema,
  tree: RowFormProps['tree'],
  open: boolean,
  row: LcRow | null,
): FormSchema {
  const { t } = useTranslation();
  const nodes = useQuery({
    queryKey: ['lc/tree', api.base],
    queryFn: () => api.tree(),
    enabled: open && tree !== undefined,
  });
  return useMemo<FormSchema>(() => {
    if (!tree) return schema;
    const title = (node: LcRow) =>
      tree.titleField && node[tree.titleField] ? String(node[tree.titleField] as string) : `#${node.id}`;
    const options: FormOption[] = [
      { value: 0, label: t('lcRuntime.root') },
      ...(nodes.data?.data ?? [])
        .filter((n) => n.id !== row?.id)
        .map((n) => ({ value: n.id, label: title(n) })),
    ];
    const parent: FormFieldItem = {
      field: 'parentId',
      label: t('lcRuntime.parent'),
      widget: 'refSelect',
      required: true,
      defaultValue: 0,
      options,
    };
    return { ...schema, items: [parent, ...schema.items] };
  }, [schema, tree, nodes.data, row, t]);
}

/** 新增 / 修改 of a low-code row: the object's form layout rendered by the shared form renderer. */
export function RowForm({ api, label, tree, fields, schema, open, row, onClose, onSaved }: RowFormProps) {
  const { t } = useTranslation();
  const shown = useWithChoices(api, fields, useWithParent(api, schema, tree, open, row), open, row);
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
  const endpoints = useMemo<UploadEndpoints>(() => ({ upload: api.uploadUrl, names: api.fileNames }), [api]);
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
      <UploadEndpointsContext value={endpoints}>
        <FormRenderer schema={shown} form={kit.form} testId="lc-row-form" />
      </UploadEndpointsContext>
    </Modal>
  );
}

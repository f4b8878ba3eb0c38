import { Form, Input, InputNumber, Radio, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  LC_OBJECT_KINDS,
  LcFieldState,
  lcObjectCreateSchema,
  type LcObjectCreate,
  type LcObjectVo,
} from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';
import { designApi } from '../api';

interface ObjectFormProps {
  appId: number;
  open: boolean;
  row: LcObjectVo | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}

type Values = Omit<LcObjectCreate, 'appId'> & { titleField?: string | null };

/** 新增对象 / 修改对象: key and kind are fixed once the table exists; the title field names a row elsewhere. */
export function ObjectForm({ appId, open, row, onClose, onSaved }: ObjectFormProps) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: ['design/object', row?.objectId],
    queryFn: () => designApi.object(row!.objectId),
    enabled: open && row !== null,
  });
  const titleOptions = (detail.data?.data.fields ?? [])
    .filter((f) => f.state === LcFieldState.ACTIVE)
    .map((f) => ({ value: f.name, label: `${f.label}（${f.name}）` }));
  const kit = useModalForm<Values>({
    open,
    target: row,
    initialValues: () =>
      row
        ? {
            objectKey: row.objectKey,
            label: row.label,
            kind: row.kind,
            sort: row.sort,
            remark: row.remark,
            titleField: row.titleField,
          }
        : { kind: 'flat', sort: 0 },
    save: (values) =>
      row
        ? designApi.updateObject({
            objectId: row.objectId,
            label: values.label,
            titleField: values.titleField ?? null,
            sort: values.sort,
            remark: values.remark,
          })
        : designApi.addObject({
            appId,
            objectKey: values.objectKey,
            label: values.label,
            kind: values.kind,
            sort: values.sort,
            remark: values.remark,
          }),
    onSaved: () => onSaved(!row),
    onClose,
  });
  const rules = (field: keyof LcObjectCreate) => rulesFrom(lcObjectCreateSchema, field);

  return (
    <ModalForm
      kit={kit}
      title={row ? t('lcDesign.editObject') : t('lcDesign.addObject')}
      formProps={{ name: 'lcObject' }}
      testId="object-form"
    >
      <Form.Item name="label" label={t('lcDesign.objectLabel')} rules={rules('label')}>
        <Input placeholder={hintOf('input', t('lcDesign.objectLabel'))} />
      </Form.Item>
      <Form.Item
        name="objectKey"
        label={t('lcDesign.objectKey')}
        rules={rulesFrom(lcObjectCreateSchema, 'objectKey', { message: t('lcDesign.keyHint') })}
        extra={row ? undefined : t('lcDesign.keyHint')}
      >
        <Input disabled={!!row} placeholder="hours" />
      </Form.Item>
      <Form.Item name="kind" label={t('lcDesign.kind')}>
        <Radio.Group
          disabled={!!row}
          options={LC_OBJECT_KINDS.map((k) => ({ value: k, label: t(`lcDesign.kind_${k}`) }))}
        />
      </Form.Item>
      {row && (
        <Form.Item name="titleField" label={t('lcDesign.titleField')} extra={t('lcDesign.titleFieldHint')}>
          <Select
            allowClear
            options={titleOptions}
            placeholder={hintOf('select', t('lcDesign.titleField'))}
          />
        </Form.Item>
      )}
      <Form.Item name="sort" label={t('lcDesign.sort')}>
        <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="remark" label={t('lcDesign.remark')} rules={rules('remark')}>
        <Input.TextArea rows={2} placeholder={hintOf('input', t('lcDesign.remark'))} />
      </Form.Item>
    </ModalForm>
  );
}

import { useEffect, useState } from 'react';
import { Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DICT_LIST_CLASSES, type DictDataAdminVo, type DictDataBody, type DictDataVo } from '@zcps/contracts';
import { DictTag, hintOf } from '../../../../components/crud';
import { useDict } from '../../../../lib/dict';
import { dictDataApi } from '../api';

interface DictDataFormProps {
  open: boolean;
  dictType: string;
  row: DictDataAdminVo | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}

const capitalized = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** Add or edit one entry of a type, with a live preview of its tag. */
export function DictDataForm({ open, dictType, row, onClose, onSaved }: DictDataFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DictDataBody>();
  const [saving, setSaving] = useState(false);
  const label = Form.useWatch('dictLabel', form);
  const listClass = Form.useWatch('listClass', form);
  const cssClass = Form.useWatch('cssClass', form);
  const yesNo = useDict('sys_yes_no');

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      row
        ? {
            dictType: row.dictType,
            dictLabel: row.dictLabel,
            dictLabelEn: row.dictLabelEn ?? undefined,
            dictValue: row.dictValue,
            cssClass: row.cssClass ?? undefined,
            dictSort: row.dictSort,
            listClass: (row.listClass ?? 'default') as DictDataBody['listClass'],
            isDefault: row.isDefault as 'Y' | 'N',
            remark: row.remark ?? undefined,
          }
        : { dictType, dictSort: 0, listClass: 'default', isDefault: 'N' },
    );
  }, [open, row, dictType, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      if (row) await dictDataApi.update({ ...values, dictCode: row.dictCode });
      else await dictDataApi.add(values);
      onSaved(!row);
    } finally {
      setSaving(false);
    }
  };

  const preview: DictDataVo[] = label
    ? [
        {
          dictCode: 0,
          dictSort: 0,
          dictLabel: label,
          dictValue: 'preview',
          dictType,
          cssClass: cssClass || null,
          listClass: listClass || 'default',
          isDefault: 'N',
          remark: null,
          createTime: null,
        },
      ]
    : [];

  return (
    <Modal
      open={open}
      title={row ? t('dictConfig.editData') : t('dictConfig.addData')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="dict-data-form">
        <Form.Item name="dictType" label={t('dictConfig.dictType')}>
          <Input disabled />
        </Form.Item>
        <Form.Item
          name="dictLabel"
          label={t('dictConfig.dictLabel')}
          rules={[{ required: true, whitespace: true, max: 100 }]}
        >
          <Input placeholder={hintOf('input', t('dictConfig.dictLabel'))} />
        </Form.Item>
        <Form.Item name="dictLabelEn" label={t('dictConfig.dictLabelEn')} rules={[{ max: 100 }]}>
          <Input placeholder={hintOf('input', t('dictConfig.dictLabelEn'))} />
        </Form.Item>
        <Form.Item
          name="dictValue"
          label={t('dictConfig.dictValue')}
          rules={[{ required: true, whitespace: true, max: 100 }]}
        >
          <Input placeholder={hintOf('input', t('dictConfig.dictValue'))} />
        </Form.Item>
        <Form.Item name="cssClass" label={t('dictConfig.cssClass')} rules={[{ max: 100 }]}>
          <Input placeholder={hintOf('input', t('dictConfig.cssClass'))} />
        </Form.Item>
        <Form.Item name="dictSort" label={t('dictConfig.dictSort')} rules={[{ required: true }]}>
          <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="listClass" label={t('dictConfig.listClass')}>
          <Select
            data-testid="dict-list-class"
            options={DICT_LIST_CLASSES.map((c) => ({
              value: c,
              label: t(`dictConfig.class${capitalized(c)}` as 'dictConfig.classDefault'),
            }))}
          />
        </Form.Item>
        <Form.Item label={t('dictConfig.preview')}>
          <span data-testid="dict-preview">
            <DictTag options={preview} value={preview.length ? 'preview' : null} />
          </span>
        </Form.Item>
        <Form.Item name="isDefault" label={t('dictConfig.isDefault')}>
          <Radio.Group options={yesNo.map((d) => ({ value: d.dictValue, label: d.dictLabel }))} />
        </Form.Item>
        <Form.Item name="remark" label={t('dictConfig.remark')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} placeholder={hintOf('input', t('dictConfig.remark'))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

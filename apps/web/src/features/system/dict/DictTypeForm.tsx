import { useEffect, useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DictTypeBody, DictTypeVo } from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { DICT_TYPE_PATTERN, dictTypeApi } from './api';

interface DictTypeFormProps {
  open: boolean;
  row: DictTypeVo | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}

/** Add or edit a dictionary type; renaming the code moves its entries along (server side). */
export function DictTypeForm({ open, row, onClose, onSaved }: DictTypeFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DictTypeBody>();
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (row)
      form.setFieldsValue({
        dictName: row.dictName ?? '',
        dictNameEn: row.dictNameEn ?? undefined,
        dictType: row.dictType,
        remark: row.remark ?? undefined,
      });
  }, [open, row, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      if (row) await dictTypeApi.update({ ...values, dictId: row.dictId });
      else await dictTypeApi.add(values);
      onSaved(!row);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={row ? t('dictConfig.editType') : t('dictConfig.addType')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="dict-type-form">
        <Form.Item
          name="dictName"
          label={t('dictConfig.dictName')}
          rules={[{ required: true, whitespace: true, max: 100 }]}
        >
          <Input placeholder={hintOf('input', t('dictConfig.dictName'))} />
        </Form.Item>
        <Form.Item name="dictNameEn" label={t('dictConfig.dictNameEn')} rules={[{ max: 100 }]}>
          <Input placeholder={hintOf('input', t('dictConfig.dictNameEn'))} />
        </Form.Item>
        <Form.Item
          name="dictType"
          label={t('dictConfig.dictType')}
          rules={[
            { required: true, max: 100 },
            { pattern: DICT_TYPE_PATTERN, message: t('dictConfig.dictTypeRule') },
          ]}
        >
          <Input placeholder={hintOf('input', t('dictConfig.dictType'))} />
        </Form.Item>
        <Form.Item name="remark" label={t('dictConfig.remark')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={3} placeholder={hintOf('input', t('dictConfig.remark'))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

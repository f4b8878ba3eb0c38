import { useEffect, useState } from 'react';
import { Form, Input, InputNumber, Modal, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_SIZE_MB,
  parseAllowedExt,
  type AttachmentTypeCreate,
  type AttachmentTypeVo,
} from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { attachmentTypeApi } from './api';

interface FormProps {
  open: boolean;
  row: AttachmentTypeVo | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}

/** The form edits the extension list as tags; the API takes it comma-separated. */
type FormValues = Omit<AttachmentTypeCreate, 'allowedExt'> & { allowedExt: string[] };

const EXTENSION_OPTIONS = ATTACHMENT_EXTENSIONS.map((ext) => ({ value: ext, label: ext }));

export function AttachmentTypeForm({ open, row, onClose, onSaved }: FormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const [saving, setSaving] = useState(false);
  const status = useDict('sys_normal_disable');

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      row
        ? {
            typeCode: row.typeCode,
            typeName: row.typeName,
            allowedExt: parseAllowedExt(row.allowedExt),
            maxSizeMb: row.maxSizeMb,
            required: row.required,
            orderNum: row.orderNum,
            status: row.status as AttachmentTypeCreate['status'],
            remark: row.remark ?? undefined,
          }
        : {
            allowedExt: ['pdf', 'jpg', 'jpeg', 'png'],
            maxSizeMb: 10,
            required: false,
            orderNum: 0,
            status: '0',
          },
    );
  }, [open, row, form]);

  const submit = async () => {
    // An invalid form shows its messages; there is nothing more to report.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = { ...values, allowedExt: values.allowedExt.join(',') };
    setSaving(true);
    try {
      if (row) await attachmentTypeApi.update({ ...body, typeId: row.typeId });
      else await attachmentTypeApi.add(body);
      onSaved(!row);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={row ? t('attachment.editType') : t('attachment.addType')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="attachment-type-form">
        <Form.Item
          name="typeName"
          label={t('attachment.typeName')}
          rules={[{ required: true, whitespace: true, max: 50 }]}
        >
          <Input placeholder={hintOf('input', t('attachment.typeName'))} />
        </Form.Item>
        <Form.Item
          name="typeCode"
          label={t('attachment.typeCode')}
          rules={[
            { required: true, whitespace: true, max: 30 },
            { pattern: /^[A-Za-z0-9_-]+$/, message: t('attachment.typeCodeRule') },
          ]}
        >
          <Input placeholder={hintOf('input', t('attachment.typeCode'))} />
        </Form.Item>
        <Form.Item name="allowedExt" label={t('attachment.allowedExt')} rules={[{ required: true }]}>
          <Select
            mode="multiple"
            options={EXTENSION_OPTIONS}
            placeholder={hintOf('select', t('attachment.allowedExt'))}
          />
        </Form.Item>
        <Form.Item name="maxSizeMb" label={t('attachment.maxSizeMb')} rules={[{ required: true }]}>
          <InputNumber min={1} max={ATTACHMENT_MAX_SIZE_MB} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="orderNum" label={t('attachment.orderNum')} rules={[{ required: true }]}>
          <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="required" label={t('attachment.required')} valuePropName="checked">
          <Switch />
        </Form.Item>
        <Form.Item name="status" label={t('attachment.status')}>
          <Radio.Group options={status.map((d) => ({ value: d.dictValue, label: d.dictLabel }))} />
        </Form.Item>
        <Form.Item name="remark" label={t('attachment.remark')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={3} placeholder={hintOf('input', t('attachment.remark'))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

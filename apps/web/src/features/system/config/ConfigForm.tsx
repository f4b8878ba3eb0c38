import { useEffect, useState } from 'react';
import { Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ConfigBody, ConfigVo } from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { CONFIG_KEY_PATTERN, configApi } from './api';

interface ConfigFormProps {
  open: boolean;
  row: ConfigVo | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}

export function ConfigForm({ open, row, onClose, onSaved }: ConfigFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ConfigBody>();
  const [saving, setSaving] = useState(false);
  const yesNo = useDict('sys_yes_no');

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      row
        ? {
            configName: row.configName ?? '',
            configKey: row.configKey,
            configValue: row.configValue ?? '',
            configType: row.configType as 'Y' | 'N',
            remark: row.remark ?? undefined,
          }
        : { configType: 'N' },
    );
  }, [open, row, form]);

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      const body = { ...values, configValue: values.configValue ?? '' };
      if (row) await configApi.update({ ...body, configId: row.configId });
      else await configApi.add(body);
      onSaved(!row);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={row ? t('dictConfig.editConfig') : t('dictConfig.addConfig')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="config-form">
        <Form.Item
          name="configName"
          label={t('dictConfig.configName')}
          rules={[{ required: true, whitespace: true, max: 100 }]}
        >
          <Input placeholder={hintOf('input', t('dictConfig.configName'))} />
        </Form.Item>
        <Form.Item
          name="configKey"
          label={t('dictConfig.configKey')}
          rules={[{ required: true, max: 100 }, { pattern: CONFIG_KEY_PATTERN }]}
        >
          <Input placeholder={hintOf('input', t('dictConfig.configKey'))} />
        </Form.Item>
        <Form.Item
          name="configValue"
          label={t('dictConfig.configValue')}
          rules={[{ required: true, max: 500 }]}
        >
          <Input.TextArea rows={2} placeholder={hintOf('input', t('dictConfig.configValue'))} />
        </Form.Item>
        <Form.Item name="configType" label={t('dictConfig.configType')}>
          <Radio.Group options={yesNo.map((d) => ({ value: d.dictValue, label: d.dictLabel }))} />
        </Form.Item>
        <Form.Item name="remark" label={t('dictConfig.remark')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={3} placeholder={hintOf('input', t('dictConfig.remark'))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

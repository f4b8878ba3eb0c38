import { useEffect, useState } from 'react';
import { Alert, Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import type { TitleClientAudit, TitleClientVo } from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { clientApi } from './api';

interface AuditDialogProps {
  unit: TitleClientVo | null;
  onClose: () => void;
  onDone: () => void;
}

type AuditValues = Pick<TitleClientAudit, 'action' | 'auditReason'>;

/** The office's verdict on a pending unit: approve, or reject with a reason. */
export function AuditDialog({ unit, onClose, onDone }: AuditDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AuditValues>();
  const [saving, setSaving] = useState(false);
  const action = Form.useWatch('action', form);

  useEffect(() => {
    if (!unit) return;
    form.resetFields();
    form.setFieldsValue({ action: 'approve' });
  }, [unit, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !unit) return;
    setSaving(true);
    try {
      await clientApi.audit({
        clientId: unit.clientId,
        action: values.action,
        auditReason: values.auditReason,
      });
      onDone();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={unit !== null}
      title={unit ? t('titleOrg.auditTitle', { name: unit.clientName }) : ''}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="audit-form">
        <Form.Item name="action" label={t('titleOrg.auditAction')} rules={[{ required: true }]}>
          <Radio.Group
            options={[
              { value: 'approve', label: t('titleOrg.approve') },
              { value: 'reject', label: t('titleOrg.reject') },
            ]}
          />
        </Form.Item>
        {action === 'approve' && !unit?.deptId && (
          <Alert type="info" showIcon message={t('titleOrg.approveHint')} style={{ marginBottom: 16 }} />
        )}
        <Form.Item
          name="auditReason"
          label={t('titleOrg.auditReason')}
          required={action === 'reject'}
          dependencies={['action']}
          rules={[
            ({ getFieldValue }) => ({
              validator: async (_rule, value?: string) => {
                if (getFieldValue('action') === 'reject' && !value?.trim())
                  throw new Error(t('titleOrg.auditReasonRequired'));
              },
            }),
            { max: 500 },
          ]}
        >
          <Input.TextArea rows={3} placeholder={hintOf('input', t('titleOrg.auditReason'))} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

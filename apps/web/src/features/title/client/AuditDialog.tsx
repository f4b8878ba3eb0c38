import { Alert, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { titleClientAuditSchema, type TitleClientAudit, type TitleClientVo } from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';
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
  const kit = useModalForm<AuditValues>({
    open: unit !== null,
    target: unit,
    initialValues: () => ({ action: 'approve' }),
    save: (values) =>
      clientApi.audit({ clientId: unit!.clientId, action: values.action, auditReason: values.auditReason }),
    onSaved: onDone,
    onClose,
  });
  const action = Form.useWatch('action', kit.form);

  return (
    <ModalForm
      kit={kit}
      title={unit ? t('titleOrg.auditTitle', { name: unit.clientName }) : ''}
      testId="audit-form"
    >
      <Form.Item
        name="action"
        label={t('titleOrg.auditAction')}
        rules={rulesFrom(titleClientAuditSchema, 'action')}
      >
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
          ...rulesFrom(titleClientAuditSchema, 'auditReason'),
        ]}
      >
        <Input.TextArea rows={3} placeholder={hintOf('input', t('titleOrg.auditReason'))} />
      </Form.Item>
    </ModalForm>
  );
}

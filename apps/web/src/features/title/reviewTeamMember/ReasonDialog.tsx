import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { teamMemberRemoveQuerySchema } from '@zcps/contracts';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';

/** Asks for the reason a member change needs (logged with it); sends nothing without one. */
export function ReasonDialog({
  title,
  open,
  onClose,
  onSubmit,
}: {
  title: string;
  open: boolean;
  onClose: () => void;
  onSubmit: (reason: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  // The page closes the dialog once the change is made.
  const kit = useModalForm<{ reason: string }>({
    open,
    save: (values) => onSubmit(values.reason.trim()),
    onSaved: () => {},
    onClose,
  });
  return (
    <ModalForm kit={kit} title={title} testId="reason-form" forceRender={false}>
      <Form.Item
        label={t('reviewTeam.reason')}
        name="reason"
        rules={rulesFrom(teamMemberRemoveQuerySchema, 'reason', {
          requiredMessage: t('reviewTeam.reasonRequired'),
        })}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
    </ModalForm>
  );
}

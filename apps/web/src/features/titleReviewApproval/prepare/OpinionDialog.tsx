import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { checkPassSchema, checkRejectSchema } from '@zcps/contracts';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';

/** The opinion of a pass (optional) or a rejection (required) of the eligibility check. */
export function OpinionDialog({
  open,
  title,
  required,
  onClose,
  onConfirm,
}: {
  open: boolean;
  title: string;
  required: boolean;
  onClose: () => void;
  onConfirm: (opinion: string | null) => Promise<void>;
}) {
  const { t } = useTranslation();
  // The page closes the dialog once the pass or rejection is made.
  const kit = useModalForm<{ opinion?: string }>({
    open,
    save: (values) => onConfirm(values.opinion?.trim() || null),
    onSaved: () => {},
    onClose,
  });

  return (
    <ModalForm kit={kit} title={title}>
      <Form.Item
        name="opinion"
        label={t('reviewPrepare.opinion')}
        rules={rulesFrom(required ? checkRejectSchema : checkPassSchema, 'opinion')}
      >
        <Input.TextArea rows={4} />
      </Form.Item>
    </ModalForm>
  );
}

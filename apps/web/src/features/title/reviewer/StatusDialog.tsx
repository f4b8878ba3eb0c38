import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  REVIEWER_STATUS_DICT,
  ReviewerStatus,
  reviewerStatusSchema,
  type ReviewerStatusBody,
  type ReviewerVo,
} from '@zcps/contracts';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';
import { useDict } from '../../../lib/dict';
import { feedback } from '../../../lib/feedback';
import { reviewerApi } from './api';

/** Active / suspended / blacklisted; the blacklist needs a reason (kept in the remark and the operation log). */
export function StatusDialog({
  row,
  onClose,
  onSaved,
}: {
  row: ReviewerVo | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const statuses = useDict(REVIEWER_STATUS_DICT);
  const kit = useModalForm<Omit<ReviewerStatusBody, 'reviewerId'>>({
    open: row !== null,
    target: row,
    initialValues: () => ({ status: row!.status as ReviewerStatusBody['status'] }),
    save: async (values) => {
      await reviewerApi.changeStatus({ ...values, reviewerId: row!.reviewerId });
      feedback().message.success(t('reviewer.statusOk'));
    },
    onSaved,
    onClose,
  });
  const status = Form.useWatch('status', kit.form);

  return (
    <ModalForm
      kit={kit}
      title={t('reviewer.statusTitle', { name: row?.reviewerName ?? '' })}
      testId="reviewer-status-form"
    >
      <Form.Item
        name="status"
        label={t('reviewer.newStatus')}
        rules={rulesFrom(reviewerStatusSchema, 'status')}
      >
        <Radio.Group options={statuses.map((d) => ({ value: d.dictValue, label: d.dictLabel }))} />
      </Form.Item>
      <Form.Item
        name="reason"
        label={t('reviewer.reason')}
        required={status === ReviewerStatus.BLACKLISTED}
        rules={[
          {
            // Reads the status at validation time: a watched value may lag behind a quick click.
            validator: async (_rule, value?: string) => {
              if (kit.form.getFieldValue('status') === ReviewerStatus.BLACKLISTED && !value?.trim())
                throw new Error(t('reviewer.reasonRequired'));
            },
          },
          ...rulesFrom(reviewerStatusSchema, 'reason'),
        ]}
      >
        <Input.TextArea rows={3} />
      </Form.Item>
    </ModalForm>
  );
}

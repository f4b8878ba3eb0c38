import { useEffect, useState } from 'react';
import { Form, Input, Modal, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  REVIEWER_STATUS_DICT,
  ReviewerStatus,
  type ReviewerStatusBody,
  type ReviewerVo,
} from '@zcps/contracts';
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
  const [form] = Form.useForm<Omit<ReviewerStatusBody, 'reviewerId'>>();
  const [saving, setSaving] = useState(false);
  const statuses = useDict(REVIEWER_STATUS_DICT);
  const status = Form.useWatch('status', form);

  useEffect(() => {
    if (!row) return;
    form.resetFields();
    form.setFieldsValue({ status: row.status as ReviewerStatusBody['status'] });
  }, [row, form]);

  const submit = async () => {
    // The form shows what is wrong; nothing is sent.
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      await reviewerApi.changeStatus({ ...values, reviewerId: row!.reviewerId });
      feedback().message.success(t('reviewer.statusOk'));
      onSaved();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={row !== null}
      title={t('reviewer.statusTitle', { name: row?.reviewerName ?? '' })}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      destroyOnHidden
      forceRender
    >
      <Form form={form} layout="vertical" data-testid="reviewer-status-form">
        <Form.Item name="status" label={t('reviewer.newStatus')} rules={[{ required: true }]}>
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
                if (form.getFieldValue('status') === ReviewerStatus.BLACKLISTED && !value?.trim())
                  throw new Error(t('reviewer.reasonRequired'));
              },
            },
            { max: 500 },
          ]}
        >
          <Input.TextArea rows={3} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { useEffect } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PoolMemberVo, TeamMemberAdd } from '@zcps/contracts';
import { useDict } from '../../../lib/dict';

/** Seats a pool member by hand with a role and the reason; the server applies the same 回避 as a draw. */
export function AddMemberDialog({
  open,
  candidates,
  onClose,
  onSubmit,
}: {
  open: boolean;
  candidates: PoolMemberVo[];
  onClose: () => void;
  onSubmit: (body: Omit<TeamMemberAdd, 'teamId'>) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Omit<TeamMemberAdd, 'teamId'>>();
  const roles = useDict('member_role');
  useEffect(() => {
    if (open) form.setFieldsValue({ memberRole: '3', reason: undefined, reviewerId: undefined });
  }, [open, form]);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) await onSubmit({ ...values, reason: values.reason.trim() });
  };
  return (
    <Modal
      open={open}
      title={t('reviewTeam.addMember')}
      onCancel={onClose}
      onOk={() => void submit()}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="add-member-form">
        <Form.Item label={t('reviewTeam.reviewerId')} name="reviewerId" rules={[{ required: true }]}>
          <Select
            showSearch
            optionFilterProp="label"
            options={candidates
              .filter((c) => c.available)
              .map((c) => ({ value: c.reviewerId, label: `${c.reviewerName}（${c.unitName}）` }))}
          />
        </Form.Item>
        <Form.Item label={t('reviewTeam.role')} name="memberRole" rules={[{ required: true }]}>
          <Select options={roles.map((d) => ({ value: d.dictValue, label: d.dictLabel }))} />
        </Form.Item>
        <Form.Item
          label={t('reviewTeam.reason')}
          name="reason"
          rules={[
            { required: true, whitespace: true, message: t('reviewTeam.reasonRequired') },
            { max: 500 },
          ]}
        >
          <Input.TextArea rows={2} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { teamMemberAddSchema, type PoolMemberVo, type TeamMemberAdd } from '@zcps/contracts';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';
import { useDict } from '../../../lib/dict';
import { feedback } from '../../../lib/feedback';

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
  const roles = useDict('member_role');
  // The page closes the dialog once the member is seated.
  const kit = useModalForm<Omit<TeamMemberAdd, 'teamId'>>({
    open,
    initialValues: () => ({ memberRole: '3' }),
    save: (values) => onSubmit({ ...values, reason: values.reason.trim() }),
    onSaved: () => feedback().message.success(t('reviewTeam.memberAdded')),
    onClose,
  });
  const rules = (field: 'reviewerId' | 'memberRole') =>
    rulesFrom(teamMemberAddSchema, field, { required: true });
  return (
    <ModalForm kit={kit} title={t('reviewTeam.addMember')} testId="add-member-form" forceRender={false}>
      <Form.Item label={t('reviewTeam.reviewerId')} name="reviewerId" rules={rules('reviewerId')}>
        <Select
          showSearch
          optionFilterProp="label"
          options={candidates
            .filter((c) => c.available)
            .map((c) => ({ value: c.reviewerId, label: `${c.reviewerName}（${c.unitName}）` }))}
        />
      </Form.Item>
      <Form.Item label={t('reviewTeam.role')} name="memberRole" rules={rules('memberRole')}>
        <Select options={roles.map((d) => ({ value: d.dictValue, label: d.dictLabel }))} />
      </Form.Item>
      <Form.Item
        label={t('reviewTeam.reason')}
        name="reason"
        rules={rulesFrom(teamMemberAddSchema, 'reason', { requiredMessage: t('reviewTeam.reasonRequired') })}
      >
        <Input.TextArea rows={2} />
      </Form.Item>
    </ModalForm>
  );
}

import { useEffect, useState } from 'react';
import { Form, Input, InputNumber, Modal, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ReviewActivityOption, ReviewTeamCreate, ReviewTeamVo } from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { teamApi } from './api';

/** Add or edit a team; the server holds the rules (odd sizes, one committee, national minimums). */
export function TeamForm({
  open,
  row,
  activity,
  professionNames,
  onClose,
  onSaved,
}: {
  open: boolean;
  row: ReviewTeamVo | null;
  activity: ReviewActivityOption | undefined;
  professionNames: Record<number, string>;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ReviewTeamCreate>();
  const [saving, setSaving] = useState(false);
  const types = useDict('team_type');

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      row
        ? {
            teamName: row.teamName,
            teamType: row.teamType as ReviewTeamCreate['teamType'],
            professionIds: row.professionIds,
            teamSize: row.teamSize,
            remark: row.remark ?? undefined,
          }
        : { teamType: '1', teamSize: 5, professionIds: [] },
    );
  }, [open, row, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !activity) return;
    setSaving(true);
    try {
      const body = { ...values, activityId: activity.activityId, professionIds: values.professionIds ?? [] };
      if (row) await teamApi.update({ ...body, teamId: row.teamId, version: row.version });
      else await teamApi.add(body);
      onSaved(!row);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t(row ? 'reviewTeam.edit' : 'reviewTeam.add')}
      onCancel={onClose}
      onOk={() => void submit()}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="team-form">
        <Form.Item label={t('reviewTeam.teamName')} name="teamName" rules={[{ required: true, max: 100 }]}>
          <Input placeholder={hintOf('input', t('reviewTeam.teamName'))} />
        </Form.Item>
        <Form.Item label={t('reviewTeam.teamType')} name="teamType" rules={[{ required: true }]}>
          <Radio.Group options={types.map((d) => ({ value: d.dictValue, label: d.dictLabel }))} />
        </Form.Item>
        <Form.Item label={t('reviewTeam.professions')} name="professionIds">
          <Select
            mode="multiple"
            allowClear
            options={(activity?.professionIds ?? []).map((id) => ({
              value: id,
              label: professionNames[id] ?? String(id),
            }))}
          />
        </Form.Item>
        <Form.Item
          label={t('reviewTeam.teamSize')}
          name="teamSize"
          extra={t('reviewTeam.sizeRule')}
          rules={[
            { required: true },
            {
              validator: (_r, v: number) =>
                v % 2 === 1 ? Promise.resolve() : Promise.reject(new Error(t('reviewTeam.sizeRule'))),
            },
          ]}
        >
          <InputNumber min={3} max={199} precision={0} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

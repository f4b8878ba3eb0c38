import { Form, Input, InputNumber, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  reviewTeamCreateSchema,
  type ReviewActivityOption,
  type ReviewTeamCreate,
  type ReviewTeamVo,
} from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';
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
  const types = useDict('team_type');
  const kit = useModalForm<ReviewTeamCreate>({
    open,
    target: row,
    initialValues: () =>
      row
        ? {
            teamName: row.teamName,
            teamType: row.teamType as ReviewTeamCreate['teamType'],
            professionIds: row.professionIds,
            teamSize: row.teamSize,
            remark: row.remark ?? undefined,
          }
        : { teamType: '1', teamSize: 5, professionIds: [] },
    save: async (values) => {
      // Without an activity there is nothing to attach the team to: the dialog stays open.
      if (!activity) return false;
      const body = { ...values, activityId: activity.activityId, professionIds: values.professionIds ?? [] };
      if (row) await teamApi.update({ ...body, teamId: row.teamId, version: row.version });
      else await teamApi.add(body);
    },
    onSaved: () => onSaved(!row),
    onClose,
  });
  const rules = (field: keyof ReviewTeamCreate) => rulesFrom(reviewTeamCreateSchema, field);

  return (
    <ModalForm
      kit={kit}
      title={t(row ? 'reviewTeam.edit' : 'reviewTeam.add')}
      testId="team-form"
      forceRender={false}
    >
      <Form.Item
        label={t('reviewTeam.teamName')}
        name="teamName"
        rules={rulesFrom(reviewTeamCreateSchema, 'teamName', { whitespace: false })}
      >
        <Input placeholder={hintOf('input', t('reviewTeam.teamName'))} />
      </Form.Item>
      <Form.Item label={t('reviewTeam.teamType')} name="teamType" rules={rules('teamType')}>
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
          ...rules('teamSize'),
          {
            validator: (_r, v: number) =>
              v % 2 === 1 ? Promise.resolve() : Promise.reject(new Error(t('reviewTeam.sizeRule'))),
          },
        ]}
      >
        <InputNumber min={3} max={199} precision={0} />
      </Form.Item>
    </ModalForm>
  );
}

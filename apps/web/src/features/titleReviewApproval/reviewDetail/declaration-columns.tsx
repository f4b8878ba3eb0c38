import { Form, Input, Select, Tag, type FormInstance, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { DeclarationVo } from '@zcps/contracts';
import { DictTag, hintOf, SearchForm } from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { useActivityOptions } from '../../title/reviewActivity/api';
import { RecommendTag } from '../../title/reviewDeclare/RecommendTag';
import { useProfessionOptions } from '../../title/reviewer/api';

/** The columns every review stage list shares: who, which unit and title, where it stands, eligibility. */
export function useDeclarationColumns<T extends DeclarationVo>(): TableColumnsType<T> {
  const { t } = useTranslation();
  const stages = useDict('title_review_stage');
  const statuses = useDict('title_review_approval_status');
  return [
    { title: t('reviewDeclare.applicant'), dataIndex: 'applicantName', width: 110, sorter: true },
    { title: t('reviewDeclare.unit'), dataIndex: 'unitName', width: 180, ellipsis: true, sorter: true },
    { title: t('reviewDeclare.title'), dataIndex: 'titleName', width: 140, ellipsis: true },
    { title: t('reviewDeclare.profession'), dataIndex: 'professionName', width: 120, ellipsis: true },
    {
      title: t('reviewDeclare.stage'),
      dataIndex: 'stage',
      width: 120,
      align: 'center',
      render: (v: string) => <DictTag options={stages} value={v} />,
    },
    {
      title: t('reviewDeclare.status'),
      dataIndex: 'approvalStatus',
      width: 100,
      align: 'center',
      render: (v: string) => <DictTag options={statuses} value={v} />,
    },
    {
      title: t('reviewDeclare.eligible'),
      dataIndex: 'eligible',
      width: 90,
      align: 'center',
      render: (v: boolean | null) =>
        v === null ? null : (
          <Tag color={v ? 'success' : 'error'}>
            {v ? t('reviewDeclare.eligibleYes') : t('reviewDeclare.eligibleNo')}
          </Tag>
        ),
    },
    {
      title: t('reviewDeclare.recommendation'),
      dataIndex: 'recommendTime',
      width: 150,
      ellipsis: true,
      // Where the row stands for the unit: pinned with the status columns, in sight at 1440 px.
      fixed: 'right',
      render: (_v, row) => <RecommendTag row={row} />,
    },
    { title: t('reviewDeclare.submitTime'), dataIndex: 'submitTime', width: 165, sorter: true },
    {
      title: t('reviewDeclare.returnCount'),
      dataIndex: 'returnCount',
      width: 90,
      align: 'center',
      sorter: true,
    },
  ];
}

/** Filters of the stage lists: activity, status, unit, name, profession. */
export function DeclarationSearch({
  form,
  onSearch,
  withStatus = true,
}: {
  form: FormInstance;
  onSearch: (values: Record<string, unknown>) => void;
  withStatus?: boolean;
}) {
  const { t } = useTranslation();
  const statuses = useDict('title_review_approval_status');
  const activities = useActivityOptions();
  const activityId = Form.useWatch('activityId', form) as number | undefined;
  const professions = useProfessionOptions(activities.find((a) => a.activityId === activityId)?.seriesId);
  return (
    <SearchForm form={form} onSearch={onSearch} onReset={() => onSearch({})}>
      <Form.Item label={t('reviewDeclare.activity')} name="activityId">
        <Select
          allowClear
          options={activities.map((a) => ({ value: a.activityId, label: a.activityName }))}
          style={{ width: 220 }}
        />
      </Form.Item>
      {withStatus && (
        <Form.Item label={t('reviewDeclare.status')} name="approvalStatus">
          <Select
            allowClear
            options={statuses.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
            style={{ width: 120 }}
          />
        </Form.Item>
      )}
      <Form.Item label={t('reviewDeclare.unit')} name="unitName">
        <Input allowClear placeholder={hintOf('input', t('reviewDeclare.unit'))} style={{ width: 160 }} />
      </Form.Item>
      <Form.Item label={t('reviewDeclare.applicant')} name="applicantName">
        <Input
          allowClear
          placeholder={hintOf('input', t('reviewDeclare.applicant'))}
          style={{ width: 140 }}
        />
      </Form.Item>
      <Form.Item label={t('reviewDeclare.profession')} name="professionId">
        <Select allowClear options={professions} style={{ width: 150 }} />
      </Form.Item>
    </SearchForm>
  );
}

import { useEffect } from 'react';
import { Form, Select, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { EvaluatorRow } from '@zcps/contracts';
import { CrudTable, SearchForm, useCrudPage } from '../../../components/crud';
import { useActivityOptions } from '../reviewActivity/api';
import { EVALUATOR_BASE } from '../reviewTeam/api';

/** 评议专家: who evaluates which declaration, per activity, with the rating once given (set on 分配明细). */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ activityId?: number }>();
  const activities = useActivityOptions();
  const crud = useCrudPage<EvaluatorRow>({
    key: 'title/evaluation-reviewer',
    url: `${EVALUATOR_BASE}/list`,
    rowKey: 'evaluationId',
  });
  const { list } = crud;
  const first = activities[0]?.activityId;
  useEffect(() => {
    if (!first || form.getFieldValue('activityId')) return;
    form.setFieldsValue({ activityId: first });
    list.search({ activityId: first });
  }, [first, form, list]);

  const columns: TableColumnsType<EvaluatorRow> = [
    { title: t('reviewTeam.applicant'), dataIndex: 'applicantName', width: 140 },
    { title: t('reviewTeam.team'), dataIndex: 'teamName', width: 160 },
    { title: t('reviewTeam.reviewer'), dataIndex: 'reviewerName', width: 140 },
    { title: t('reviewTeam.rating'), dataIndex: 'rating', width: 100, align: 'center' },
    { title: t('reviewTeam.ratedTime'), dataIndex: 'ratedTime', width: 170 },
    { title: t('reviewTeam.time'), dataIndex: 'createTime', width: 170 },
  ];
  return (
    <div className="zcps-page-card">
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({ activityId: first })}>
        <Form.Item label={t('reviewTeam.activity')} name="activityId">
          <Select
            style={{ width: 300 }}
            options={activities.map((a) => ({ value: a.activityId, label: a.activityName }))}
          />
        </Form.Item>
      </SearchForm>
      <CrudTable crud={crud} columns={columns} selectable={false} scrollX={900} />
    </div>
  );
}

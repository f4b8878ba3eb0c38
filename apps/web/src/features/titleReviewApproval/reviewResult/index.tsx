import { Button, Card, Col, Form, Input, Row, Space, Statistic, Table, type TableColumnsType } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ReviewApprovalPermission as RA, type FinalDeclarationVo } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import { confirmAction, DictTag, SearchForm, TablePagination, useTableQuery } from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { download } from '../../../lib/download';
import { feedback } from '../../../lib/feedback';
import { finalApi } from '../finalApproval/api';

/**
 * 评审结果: each activity's figures (counts by outcome, pass rate of the decided) and every declaration's outcome,
 * within the caller's data scope — a company sees its unit's, an applicant their own.
 */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const status = useDict('title_review_approval_status');
  const stages = useDict('title_review_stage');
  const list = useTableQuery<FinalDeclarationVo>({ key: 'review/result', url: finalApi.resultListUrl });
  const summary = useQuery({ queryKey: ['review/result/summary'], queryFn: () => finalApi.summary() });
  const publish = async (activityId: number, name: string) => {
    if (!(await confirmAction(t('reviewFinal.publishAsk', { name })))) return;
    await finalApi.publish(activityId);
    feedback().message.success(t('reviewFinal.published'));
  };

  const columns: TableColumnsType<FinalDeclarationVo> = [
    { title: t('reviewVote.activity'), dataIndex: 'activityName', width: 200, ellipsis: true },
    { title: t('reviewVote.applicant'), dataIndex: 'applicantName', width: 110 },
    { title: t('reviewVote.unit'), dataIndex: 'unitName', width: 180, ellipsis: true },
    { title: t('reviewVote.title'), dataIndex: 'titleName', width: 120 },
    {
      title: t('reviewFinal.stage'),
      dataIndex: 'stage',
      width: 110,
      render: (v: string) => <DictTag options={stages} value={v} />,
    },
    {
      title: t('reviewFinal.approvalStatus'),
      dataIndex: 'approvalStatus',
      width: 100,
      render: (v: string) => <DictTag options={status} value={v} />,
    },
    { title: t('reviewFinal.certificateNo'), dataIndex: 'certificateNo', width: 170 },
    { title: t('reviewFinal.finalTime'), dataIndex: 'finalTime', width: 160 },
  ];

  return (
    <div className="zcps-page-card">
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }} data-testid="result-summary">
        {(summary.data?.data ?? []).map((s) => (
          <Col key={s.activityId} xs={24} lg={12}>
            <Card
              size="small"
              title={s.activityName}
              extra={
                <Auth perm={RA.PUBLISH}>
                  <Button size="small" type="link" onClick={() => void publish(s.activityId, s.activityName)}>
                    {t('reviewFinal.publish')}
                  </Button>
                </Auth>
              }
            >
              <Space size="large" wrap>
                <Statistic title={t('reviewFinal.total')} value={s.total} />
                <Statistic title={t('reviewFinal.inProgress')} value={s.inProgress} />
                <Statistic title={t('reviewFinal.returned')} value={s.returned} />
                <Statistic title={t('reviewVote.passed')} value={s.passed} />
                <Statistic title={t('reviewVote.failed')} value={s.failed} />
                <Statistic title={t('reviewFinal.revoked')} value={s.revoked} />
                <Statistic
                  title={t('reviewFinal.passRate')}
                  value={s.passRatePermille === null ? '—' : (s.passRatePermille / 10).toFixed(1)}
                  suffix={s.passRatePermille === null ? undefined : '%'}
                />
              </Space>
            </Card>
          </Col>
        ))}
      </Row>
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({})}>
        <Form.Item label={t('reviewVote.applicant')} name="applicantName">
          <Input allowClear style={{ width: 180 }} />
        </Form.Item>
      </SearchForm>
      <Space style={{ marginBottom: 12 }}>
        <Auth perm={[RA.RESULT, RA.EXPORT]} match="all">
          <Button
            onClick={() =>
              void download(finalApi.exportUrl('result'), list.filterParams, 'review_results.xlsx')
            }
          >
            {t('reviewVote.export')}
          </Button>
        </Auth>
      </Space>
      <Table
        rowKey="declarationId"
        size="middle"
        loading={list.loading}
        columns={columns}
        dataSource={list.rows}
        pagination={false}
        scroll={{ x: 1200 }}
      />
      <TablePagination
        total={list.total}
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        onChange={list.setPage}
      />
    </div>
  );
}

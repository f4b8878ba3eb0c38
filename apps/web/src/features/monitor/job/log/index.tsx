import { useNavigate, useParams } from 'react-router';
import { Button, DatePicker, Form, Input, Select, Table, Tag, Typography, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined, DeleteOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { JobPermission as P, type JobLogVo } from '@zcps/contracts';
import { Auth } from '../../../../components/Auth';
import {
  confirmAction,
  hintOf,
  SearchForm,
  sortOf,
  TablePagination,
  TableToolbar,
  useTableQuery,
} from '../../../../components/crud';
import { feedback } from '../../../../lib/feedback';
import { jobLogApi } from '../api';

/** 调度日志: every run of every job, or of one job when opened from its row (`/monitor/job-log/index/:jobId`). */
export function Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const jobId = Number(useParams().jobId) || 0;
  const [form] = Form.useForm();
  const list = useTableQuery<JobLogVo>({
    key: `monitor/jobLog/${jobId}`,
    url: jobId ? `/monitor/jobLog/list?jobId=${jobId}` : '/monitor/jobLog/list',
  });

  const remove = async () => {
    if (!list.selectedKeys.length) return feedback().message.warning(t('crud.selectToDelete'));
    if (!(await confirmAction(t('crud.confirmDelete')))) return;
    await jobLogApi.remove(list.selectedKeys.map(Number));
    feedback().message.success(t('crud.deleteOk'));
    await list.refresh();
  };
  const clean = async () => {
    if (!(await confirmAction(t('crud.confirmClean')))) return;
    await jobLogApi.clean();
    feedback().message.success(t('crud.cleanOk'));
    await list.refresh();
  };

  const columns: TableColumnsType<JobLogVo> = [
    { title: t('monitorJob.logId'), dataIndex: 'jobLogId', width: 100, align: 'center' },
    { title: t('monitorJob.jobName'), dataIndex: 'jobName', ellipsis: true },
    { title: t('monitorJob.invokeTarget'), dataIndex: 'invokeTarget', render: (v: string) => <Tag>{v}</Tag> },
    {
      title: t('monitorJob.status'),
      dataIndex: 'status',
      width: 90,
      align: 'center',
      render: (v: string) =>
        v === '0' ? (
          <Tag color="success">{t('monitorJob.success')}</Tag>
        ) : (
          <Tag color="error">{t('monitorJob.failure')}</Tag>
        ),
    },
    { title: t('monitorJob.message'), dataIndex: 'jobMessage', ellipsis: true },
    {
      title: t('monitorJob.exception'),
      dataIndex: 'exceptionInfo',
      ellipsis: true,
      render: (v: string | null) => (v ? <Typography.Text type="danger">{v}</Typography.Text> : '—'),
    },
    { title: t('monitorJob.startTime'), dataIndex: 'startTime', width: 170, sorter: true, align: 'center' },
    {
      title: t('monitorJob.duration'),
      dataIndex: 'durationMs',
      width: 110,
      sorter: true,
      align: 'right',
      render: (v: number | null) => (v === null ? '—' : `${v} ms`),
    },
    { title: t('monitorJob.instance'), dataIndex: 'instanceId', width: 160, ellipsis: true },
  ];

  return (
    <div className="zcps-page-card" data-testid="job-log-page">
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({})}>
        <Form.Item name="jobName" label={t('monitorJob.jobName')}>
          <Input allowClear placeholder={hintOf('input', t('monitorJob.jobName'))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="status" label={t('monitorJob.status')}>
          <Select
            allowClear
            placeholder={hintOf('select', t('monitorJob.status'))}
            style={{ width: 140 }}
            options={[
              { value: '0', label: t('monitorJob.success') },
              { value: '1', label: t('monitorJob.failure') },
            ]}
          />
        </Form.Item>
        <Form.Item name="dateRange" label={t('monitorJob.startTime')}>
          <DatePicker.RangePicker placeholder={[t('crud.beginDate'), t('crud.endDate')]} />
        </Form.Item>
      </SearchForm>
      <TableToolbar onRefresh={() => void list.refresh()}>
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/monitor/job')}>
          {t('monitorJob.back')}
        </Button>
        <Auth perm={P.REMOVE}>
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={!list.selectedKeys.length}
            onClick={() => void remove()}
          >
            {t('crud.delete')}
          </Button>
        </Auth>
        <Auth perm={P.REMOVE}>
          <Button danger icon={<DeleteOutlined />} onClick={() => void clean()}>
            {t('crud.clean')}
          </Button>
        </Auth>
      </TableToolbar>
      <Table<JobLogVo>
        rowKey="jobLogId"
        size="middle"
        loading={list.loading}
        columns={columns}
        dataSource={list.rows}
        pagination={false}
        onChange={(_p, _f, sorter) => list.setSort(sortOf(sorter))}
        rowSelection={{ selectedRowKeys: list.selectedKeys, onChange: list.setSelectedKeys }}
      />
      <TablePagination
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        total={list.total}
        onChange={list.setPage}
      />
    </div>
  );
}

import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Flex, Form, Input, Select, Switch, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  FileTextOutlined,
  PlayCircleOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { JobPermission as P, type JobHandlerVo, type JobVo } from '@zcps/contracts';
import { Auth, useAuth } from '../../../components/Auth';
import {
  confirmAction,
  DictTag,
  hintOf,
  SearchForm,
  TablePagination,
  TableToolbar,
  useTableQuery,
} from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { download } from '../../../lib/download';
import { feedback } from '../../../lib/feedback';
import { jobApi } from './api';
import { JobForm } from './JobForm';

/** 定时任务: list, edit, pause/resume, run once, delete and export of scheduled jobs. */
export function Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { hasPermi } = useAuth();
  const groups = useDict('sys_job_group');
  const statuses = useDict('sys_job_status');
  const [form] = Form.useForm();
  const list = useTableQuery<JobVo>({ key: 'monitor/job', url: '/monitor/job/list' });
  const [handlers, setHandlers] = useState<JobHandlerVo[]>([]);
  const [editing, setEditing] = useState<{ open: boolean; job: JobVo | null }>({ open: false, job: null });

  useEffect(() => {
    void jobApi.handlers().then((res) => setHandlers(res.data ?? []));
  }, []);

  const saved = async () => {
    feedback().message.success(t('monitorJob.saved'));
    await list.refresh();
  };
  const remove = async (ids: number[]) => {
    if (!ids.length) return feedback().message.warning(t('crud.selectToDelete'));
    if (!(await confirmAction(t('crud.confirmDelete')))) return;
    await jobApi.remove(ids);
    feedback().message.success(t('crud.deleteOk'));
    await list.refresh();
  };
  const toggle = async (job: JobVo, on: boolean) => {
    await jobApi.changeStatus(job.jobId, on ? '0' : '1');
    await saved();
  };
  const run = async (job: JobVo) => {
    if (!(await confirmAction(t('monitorJob.runConfirm', { name: job.jobName })))) return;
    await jobApi.run(job.jobId);
    feedback().message.success(t('monitorJob.runDone'));
  };
  const exportAll = async () => {
    if (!(await confirmAction(t('crud.confirmExport')))) return;
    await download(jobApi.exportUrl, list.filterParams, 'jobs.xlsx');
  };

  const columns: TableColumnsType<JobVo> = [
    { title: t('monitorJob.jobId'), dataIndex: 'jobId', width: 100, align: 'center' },
    { title: t('monitorJob.jobName'), dataIndex: 'jobName', ellipsis: true },
    {
      title: t('monitorJob.jobGroup'),
      dataIndex: 'jobGroup',
      width: 110,
      align: 'center',
      render: (v: string) => <DictTag options={groups} value={v} />,
    },
    { title: t('monitorJob.invokeTarget'), dataIndex: 'invokeTarget', render: (v: string) => <Tag>{v}</Tag> },
    {
      title: t('monitorJob.cronExpression'),
      dataIndex: 'cronExpression',
      render: (v: string) => <code>{v}</code>,
    },
    {
      title: t('monitorJob.nextValidTime'),
      dataIndex: 'nextValidTime',
      width: 170,
      render: (v: string | null) => v ?? '—',
    },
    {
      title: t('monitorJob.status'),
      dataIndex: 'status',
      width: 100,
      align: 'center',
      render: (_: string, job: JobVo) => (
        <Switch
          data-testid={`job-status-${job.jobId}`}
          checked={job.status === '0'}
          disabled={!hasPermi(P.CHANGE_STATUS)}
          checkedChildren={t('monitorJob.normal')}
          unCheckedChildren={t('monitorJob.paused')}
          onChange={(on) => void toggle(job, on)}
        />
      ),
    },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 170,
      align: 'center',
      render: (_: unknown, job: JobVo) => (
        <Flex gap={4} justify="center">
          <Auth perm={P.EDIT}>
            <Tooltip title={t('monitorJob.edit')}>
              <Button
                type="link"
                size="small"
                icon={<EditOutlined />}
                onClick={() => setEditing({ open: true, job })}
              />
            </Tooltip>
          </Auth>
          <Auth perm={P.RUN}>
            <Tooltip title={t('monitorJob.run')}>
              <Button
                type="link"
                size="small"
                icon={<PlayCircleOutlined />}
                data-testid={`job-run-${job.jobId}`}
                onClick={() => void run(job)}
              />
            </Tooltip>
          </Auth>
          <Auth perm={P.LIST}>
            <Tooltip title={t('monitorJob.log')}>
              <Button
                type="link"
                size="small"
                icon={<FileTextOutlined />}
                data-testid={`job-log-${job.jobId}`}
                onClick={() => void navigate(`/monitor/job-log/index/${job.jobId}`)}
              />
            </Tooltip>
          </Auth>
          <Auth perm={P.REMOVE}>
            <Tooltip title={t('crud.delete')}>
              <Button
                type="link"
                size="small"
                danger
                icon={<DeleteOutlined />}
                onClick={() => void remove([job.jobId])}
              />
            </Tooltip>
          </Auth>
        </Flex>
      ),
    },
  ];

  return (
    <div className="zcps-page-card" data-testid="job-page">
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({})}>
        <Form.Item name="jobName" label={t('monitorJob.jobName')}>
          <Input allowClear placeholder={hintOf('input', t('monitorJob.jobName'))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item name="jobGroup" label={t('monitorJob.jobGroup')}>
          <Select
            allowClear
            placeholder={hintOf('select', t('monitorJob.jobGroup'))}
            style={{ width: 160 }}
            options={groups.map((g) => ({ value: g.dictValue, label: g.dictLabel }))}
          />
        </Form.Item>
        <Form.Item name="status" label={t('monitorJob.status')}>
          <Select
            allowClear
            placeholder={hintOf('select', t('monitorJob.status'))}
            style={{ width: 160 }}
            options={statuses.map((s) => ({ value: s.dictValue, label: s.dictLabel }))}
          />
        </Form.Item>
      </SearchForm>
      <TableToolbar onRefresh={() => void list.refresh()}>
        <Auth perm={P.ADD}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            data-testid="job-add"
            onClick={() => setEditing({ open: true, job: null })}
          >
            {t('monitorJob.add')}
          </Button>
        </Auth>
        <Auth perm={P.REMOVE}>
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={!list.selectedKeys.length}
            onClick={() => void remove(list.selectedKeys.map(Number))}
          >
            {t('crud.delete')}
          </Button>
        </Auth>
        <Auth perm={P.EXPORT}>
          <Button icon={<DownloadOutlined />} onClick={() => void exportAll()}>
            {t('crud.export')}
          </Button>
        </Auth>
        <Auth perm={P.LIST}>
          <Button icon={<FileTextOutlined />} onClick={() => void navigate('/monitor/job-log/index/0')}>
            {t('monitorJob.log')}
          </Button>
        </Auth>
      </TableToolbar>
      <Table<JobVo>
        rowKey="jobId"
        size="middle"
        loading={list.loading}
        columns={columns}
        dataSource={list.rows}
        pagination={false}
        rowSelection={{ selectedRowKeys: list.selectedKeys, onChange: list.setSelectedKeys }}
      />
      <TablePagination
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        total={list.total}
        onChange={list.setPage}
      />
      <JobForm
        open={editing.open}
        job={editing.job}
        handlers={handlers}
        onClose={() => setEditing({ open: false, job: null })}
        onSaved={() => {
          setEditing({ open: false, job: null });
          void saved();
        }}
      />
    </div>
  );
}

import { useState } from 'react';
import { Button, DatePicker, Form, Input, Select, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined, DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MonitorPermission as P, type OperLogVo, type Result } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import {
  confirmAction,
  hintOf,
  DictTag,
  SearchForm,
  sortOf,
  TablePagination,
  TableToolbar,
  useTableQuery,
} from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { download } from '../../../lib/download';
import { feedback } from '../../../lib/feedback';
import { http } from '../../../lib/request';
import { OperLogDetail } from './OperLogDetail';

const BASE = '/monitor/operlog';

/** 操作日志: the audit of every write, with search, detail, delete, clear and export. */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const types = useDict('sys_oper_type');
  const statuses = useDict('sys_common_status');
  const list = useTableQuery<OperLogVo>({ key: BASE, url: `${BASE}/list` });
  const [detail, setDetail] = useState<OperLogVo | null>(null);

  const remove = async () => {
    if (!list.selectedKeys.length) return feedback().message.warning(t('crud.selectToDelete'));
    if (!(await confirmAction(t('crud.confirmDelete')))) return;
    await http.delete<Result<null>>(`${BASE}/${list.selectedKeys.join(',')}`);
    feedback().message.success(t('crud.deleteOk'));
    await list.refresh();
  };
  const clean = async () => {
    if (!(await confirmAction(t('crud.confirmClean')))) return;
    await http.delete<Result<null>>(`${BASE}/clean`);
    feedback().message.success(t('crud.cleanOk'));
    await list.refresh();
  };
  const exportAll = async () => {
    if (!(await confirmAction(t('crud.confirmExport')))) return;
    await download(`${BASE}/export`, list.filterParams, 'operlog.xlsx');
  };

  const columns: TableColumnsType<OperLogVo> = [
    { title: t('monitor.operId'), dataIndex: 'operId', width: 100, align: 'center' },
    { title: t('monitor.title'), dataIndex: 'title', ellipsis: true, sorter: true },
    {
      title: t('monitor.businessType'),
      dataIndex: 'businessType',
      width: 110,
      align: 'center',
      sorter: true,
      render: (value: number) => <DictTag options={types} value={value} />,
    },
    { title: t('monitor.operName'), dataIndex: 'operName', ellipsis: true, sorter: true },
    { title: t('monitor.deptName'), dataIndex: 'deptName', ellipsis: true },
    { title: t('monitor.operIp'), dataIndex: 'operIp', ellipsis: true },
    {
      title: t('monitor.operStatus'),
      dataIndex: 'status',
      width: 100,
      align: 'center',
      sorter: true,
      render: (value: number) => <DictTag options={statuses} value={value} />,
    },
    { title: t('monitor.operTime'), dataIndex: 'operTime', width: 170, align: 'center', sorter: true },
    {
      title: t('monitor.costTime'),
      dataIndex: 'costTime',
      width: 110,
      align: 'center',
      sorter: true,
      render: (ms: number) => t('monitor.costMs', { ms }),
    },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 100,
      align: 'center',
      fixed: 'right',
      render: (_: unknown, row) => (
        <Auth perm={[P.OPERLOG_QUERY, P.OPERLOG_LIST]}>
          <Button type="link" size="small" icon={<EyeOutlined />} onClick={() => setDetail(row)}>
            {t('crud.detail')}
          </Button>
        </Auth>
      ),
    },
  ];

  return (
    <div className="zcps-page-card">
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({})}>
        <Form.Item label={t('monitor.operIp')} name="operIp">
          <Input allowClear placeholder={hintOf('input', t('monitor.operIp'))} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item label={t('monitor.title')} name="title">
          <Input allowClear placeholder={hintOf('input', t('monitor.title'))} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item label={t('monitor.operName')} name="operName">
          <Input allowClear placeholder={hintOf('input', t('monitor.operName'))} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item label={t('monitor.businessType')} name="businessType">
          <Select
            allowClear
            placeholder={hintOf('select', t('monitor.businessType'))}
            style={{ width: 160 }}
            options={types.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
          />
        </Form.Item>
        <Form.Item label={t('monitor.operStatus')} name="status">
          <Select
            allowClear
            placeholder={hintOf('select', t('monitor.operStatus'))}
            style={{ width: 160 }}
            options={statuses.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
          />
        </Form.Item>
        <Form.Item label={t('monitor.operDate')} name="dateRange">
          <DatePicker.RangePicker placeholder={[t('crud.beginDate'), t('crud.endDate')]} />
        </Form.Item>
      </SearchForm>
      <TableToolbar onRefresh={() => void list.refresh()}>
        <Auth perm={P.OPERLOG_REMOVE}>
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={!list.selectedKeys.length}
            onClick={() => void remove()}
          >
            {t('crud.delete')}
          </Button>
        </Auth>
        <Auth perm={P.OPERLOG_REMOVE}>
          <Button danger icon={<DeleteOutlined />} onClick={() => void clean()}>
            {t('crud.clean')}
          </Button>
        </Auth>
        <Auth perm={P.OPERLOG_EXPORT}>
          <Button icon={<DownloadOutlined />} onClick={() => void exportAll()}>
            {t('crud.export')}
          </Button>
        </Auth>
      </TableToolbar>
      <Table<OperLogVo>
        rowKey="operId"
        size="middle"
        loading={list.loading}
        columns={columns}
        dataSource={list.rows}
        pagination={false}
        scroll={{ x: 1300 }}
        rowSelection={{ selectedRowKeys: list.selectedKeys, onChange: (keys) => list.setSelectedKeys(keys) }}
        onChange={(_p, _f, sorter) => list.setSort(sortOf(sorter))}
      />
      <TablePagination
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        total={list.total}
        onChange={list.setPage}
      />
      <OperLogDetail log={detail} types={types} statuses={statuses} onClose={() => setDetail(null)} />
    </div>
  );
}

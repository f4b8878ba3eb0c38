import { Button, Form, Input, Table, Tag, type TableColumnsType } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MonitorPermission as P, type OnlineUserVo, type Result } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import {
  confirmAction,
  hintOf,
  SearchForm,
  TablePagination,
  TableToolbar,
  useTableQuery,
} from '../../../components/crud';
import { feedback } from '../../../lib/feedback';
import { http } from '../../../lib/request';

const BASE = '/monitor/online';

const pad = (n: number) => String(n).padStart(2, '0');
export function formatEpoch(ms: number): string {
  const d = new Date(ms);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** 在线用户: live sessions of the tenant; force logout one or several (never the caller's own). */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const list = useTableQuery<OnlineUserVo>({ key: BASE, url: `${BASE}/list`, paged: false });
  // The server answers the whole list; it is paged here.
  const rows = list.rows.slice((list.pageNum - 1) * list.pageSize, list.pageNum * list.pageSize);

  const forceLogout = async (row: OnlineUserVo) => {
    if (!(await confirmAction(t('monitor.confirmForceLogout', { name: row.userName })))) return;
    await http.delete<Result<null>>(`${BASE}/${row.tokenId}`);
    feedback().message.success(t('monitor.forceLogoutOk'));
    await list.refresh();
  };
  const batchLogout = async () => {
    const ids = list.selectedKeys.map(String);
    if (!ids.length) return feedback().message.warning(t('monitor.selectToLogout'));
    if (!(await confirmAction(t('monitor.confirmBatchLogout', { count: ids.length })))) return;
    await http.delete<Result<null>>(`${BASE}/batch/${ids.join(',')}`);
    feedback().message.success(t('monitor.forceLogoutOk'));
    await list.refresh();
  };

  const columns: TableColumnsType<OnlineUserVo> = [
    {
      title: t('crud.index'),
      key: 'index',
      width: 70,
      align: 'center',
      render: (_: unknown, _row, i) => (list.pageNum - 1) * list.pageSize + i + 1,
    },
    {
      title: t('monitor.tokenId'),
      dataIndex: 'tokenId',
      width: 220,
      render: (id: string, row) => (
        <span title={id} style={{ whiteSpace: 'nowrap' }}>
          {id.slice(0, 12)}
          {row.current && (
            <Tag color="success" style={{ marginLeft: 6 }}>
              {t('monitor.currentSession')}
            </Tag>
          )}
        </span>
      ),
    },
    { title: t('monitor.userName'), dataIndex: 'userName', ellipsis: true },
    { title: t('monitor.deptName'), dataIndex: 'deptName', ellipsis: true },
    { title: t('monitor.clientKey'), dataIndex: 'clientKey', width: 90, align: 'center' },
    { title: t('monitor.deviceType'), dataIndex: 'deviceType', width: 100, align: 'center' },
    { title: t('monitor.ipaddr'), dataIndex: 'ipaddr', ellipsis: true },
    { title: t('monitor.loginLocation'), dataIndex: 'loginLocation', ellipsis: true },
    { title: t('monitor.os'), dataIndex: 'os', ellipsis: true },
    { title: t('monitor.browser'), dataIndex: 'browser', ellipsis: true },
    { title: t('monitor.loginTime'), dataIndex: 'loginTime', width: 170, render: formatEpoch },
    { title: t('monitor.lastActive'), dataIndex: 'lastActive', width: 170, render: formatEpoch },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 140,
      align: 'center',
      fixed: 'right',
      render: (_: unknown, row) =>
        row.current ? null : (
          <Auth perm={P.ONLINE_FORCE_LOGOUT}>
            <Button
              type="link"
              size="small"
              danger
              icon={<LogoutOutlined />}
              onClick={() => void forceLogout(row)}
            >
              {t('monitor.forceLogout')}
            </Button>
          </Auth>
        ),
    },
  ];

  return (
    <div className="zcps-page-card">
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({})}>
        <Form.Item label={t('monitor.ipaddr')} name="ipaddr">
          <Input allowClear placeholder={hintOf('input', t('monitor.ipaddr'))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('monitor.userName')} name="userName">
          <Input allowClear placeholder={hintOf('input', t('monitor.userName'))} style={{ width: 200 }} />
        </Form.Item>
      </SearchForm>
      <TableToolbar onRefresh={() => void list.refresh()}>
        <Auth perm={P.ONLINE_BATCH_LOGOUT}>
          <Button
            danger
            icon={<LogoutOutlined />}
            disabled={!list.selectedKeys.length}
            onClick={() => void batchLogout()}
          >
            {t('monitor.batchLogout')}
          </Button>
        </Auth>
      </TableToolbar>
      <Table<OnlineUserVo>
        rowKey="tokenId"
        size="middle"
        loading={list.loading}
        columns={columns}
        dataSource={rows}
        pagination={false}
        scroll={{ x: 1700 }}
        rowSelection={{
          selectedRowKeys: list.selectedKeys,
          onChange: (keys) => list.setSelectedKeys(keys),
          getCheckboxProps: (row) => ({ disabled: row.current }),
        }}
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

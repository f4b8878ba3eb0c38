import { Button, DatePicker, Form, Input, Select, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined, DownloadOutlined, UnlockOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MonitorPermission as P, type LoginLogVo, type Result } from '@zcps/contracts';
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

const BASE = '/monitor/logininfor';

/** 登录日志: search, delete, clear, export and unlock of login attempts. */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const status = useDict('sys_common_status');
  const list = useTableQuery<LoginLogVo>({ key: BASE, url: `${BASE}/list` });
  const selectedRows = list.rows.filter((r) => list.selectedKeys.includes(r.infoId));

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
  const unlock = async () => {
    const name = selectedRows[0]?.userName;
    if (selectedRows.length !== 1 || !name) return feedback().message.warning(t('monitor.selectOneToUnlock'));
    if (!(await confirmAction(t('monitor.confirmUnlock', { name })))) return;
    await http.get<Result<null>>(`${BASE}/unlock/${encodeURIComponent(name)}`);
    feedback().message.success(t('monitor.unlockOk', { name }));
  };
  const exportAll = async () => {
    if (!(await confirmAction(t('crud.confirmExport')))) return;
    await download(`${BASE}/export`, list.filterParams, 'logininfor.xlsx');
  };

  const columns: TableColumnsType<LoginLogVo> = [
    { title: t('monitor.infoId'), dataIndex: 'infoId', width: 100, align: 'center' },
    { title: t('monitor.userName'), dataIndex: 'userName', width: 130, sorter: true, ellipsis: true },
    { title: t('monitor.clientKey'), dataIndex: 'clientKey', width: 80, align: 'center' },
    { title: t('monitor.deviceType'), dataIndex: 'deviceType', width: 100, align: 'center' },
    { title: t('monitor.ipaddr'), dataIndex: 'ipaddr', width: 140, sorter: true, ellipsis: true },
    { title: t('monitor.loginLocation'), dataIndex: 'loginLocation', width: 110, ellipsis: true },
    { title: t('monitor.os'), dataIndex: 'os', width: 110, ellipsis: true },
    { title: t('monitor.browser'), dataIndex: 'browser', width: 150, ellipsis: true },
    {
      title: t('monitor.loginStatus'),
      dataIndex: 'status',
      width: 100,
      align: 'center',
      sorter: true,
      render: (value: string) => <DictTag options={status} value={value} />,
    },
    { title: t('monitor.msg'), dataIndex: 'msg', ellipsis: true },
    { title: t('monitor.loginTime'), dataIndex: 'loginTime', width: 170, sorter: true, align: 'center' },
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
        <Form.Item label={t('monitor.loginStatus')} name="status">
          <Select
            allowClear
            placeholder={hintOf('select', t('monitor.loginStatus'))}
            style={{ width: 160 }}
            options={status.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
          />
        </Form.Item>
        <Form.Item label={t('monitor.loginDate')} name="dateRange">
          <DatePicker.RangePicker placeholder={[t('crud.beginDate'), t('crud.endDate')]} />
        </Form.Item>
      </SearchForm>
      <TableToolbar onRefresh={() => void list.refresh()}>
        <Auth perm={P.LOGININFOR_REMOVE}>
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={!list.selectedKeys.length}
            onClick={() => void remove()}
          >
            {t('crud.delete')}
          </Button>
        </Auth>
        <Auth perm={P.LOGININFOR_REMOVE}>
          <Button danger icon={<DeleteOutlined />} onClick={() => void clean()}>
            {t('crud.clean')}
          </Button>
        </Auth>
        <Auth perm={P.LOGININFOR_UNLOCK}>
          <Button
            icon={<UnlockOutlined />}
            disabled={selectedRows.length !== 1}
            onClick={() => void unlock()}
          >
            {t('monitor.unlock')}
          </Button>
        </Auth>
        <Auth perm={P.LOGININFOR_EXPORT}>
          <Button icon={<DownloadOutlined />} onClick={() => void exportAll()}>
            {t('crud.export')}
          </Button>
        </Auth>
      </TableToolbar>
      <Table<LoginLogVo>
        rowKey="infoId"
        size="middle"
        loading={list.loading}
        columns={columns}
        dataSource={list.rows}
        pagination={false}
        scroll={{ x: 1350 }}
        rowSelection={{
          selectedRowKeys: list.selectedKeys,
          onChange: (keys) => list.setSelectedKeys(keys),
        }}
        onChange={(_p, _f, sorter) => list.setSort(sortOf(sorter))}
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

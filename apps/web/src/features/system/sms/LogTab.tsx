import { Button, DatePicker, Form, Select, Table, Tag, type TableColumnsType } from 'antd';
import { DeleteOutlined, DownloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  isCodePurpose,
  NOTIFY_CHANNELS,
  NOTIFY_LOG_PURPOSES,
  SMS_STATUSES,
  SmsPermission as P,
  SmsStatus,
  type SmsLogVo,
} from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import {
  confirmAction,
  hintOf,
  SearchForm,
  TablePagination,
  TableToolbar,
  useTableQuery,
} from '../../../components/crud';
import { download } from '../../../lib/download';
import { feedback } from '../../../lib/feedback';
import { smsApi, SMS_BASE } from './api';
import { channelLabel, purposeLabel, statusLabel } from './labels';

const STATUS_COLOR: Record<string, string> = { '0': 'processing', '1': 'success', '2': 'error' };

/** 发送记录: every message sent, codes masked; 重发 of a failed one (never of a code), export and delete. */
export function LogTab() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const list = useTableQuery<SmsLogVo>({ key: `${SMS_BASE}/log`, url: `${SMS_BASE}/log/list` });

  const remove = async () => {
    if (!list.selectedKeys.length) return feedback().message.warning(t('crud.selectToDelete'));
    if (!(await confirmAction(t('crud.confirmDelete')))) return;
    await smsApi.remove(list.selectedKeys as number[]);
    feedback().message.success(t('crud.deleteOk'));
    await list.refresh();
  };
  const resend = async (row: SmsLogVo) => {
    if (!(await confirmAction(t('sms.confirmResend')))) return;
    await smsApi.resend(row.logId);
    feedback().message.success(t('sms.resendOk'));
    await list.refresh();
  };
  const exportAll = async () => {
    if (!(await confirmAction(t('crud.confirmExport')))) return;
    await download(`${SMS_BASE}/log/export`, list.filterParams, 'sms-log.xlsx');
  };

  const columns: TableColumnsType<SmsLogVo> = [
    {
      title: t('sms.channel'),
      dataIndex: 'channel',
      width: 70,
      align: 'center',
      render: (v: string) => channelLabel(t, v),
    },
    {
      title: t('sms.purpose'),
      dataIndex: 'purpose',
      width: 130,
      render: (v: string) => purposeLabel(t, v),
    },
    { title: t('sms.recipient'), dataIndex: 'recipient', width: 150 },
    { title: t('sms.content'), dataIndex: 'content', ellipsis: true },
    {
      title: t('sms.status'),
      dataIndex: 'status',
      width: 90,
      align: 'center',
      render: (v: string) => <Tag color={STATUS_COLOR[v]}>{statusLabel(t, v)}</Tag>,
    },
    { title: t('sms.error'), dataIndex: 'error', width: 150, ellipsis: true },
    { title: t('sms.attempts'), dataIndex: 'attempts', width: 90, align: 'center' },
    { title: t('sms.createTime'), dataIndex: 'createTime', width: 170, align: 'center' },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 110,
      align: 'center',
      fixed: 'right',
      render: (_v, row) =>
        row.status !== SmsStatus.FAILED ? null : isCodePurpose(row.purpose) ? (
          <span title={t('sms.codeNoResend')}>—</span>
        ) : (
          <Auth perm={P.SEND}>
            <Button type="link" size="small" onClick={() => void resend(row)}>
              {t('sms.resend')}
            </Button>
          </Auth>
        ),
    },
  ];

  const select = (
    name: 'channel' | 'purpose' | 'status',
    values: readonly string[],
    label: (v: string) => string,
  ) => (
    <Form.Item label={t(`sms.${name}`)} name={name}>
      <Select
        allowClear
        placeholder={hintOf('select', t(`sms.${name}`))}
        style={{ width: 160 }}
        options={values.map((v) => ({ value: v, label: label(v) }))}
      />
    </Form.Item>
  );

  return (
    <>
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({})}>
        {select('channel', NOTIFY_CHANNELS, (v) => channelLabel(t, v))}
        {select('purpose', NOTIFY_LOG_PURPOSES, (v) => purposeLabel(t, v))}
        {select('status', SMS_STATUSES, (v) => statusLabel(t, v))}
        <Form.Item label={t('sms.createTime')} name="dateRange">
          <DatePicker.RangePicker placeholder={[t('crud.beginDate'), t('crud.endDate')]} />
        </Form.Item>
      </SearchForm>
      <TableToolbar onRefresh={() => void list.refresh()}>
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
        <Auth perm={P.EXPORT}>
          <Button icon={<DownloadOutlined />} onClick={() => void exportAll()}>
            {t('crud.export')}
          </Button>
        </Auth>
      </TableToolbar>
      <Table<SmsLogVo>
        rowKey="logId"
        size="middle"
        loading={list.loading}
        columns={columns}
        dataSource={list.rows}
        pagination={false}
        scroll={{ x: 1150 }}
        rowSelection={{ selectedRowKeys: list.selectedKeys, onChange: (keys) => list.setSelectedKeys(keys) }}
        data-testid="sms-logs"
      />
      <TablePagination
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        total={list.total}
        onChange={list.setPage}
      />
    </>
  );
}

import { useState } from 'react';
import { Button, Form, Input, Select, Switch, Table, Tag, type TableColumnsType } from 'antd';
import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ClientPermission as P, DEFAULT_CLIENT_ID, type ClientVo } from '@zcps/contracts';
import { Auth, useAuth } from '../../../components/Auth';
import {
  confirmAction,
  DictTag,
  hintOf,
  SearchForm,
  sortOf,
  TablePagination,
  TableToolbar,
  useTableQuery,
} from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { download } from '../../../lib/download';
import { feedback } from '../../../lib/feedback';
import { ClientForm, type ClientTarget } from './ClientForm';
import { CLIENT_BASE, clientApi } from './api';

const isBuiltin = (row: ClientVo) => row.clientId === DEFAULT_CLIENT_ID;

/** 客户端管理: the login clients (grant types, device type, token timeouts) every tenant signs in through. */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { hasPermi } = useAuth();
  const grantTypes = useDict('sys_grant_type');
  const deviceTypes = useDict('sys_device_type');
  const statuses = useDict('sys_normal_disable');
  const list = useTableQuery<ClientVo>({ key: CLIENT_BASE, url: `${CLIENT_BASE}/list` });
  const [target, setTarget] = useState<ClientTarget | null>(null);
  const selected = list.rows.filter((r) => list.selectedKeys.includes(r.id));

  const remove = async (rows: ClientVo[]) => {
    if (!rows.length) return feedback().message.warning(t('crud.selectToDelete'));
    if (rows.some(isBuiltin)) return feedback().message.warning(t('clientAdmin.builtin'));
    if (!(await confirmAction(t('crud.confirmDelete')))) return;
    await clientApi.remove(rows.map((r) => r.id));
    feedback().message.success(t('crud.deleteOk'));
    await list.refresh();
  };
  const toggle = async (row: ClientVo, enabled: boolean) => {
    const action = t(enabled ? 'clientAdmin.enable' : 'clientAdmin.disable');
    if (!(await confirmAction(t('clientAdmin.confirmStatus', { action, name: row.clientKey })))) return;
    await clientApi.changeStatus({ id: row.id, clientId: row.clientId, status: enabled ? '0' : '1' });
    feedback().message.success(t('clientAdmin.statusOk', { action }));
    await list.refresh();
  };
  const exportAll = async () => {
    if (!(await confirmAction(t('crud.confirmExport')))) return;
    await download(`${CLIENT_BASE}/export`, list.filterParams, 'client.xlsx');
  };
  const labelOf = (options: typeof grantTypes, value: string) =>
    options.find((d) => d.dictValue === value)?.dictLabel ?? value;

  const columns: TableColumnsType<ClientVo> = [
    { title: t('clientAdmin.id'), dataIndex: 'id', width: 70, align: 'center', sorter: true },
    { title: t('clientAdmin.clientId'), dataIndex: 'clientId', width: 290, ellipsis: true, sorter: true },
    { title: t('clientAdmin.clientKey'), dataIndex: 'clientKey', width: 110, sorter: true },
    { title: t('clientAdmin.clientSecret'), dataIndex: 'clientSecret', width: 100, align: 'center' },
    {
      title: t('clientAdmin.grantTypeList'),
      dataIndex: 'grantTypeList',
      render: (values: string[]) => values.map((v) => <Tag key={v}>{labelOf(grantTypes, v)}</Tag>),
    },
    {
      title: t('clientAdmin.deviceType'),
      dataIndex: 'deviceType',
      width: 100,
      align: 'center',
      render: (value: string) => <DictTag options={deviceTypes} value={value} />,
    },
    { title: t('clientAdmin.activeTimeout'), dataIndex: 'activeTimeout', width: 150, align: 'center' },
    { title: t('clientAdmin.timeout'), dataIndex: 'timeout', width: 150, align: 'center' },
    {
      title: t('clientAdmin.status'),
      dataIndex: 'status',
      width: 90,
      align: 'center',
      render: (value: string, row) => (
        <Switch
          checked={value === '0'}
          disabled={isBuiltin(row) || !hasPermi(P.EDIT)}
          aria-label={`${t('clientAdmin.status')} ${row.clientKey}`}
          onChange={(checked) => void toggle(row, checked)}
        />
      ),
    },
    {
      title: t('crud.operation'),
      key: 'operation',
      width: 160,
      align: 'center',
      fixed: 'right',
      render: (_value, row) => (
        <>
          <Auth perm={P.EDIT}>
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setTarget(row)}>
              {t('clientAdmin.edit')}
            </Button>
          </Auth>
          <Auth perm={P.REMOVE}>
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              disabled={isBuiltin(row)}
              onClick={() => void remove([row])}
            >
              {t('crud.delete')}
            </Button>
          </Auth>
        </>
      ),
    },
  ];

  return (
    <div className="zcps-page-card">
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({})}>
        <Form.Item label={t('clientAdmin.clientId')} name="clientId">
          <Input allowClear placeholder={hintOf('input', t('clientAdmin.clientId'))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('clientAdmin.clientKey')} name="clientKey">
          <Input
            allowClear
            placeholder={hintOf('input', t('clientAdmin.clientKey'))}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item label={t('clientAdmin.status')} name="status">
          <Select
            allowClear
            placeholder={hintOf('select', t('clientAdmin.status'))}
            style={{ width: 140 }}
            options={statuses.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
          />
        </Form.Item>
      </SearchForm>
      <TableToolbar onRefresh={() => void list.refresh()}>
        <Auth perm={P.ADD}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget('new')}>
            {t('clientAdmin.add')}
          </Button>
        </Auth>
        <Auth perm={P.EDIT}>
          <Button
            icon={<EditOutlined />}
            disabled={selected.length !== 1}
            onClick={() => setTarget(selected[0]!)}
          >
            {t('clientAdmin.edit')}
          </Button>
        </Auth>
        <Auth perm={P.REMOVE}>
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={!list.selectedKeys.length}
            onClick={() => void remove(selected)}
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
      <Table<ClientVo>
        rowKey="id"
        size="middle"
        loading={list.loading}
        columns={columns}
        dataSource={list.rows}
        pagination={false}
        scroll={{ x: 1400 }}
        rowSelection={{
          selectedRowKeys: list.selectedKeys,
          onChange: (keys) => list.setSelectedKeys(keys),
          getCheckboxProps: (row) => ({ disabled: isBuiltin(row) }),
        }}
        onChange={(_p, _f, sorter) => list.setSort(sortOf(sorter))}
      />
      <TablePagination
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        total={list.total}
        onChange={list.setPage}
      />
      <ClientForm
        target={target}
        onClose={() => setTarget(null)}
        onSaved={() => {
          setTarget(null);
          void list.refresh();
        }}
      />
    </div>
  );
}

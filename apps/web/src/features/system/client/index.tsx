import { Form, Input, Select, Switch, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { ClientPermission as P, DEFAULT_CLIENT_ID, type ClientVo } from '@zcps/contracts';
import { useAuth } from '../../../components/Auth';
import {
  confirmAction,
  DictTag,
  dictLabel,
  hintOf,
  SearchForm,
  CrudTable,
  CrudToolbar,
  RowActions,
  useCrudPage,
  type CrudPerms,
} from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { feedback } from '../../../lib/feedback';
import { ClientForm } from './ClientForm';
import { CLIENT_BASE, clientApi } from './api';

const isBuiltin = (row: ClientVo) => row.clientId === DEFAULT_CLIENT_ID;
const perms: CrudPerms = { add: P.ADD, edit: P.EDIT, remove: P.REMOVE, export: P.EXPORT };

/** 客户端管理: the login clients (grant types, device type, token timeouts) every tenant signs in through. */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { hasPermi } = useAuth();
  const grantTypes = useDict('sys_grant_type');
  const deviceTypes = useDict('sys_device_type');
  const statuses = useDict('sys_normal_disable');
  const crud = useCrudPage<ClientVo>({
    key: CLIENT_BASE,
    url: `${CLIENT_BASE}/list`,
    rowKey: 'id',
    remove: clientApi.remove,
    exportUrl: `${CLIENT_BASE}/export`,
    exportFile: 'client.xlsx',
  });
  const { list } = crud;

  const toggle = async (row: ClientVo, enabled: boolean) => {
    const action = t(enabled ? 'clientAdmin.enable' : 'clientAdmin.disable');
    if (!(await confirmAction(t('clientAdmin.confirmStatus', { action, name: row.clientKey })))) return;
    await clientApi.changeStatus({ id: row.id, clientId: row.clientId, status: enabled ? '0' : '1' });
    feedback().message.success(t('clientAdmin.statusOk', { action }));
    await list.refresh();
  };

  const columns: TableColumnsType<ClientVo> = [
    { title: t('clientAdmin.id'), dataIndex: 'id', width: 70, align: 'center', sorter: true },
    { title: t('clientAdmin.clientId'), dataIndex: 'clientId', width: 290, ellipsis: true, sorter: true },
    { title: t('clientAdmin.clientKey'), dataIndex: 'clientKey', width: 110, sorter: true },
    { title: t('clientAdmin.clientSecret'), dataIndex: 'clientSecret', width: 100, align: 'center' },
    {
      title: t('clientAdmin.grantTypeList'),
      dataIndex: 'grantTypeList',
      // Like DictTag: nothing until the dictionary is in, so no raw grant type flashes before its label.
      render: (values: string[]) =>
        grantTypes.length ? values.map((v) => <Tag key={v}>{dictLabel(grantTypes, v)}</Tag>) : null,
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
        <RowActions
          crud={crud}
          row={row}
          perms={perms}
          editLabel={t('clientAdmin.edit')}
          removeDisabled={isBuiltin(row)}
        />
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
      <CrudToolbar
        crud={crud}
        perms={perms}
        addLabel={t('clientAdmin.add')}
        editLabel={t('clientAdmin.edit')}
      />
      <CrudTable crud={crud} columns={columns} scrollX={1400} lockedRow={isBuiltin} />
      <ClientForm
        target={crud.editing.open ? (crud.editing.row ?? 'new') : null}
        onClose={crud.closeForm}
        onSaved={() => void crud.saved(false)}
      />
    </div>
  );
}

import { Form, Input, Select, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { SocialProviderPermission as P, type SocialProviderVo } from '@zcps/contracts';
import {
  CrudTable,
  CrudToolbar,
  DictTag,
  hintOf,
  RowActions,
  SearchForm,
  useCrudPage,
  type CrudPerms,
} from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { PROVIDER_BASE, providerApi } from './api';
import { ProviderForm } from './ProviderForm';

const perms: CrudPerms = { add: P.ADD, edit: P.EDIT, remove: P.REMOVE };

/** 第三方登录: the OAuth 2.0 / OpenID Connect providers the login page offers. */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const statuses = useDict('sys_normal_disable');
  const crud = useCrudPage<SocialProviderVo>({
    key: PROVIDER_BASE,
    url: `${PROVIDER_BASE}/list`,
    rowKey: 'id',
    remove: providerApi.remove,
  });
  const { list } = crud;

  const columns: TableColumnsType<SocialProviderVo> = [
    { title: t('socialProvider.source'), dataIndex: 'source', width: 120, sorter: true },
    { title: t('socialProvider.name'), dataIndex: 'name', width: 160, sorter: true },
    { title: t('socialProvider.clientId'), dataIndex: 'clientId', width: 180, ellipsis: true },
    { title: t('socialProvider.clientSecret'), dataIndex: 'clientSecret', width: 100, align: 'center' },
    {
      title: t('socialProvider.issuerUrl'),
      key: 'endpoint',
      ellipsis: true,
      render: (_value, row) => row.issuerUrl ?? row.authorizationEndpoint,
    },
    { title: t('socialProvider.scopes'), dataIndex: 'scopes', width: 170, ellipsis: true },
    { title: t('socialProvider.sort'), dataIndex: 'sort', width: 90, align: 'center', sorter: true },
    {
      title: t('socialProvider.status'),
      dataIndex: 'status',
      width: 90,
      align: 'center',
      render: (value: string) => <DictTag options={statuses} value={value} />,
    },
    { title: t('socialProvider.createTime'), dataIndex: 'createTime', width: 170, align: 'center' },
    {
      title: t('crud.operation'),
      key: 'operation',
      width: 150,
      align: 'center',
      fixed: 'right',
      render: (_value, row) => (
        <RowActions crud={crud} row={row} perms={perms} editLabel={t('socialProvider.edit')} />
      ),
    },
  ];

  return (
    <div className="zcps-page-card">
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({})}>
        <Form.Item label={t('socialProvider.source')} name="source">
          <Input
            allowClear
            placeholder={hintOf('input', t('socialProvider.source'))}
            style={{ width: 180 }}
          />
        </Form.Item>
        <Form.Item label={t('socialProvider.name')} name="name">
          <Input allowClear placeholder={hintOf('input', t('socialProvider.name'))} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item label={t('socialProvider.status')} name="status">
          <Select
            allowClear
            placeholder={hintOf('select', t('socialProvider.status'))}
            style={{ width: 140 }}
            options={statuses.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
          />
        </Form.Item>
      </SearchForm>
      <CrudToolbar
        crud={crud}
        perms={perms}
        addLabel={t('socialProvider.add')}
        editLabel={t('socialProvider.edit')}
      />
      <CrudTable crud={crud} columns={columns} scrollX={1300} />
      <ProviderForm
        target={crud.editing.open ? (crud.editing.row ?? 'new') : null}
        onClose={crud.closeForm}
        onSaved={() => void crud.saved(false)}
      />
    </div>
  );
}

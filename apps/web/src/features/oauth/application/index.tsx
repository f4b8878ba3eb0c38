import { useState } from 'react';
import { Button, Form, Input, Select, Tag, type TableColumnsType } from 'antd';
import { KeyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { OAuthPermission as P, type OAuthApplicationVo, type OAuthSecretVo } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import {
  confirmAction,
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
import { feedback } from '../../../lib/feedback';
import { grantLabel } from '../labels';
import { ApplicationForm } from './ApplicationForm';
import { APPLICATION_BASE, applicationApi } from './api';
import { SecretDialog } from './SecretDialog';

const perms: CrudPerms = { add: P.APP_ADD, edit: P.APP_EDIT, remove: P.APP_REMOVE };

/** 应用管理: the tenant's OAuth 2.0 client applications; a secret is shown once, on creation or reset. */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const statuses = useDict('sys_normal_disable');
  const [secret, setSecret] = useState<OAuthSecretVo | null>(null);
  const crud = useCrudPage<OAuthApplicationVo>({
    key: APPLICATION_BASE,
    url: `${APPLICATION_BASE}/list`,
    rowKey: 'id',
    remove: applicationApi.remove,
  });
  const { list } = crud;

  const resetSecret = async (row: OAuthApplicationVo) => {
    if (!(await confirmAction(t('oauthAdmin.confirmReset', { name: row.appName })))) return;
    const { data } = await applicationApi.resetSecret(row.id);
    setSecret(data);
  };

  const columns: TableColumnsType<OAuthApplicationVo> = [
    { title: t('oauthAdmin.appName'), dataIndex: 'appName', width: 160, ellipsis: true, sorter: true },
    { title: t('oauthAdmin.clientId'), dataIndex: 'clientId', width: 290, sorter: true },
    {
      title: t('oauthAdmin.clientType'),
      dataIndex: 'clientType',
      width: 120,
      align: 'center',
      render: (value: string) => (
        <Tag color={value === 'public' ? 'blue' : 'gold'}>
          {t(value === 'public' ? 'oauthAdmin.public' : 'oauthAdmin.confidential')}
        </Tag>
      ),
    },
    {
      title: t('oauthAdmin.grantTypes'),
      dataIndex: 'grantTypes',
      width: 220,
      render: (values: string[]) => values.map((v) => <Tag key={v}>{grantLabel(t, v)}</Tag>),
    },
    {
      title: t('oauthAdmin.scopes'),
      dataIndex: 'scopes',
      width: 200,
      render: (values: string[]) => values.map((v) => <Tag key={v}>{v}</Tag>),
    },
    {
      title: t('oauthAdmin.redirectUris'),
      dataIndex: 'redirectUris',
      width: 260,
      ellipsis: true,
      render: (values: string[]) => values.join(' '),
    },
    {
      title: t('oauthAdmin.status'),
      dataIndex: 'status',
      width: 90,
      align: 'center',
      sorter: true,
      render: (value: string) => <DictTag options={statuses} value={value} />,
    },
    { title: t('oauthAdmin.createTime'), dataIndex: 'createTime', width: 170, align: 'center', sorter: true },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 260,
      align: 'center',
      fixed: 'right',
      render: (_v, row) => (
        <RowActions crud={crud} row={row} perms={perms} editLabel={t('oauthAdmin.edit')}>
          {row.clientType === 'confidential' && (
            <Auth perm={P.APP_RESET_SECRET}>
              <Button type="link" size="small" icon={<KeyOutlined />} onClick={() => void resetSecret(row)}>
                {t('oauthAdmin.resetSecret')}
              </Button>
            </Auth>
          )}
        </RowActions>
      ),
    },
  ];

  return (
    <div className="zcps-page-card">
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({})}>
        <Form.Item label={t('oauthAdmin.appName')} name="appName">
          <Input allowClear placeholder={hintOf('input', t('oauthAdmin.appName'))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('oauthAdmin.clientId')} name="clientId">
          <Input allowClear placeholder={hintOf('input', t('oauthAdmin.clientId'))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('oauthAdmin.status')} name="status">
          <Select
            allowClear
            placeholder={hintOf('select', t('oauthAdmin.status'))}
            style={{ width: 140 }}
            options={statuses.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
          />
        </Form.Item>
      </SearchForm>
      <CrudToolbar
        crud={crud}
        perms={perms}
        addLabel={t('oauthAdmin.add')}
        editLabel={t('oauthAdmin.edit')}
      />
      <CrudTable crud={crud} columns={columns} scrollX={1700} />
      <ApplicationForm
        open={crud.editing.open}
        row={crud.editing.row}
        onClose={crud.closeForm}
        onSaved={(added, created) => {
          feedback().message.success(t('oauthAdmin.saved'));
          void crud.saved(added);
          if (created) setSecret(created);
        }}
      />
      <SecretDialog secret={secret} onClose={() => setSecret(null)} />
    </div>
  );
}

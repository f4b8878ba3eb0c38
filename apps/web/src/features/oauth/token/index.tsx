import { Button, Form, Input, Select, Tag, type TableColumnsType } from 'antd';
import { StopOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { OAuthPermission as P, type OAuthTokenVo } from '@zcps/contracts';
import { Auth, useAuth } from '../../../components/Auth';
import {
  confirmAction,
  CrudTable,
  hintOf,
  SearchForm,
  TableToolbar,
  useCrudPage,
} from '../../../components/crud';
import { feedback } from '../../../lib/feedback';
import { grantLabel } from '../labels';
import { TOKEN_BASE, tokenApi } from './api';

function StatusTag({ row }: { row: OAuthTokenVo }) {
  const { t } = useTranslation();
  if (row.revoked) return <Tag color="red">{t('oauthAdmin.revoked')}</Tag>;
  if (!row.active) return <Tag>{t('oauthAdmin.expired')}</Tag>;
  return <Tag color="green">{t('oauthAdmin.active')}</Tag>;
}

/** 令牌管理: tokens issued to the tenant's applications; never the tokens themselves, only whom they serve. */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { hasPermi } = useAuth();
  const crud = useCrudPage<OAuthTokenVo>({ key: TOKEN_BASE, url: `${TOKEN_BASE}/list`, rowKey: 'id' });
  const { list } = crud;

  const revoke = async (rows: OAuthTokenVo[]) => {
    const live = rows.filter((r) => !r.revoked);
    if (!live.length) return feedback().message.warning(t('oauthAdmin.selectToRevoke'));
    if (!(await confirmAction(t('oauthAdmin.confirmRevoke', { count: live.length })))) return;
    await tokenApi.revoke(live.map((r) => r.id));
    feedback().message.success(t('oauthAdmin.revokeOk'));
    await list.refresh();
  };

  const columns: TableColumnsType<OAuthTokenVo> = [
    { title: t('oauthAdmin.id'), dataIndex: 'id', width: 90, align: 'center', sorter: true },
    { title: t('oauthAdmin.appName'), dataIndex: 'appName', width: 150, ellipsis: true },
    { title: t('oauthAdmin.clientId'), dataIndex: 'clientId', width: 290 },
    {
      title: t('oauthAdmin.userName'),
      dataIndex: 'userName',
      width: 130,
      render: (value: string | null) => value ?? <Tag>{t('oauthAdmin.clientOnly')}</Tag>,
    },
    {
      title: t('oauthAdmin.grantType'),
      dataIndex: 'grantType',
      width: 120,
      render: (value: string) => grantLabel(t, value),
    },
    {
      title: t('oauthAdmin.scopes'),
      dataIndex: 'scopes',
      width: 200,
      render: (values: string[]) => values.map((v) => <Tag key={v}>{v}</Tag>),
    },
    {
      title: t('oauthAdmin.accessTokenExpiresAt'),
      dataIndex: 'accessTokenExpiresAt',
      width: 170,
      align: 'center',
      sorter: true,
    },
    {
      title: t('oauthAdmin.refreshTokenExpiresAt'),
      dataIndex: 'refreshTokenExpiresAt',
      width: 170,
      align: 'center',
      sorter: true,
    },
    {
      title: t('oauthAdmin.tokenStatus'),
      key: 'status',
      width: 100,
      align: 'center',
      render: (_v, row) => <StatusTag row={row} />,
    },
    { title: t('oauthAdmin.createTime'), dataIndex: 'createTime', width: 170, align: 'center', sorter: true },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 110,
      align: 'center',
      fixed: 'right',
      render: (_v, row) =>
        !row.revoked && (
          <Auth perm={P.TOKEN_REVOKE}>
            <Button
              type="link"
              size="small"
              danger
              icon={<StopOutlined />}
              onClick={() => void revoke([row])}
            >
              {t('oauthAdmin.revoke')}
            </Button>
          </Auth>
        ),
    },
  ];

  return (
    <div className="zcps-page-card">
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({})}>
        <Form.Item label={t('oauthAdmin.clientId')} name="clientId">
          <Input allowClear placeholder={hintOf('input', t('oauthAdmin.clientId'))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('oauthAdmin.userName')} name="userName">
          <Input allowClear placeholder={hintOf('input', t('oauthAdmin.userName'))} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label={t('oauthAdmin.tokenStatus')} name="revoked">
          <Select
            allowClear
            placeholder={hintOf('select', t('oauthAdmin.tokenStatus'))}
            style={{ width: 140 }}
            options={[
              { value: '0', label: t('oauthAdmin.notRevoked') },
              { value: '1', label: t('oauthAdmin.revoked') },
            ]}
          />
        </Form.Item>
      </SearchForm>
      <TableToolbar onRefresh={() => void list.refresh()}>
        <Auth perm={P.TOKEN_REVOKE}>
          <Button
            danger
            icon={<StopOutlined />}
            disabled={!list.selectedKeys.length}
            onClick={() => void revoke(crud.selected)}
          >
            {t('oauthAdmin.revoke')}
          </Button>
        </Auth>
      </TableToolbar>
      <CrudTable
        crud={crud}
        columns={columns}
        scrollX={1700}
        selectable={hasPermi(P.TOKEN_REVOKE)}
        lockedRow={(row) => row.revoked}
      />
    </div>
  );
}

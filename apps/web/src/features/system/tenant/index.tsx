import { Button, Form, Input, Switch, type TableColumnsType } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { DEFAULT_TENANT_ID, TenantPermission as P, UNLIMITED_ACCOUNTS, type TenantVo } from '@zcps/contracts';
import { Auth, useAuth } from '../../../components/Auth';
import {
  confirmAction,
  CrudTable,
  CrudToolbar,
  hintOf,
  RowActions,
  SearchForm,
  useCrudPage,
  type CrudPerms,
} from '../../../components/crud';
import { feedback } from '../../../lib/feedback';
import { PACKAGE_BASE, packageApi } from '../tenantPackage/api';
import { TenantForm } from './TenantForm';
import { TENANT_BASE, tenantApi } from './api';

const isBuiltin = (row: TenantVo) => row.tenantId === DEFAULT_TENANT_ID;
const perms: CrudPerms = { add: P.ADD, edit: P.EDIT, remove: P.REMOVE, export: P.EXPORT };
const SEARCH_FIELDS = ['tenantId', 'contactUserName', 'contactPhone', 'companyName'] as const;

/** 租户管理: the platform's tenants, their administrators, packages, limits and expiry (super admin only). */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { hasPermi } = useAuth();
  const crud = useCrudPage<TenantVo>({
    key: TENANT_BASE,
    url: `${TENANT_BASE}/list`,
    rowKey: 'id',
    remove: tenantApi.remove,
    exportUrl: `${TENANT_BASE}/export`,
    exportFile: 'tenant.xlsx',
  });
  const { list } = crud;
  const packages = useQuery({
    queryKey: [PACKAGE_BASE, 'selectList'],
    queryFn: async () => (await packageApi.selectList()).data ?? [],
  });
  const packageName = (id: number | null) =>
    packages.data?.find((p) => p.packageId === id)?.packageName ?? (id === null ? '' : String(id));

  const toggle = async (row: TenantVo, enabled: boolean) => {
    const action = t(enabled ? 'tenantAdmin.enable' : 'tenantAdmin.disable');
    const name = row.companyName ?? row.tenantId;
    if (!(await confirmAction(t('tenantAdmin.confirmStatus', { action, name })))) return;
    await tenantApi.changeStatus({ id: row.id, tenantId: row.tenantId, status: enabled ? '0' : '1' });
    feedback().message.success(t('tenantAdmin.statusOk', { action }));
    await list.refresh();
  };
  const sync = async (row: TenantVo) => {
    if (row.packageId === null) return feedback().message.warning(t('tenantAdmin.noPackage'));
    const name = row.companyName ?? row.tenantId;
    if (!(await confirmAction(t('tenantAdmin.confirmSync', { name, pkg: packageName(row.packageId) }))))
      return;
    await tenantApi.syncPackage(row.tenantId, row.packageId);
    feedback().message.success(t('tenantAdmin.syncOk'));
  };

  const columns: TableColumnsType<TenantVo> = [
    { title: t('tenantAdmin.tenantId'), dataIndex: 'tenantId', width: 100, align: 'center', sorter: true },
    { title: t('tenantAdmin.companyName'), dataIndex: 'companyName', ellipsis: true, sorter: true },
    { title: t('tenantAdmin.contactUserName'), dataIndex: 'contactUserName', width: 110, align: 'center' },
    { title: t('tenantAdmin.contactPhone'), dataIndex: 'contactPhone', width: 130, align: 'center' },
    { title: t('tenantAdmin.licenseNumber'), dataIndex: 'licenseNumber', width: 180, ellipsis: true },
    {
      title: t('tenantAdmin.packageId'),
      dataIndex: 'packageId',
      width: 120,
      align: 'center',
      render: (value: number | null) => packageName(value),
    },
    {
      title: t('tenantAdmin.accountCount'),
      dataIndex: 'accountCount',
      width: 100,
      align: 'center',
      render: (value: number) => (value === UNLIMITED_ACCOUNTS ? t('tenantAdmin.unlimited') : value),
    },
    {
      title: t('tenantAdmin.expireTime'),
      dataIndex: 'expireTime',
      width: 170,
      align: 'center',
      sorter: true,
    },
    {
      title: t('tenantAdmin.status'),
      dataIndex: 'status',
      width: 100,
      align: 'center',
      render: (value: string, row) => (
        <Switch
          checked={value === '0'}
          disabled={isBuiltin(row) || !hasPermi(P.EDIT)}
          aria-label={`${t('tenantAdmin.status')} ${row.tenantId}`}
          onChange={(checked) => void toggle(row, checked)}
        />
      ),
    },
    {
      title: t('crud.operation'),
      key: 'operation',
      width: 240,
      align: 'center',
      fixed: 'right',
      render: (_value, row) => (
        <RowActions
          crud={crud}
          row={row}
          perms={perms}
          editLabel={t('tenantAdmin.edit')}
          editDisabled={isBuiltin(row)}
          removeDisabled={isBuiltin(row)}
        >
          <Auth perm={P.EDIT}>
            <Button
              type="link"
              size="small"
              icon={<SyncOutlined />}
              disabled={isBuiltin(row) || row.packageId === null}
              onClick={() => void sync(row)}
            >
              {t('tenantAdmin.sync')}
            </Button>
          </Auth>
        </RowActions>
      ),
    },
  ];

  return (
    <div className="zcps-page-card">
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({})}>
        {SEARCH_FIELDS.map((name) => (
          <Form.Item key={name} label={t(`tenantAdmin.${name}`)} name={name}>
            <Input
              allowClear
              placeholder={hintOf('input', t(`tenantAdmin.${name}`))}
              style={{ width: 180 }}
            />
          </Form.Item>
        ))}
      </SearchForm>
      <CrudToolbar
        crud={crud}
        perms={perms}
        addLabel={t('tenantAdmin.add')}
        editLabel={t('tenantAdmin.edit')}
      />
      <CrudTable crud={crud} columns={columns} scrollX={1400} lockedRow={isBuiltin} />
      <TenantForm
        target={crud.editing.open ? (crud.editing.row ?? 'new') : null}
        onClose={crud.closeForm}
        onSaved={(added) => void crud.saved(added)}
      />
    </div>
  );
}

import { Form, Input, Select, Switch, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { TenantPackagePermission as P, type TenantPackageVo } from '@zcps/contracts';
import { useAuth } from '../../../components/Auth';
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
import { useDict } from '../../../lib/dict';
import { feedback } from '../../../lib/feedback';
import { PackageForm } from './PackageForm';
import { PACKAGE_BASE, packageApi } from './api';

const perms: CrudPerms = { add: P.ADD, edit: P.EDIT, remove: P.REMOVE, export: P.EXPORT };

/** 租户套餐管理: named menu sets that bound what a tenant's roles may use (platform super admin only). */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { hasPermi } = useAuth();
  const statuses = useDict('sys_normal_disable');
  const crud = useCrudPage<TenantPackageVo>({
    key: PACKAGE_BASE,
    url: `${PACKAGE_BASE}/list`,
    rowKey: 'packageId',
    remove: packageApi.remove,
    exportUrl: `${PACKAGE_BASE}/export`,
    exportFile: 'tenantPackage.xlsx',
  });
  const { list } = crud;

  const toggle = async (row: TenantPackageVo, enabled: boolean) => {
    const action = t(enabled ? 'tenantPackageAdmin.enable' : 'tenantPackageAdmin.disable');
    const name = row.packageName ?? String(row.packageId);
    if (!(await confirmAction(t('tenantPackageAdmin.confirmStatus', { action, name })))) return;
    await packageApi.changeStatus({ packageId: row.packageId, status: enabled ? '0' : '1' });
    feedback().message.success(t('tenantPackageAdmin.statusOk', { action }));
    await list.refresh();
  };

  const columns: TableColumnsType<TenantPackageVo> = [
    {
      title: t('tenantPackageAdmin.packageId'),
      dataIndex: 'packageId',
      width: 110,
      align: 'center',
      sorter: true,
    },
    { title: t('tenantPackageAdmin.packageName'), dataIndex: 'packageName', sorter: true },
    { title: t('tenantPackageAdmin.remark'), dataIndex: 'remark', ellipsis: true },
    {
      title: t('tenantPackageAdmin.status'),
      dataIndex: 'status',
      width: 100,
      align: 'center',
      render: (value: string, row) => (
        <Switch
          checked={value === '0'}
          disabled={!hasPermi(P.EDIT)}
          aria-label={`${t('tenantPackageAdmin.status')} ${row.packageName ?? row.packageId}`}
          onChange={(checked) => void toggle(row, checked)}
        />
      ),
    },
    { title: t('tenantPackageAdmin.createTime'), dataIndex: 'createTime', width: 180, align: 'center' },
    {
      title: t('crud.operation'),
      key: 'operation',
      width: 160,
      align: 'center',
      fixed: 'right',
      render: (_value, row) => (
        <RowActions crud={crud} row={row} perms={perms} editLabel={t('tenantPackageAdmin.edit')} />
      ),
    },
  ];

  return (
    <div className="zcps-page-card">
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({})}>
        <Form.Item label={t('tenantPackageAdmin.packageName')} name="packageName">
          <Input
            allowClear
            placeholder={hintOf('input', t('tenantPackageAdmin.packageName'))}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item label={t('tenantPackageAdmin.status')} name="status">
          <Select
            allowClear
            placeholder={hintOf('select', t('tenantPackageAdmin.status'))}
            style={{ width: 140 }}
            options={statuses.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
          />
        </Form.Item>
      </SearchForm>
      <CrudToolbar
        crud={crud}
        perms={perms}
        addLabel={t('tenantPackageAdmin.add')}
        editLabel={t('tenantPackageAdmin.edit')}
      />
      <CrudTable crud={crud} columns={columns} scrollX={900} />
      <PackageForm
        open={crud.editing.open}
        packageId={crud.editing.row?.packageId ?? null}
        onClose={crud.closeForm}
        onSaved={() => void crud.saved(crud.editing.row === null)}
      />
    </div>
  );
}

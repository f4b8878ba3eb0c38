import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, DatePicker, Dropdown, Form, Input, Select, Switch, type TableColumnsType } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { RolePermission as P, type SysRoleVo } from '@zcps/contracts';
import { Auth, useAuth } from '../../../components/Auth';
import {
  confirmAction,
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
import { ROLE_BASE, roleApi } from './api';
import { DataScopeForm } from './DataScopeForm';
import { RoleForm } from './RoleForm';

const perms: CrudPerms = { edit: P.EDIT, remove: P.REMOVE };

/** 角色管理: search, add/edit with menu permissions, status, data scope, delete, export and assign users. */
export function Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const auth = useAuth();
  const [form] = Form.useForm();
  const statuses = useDict('sys_normal_disable');
  const crud = useCrudPage<SysRoleVo>({
    key: ROLE_BASE,
    url: `${ROLE_BASE}/list`,
    rowKey: 'roleId',
    remove: roleApi.remove,
    exportUrl: `${ROLE_BASE}/export`,
    exportFile: 'role.xlsx',
  });
  const { list } = crud;
  const [scoping, setScoping] = useState<SysRoleVo | null>(null);

  const toggleStatus = async (role: SysRoleVo, enabled: boolean) => {
    const action = t(enabled ? 'systemRole.enable' : 'systemRole.disable');
    if (!(await confirmAction(t('systemRole.confirmStatus', { action, name: role.roleName })))) return;
    await roleApi.changeStatus(role.roleId, enabled ? '0' : '1');
    feedback().message.success(t('systemRole.statusOk', { action }));
    await list.refresh();
  };

  const columns: TableColumnsType<SysRoleVo> = [
    { title: t('systemRole.roleId'), dataIndex: 'roleId', width: 110, align: 'center', sorter: true },
    { title: t('systemRole.roleName'), dataIndex: 'roleName', ellipsis: true, sorter: true },
    { title: t('systemRole.roleKey'), dataIndex: 'roleKey', ellipsis: true, sorter: true },
    { title: t('systemRole.roleSort'), dataIndex: 'roleSort', width: 110, align: 'center', sorter: true },
    {
      title: t('systemRole.status'),
      dataIndex: 'status',
      width: 100,
      align: 'center',
      render: (value: string, role) => (
        <Switch
          size="small"
          checked={value === '0'}
          disabled={role.superAdmin || !auth.hasPermi(P.EDIT)}
          onChange={(on) => void toggleStatus(role, on)}
        />
      ),
    },
    { title: t('systemRole.createTime'), dataIndex: 'createTime', width: 170, align: 'center', sorter: true },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 220,
      align: 'center',
      render: (_v, role) =>
        role.superAdmin ? null : (
          <RowActions crud={crud} row={role} perms={perms} editLabel={t('systemRole.edit')}>
            <Auth perm={P.EDIT}>
              <Dropdown
                trigger={['click']}
                menu={{
                  items: [
                    { key: 'scope', label: t('systemRole.dataScope') },
                    { key: 'users', label: t('systemRole.authUser') },
                  ],
                  onClick: ({ key }) =>
                    key === 'scope'
                      ? setScoping(role)
                      : void navigate(`/system/role-auth/user/${role.roleId}`),
                }}
              >
                <Button type="link" size="small" icon={<MoreOutlined />}>
                  {t('systemRole.more')}
                </Button>
              </Dropdown>
            </Auth>
          </RowActions>
        ),
    },
  ];

  return (
    <div className="zcps-page-card">
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({})}>
        <Form.Item label={t('systemRole.roleName')} name="roleName">
          <Input allowClear placeholder={hintOf('input', t('systemRole.roleName'))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('systemRole.roleKey')} name="roleKey">
          <Input allowClear placeholder={hintOf('input', t('systemRole.roleKey'))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('systemRole.status')} name="status">
          <Select
            allowClear
            placeholder={hintOf('select', t('systemRole.status'))}
            style={{ width: 160 }}
            options={statuses.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
          />
        </Form.Item>
        <Form.Item label={t('systemRole.createTime')} name="dateRange">
          <DatePicker.RangePicker placeholder={[t('crud.beginDate'), t('crud.endDate')]} />
        </Form.Item>
      </SearchForm>
      <CrudToolbar
        crud={crud}
        perms={{ add: P.ADD, remove: P.REMOVE, export: P.EXPORT }}
        addLabel={t('systemRole.add')}
        editLabel={t('systemRole.edit')}
      />
      <CrudTable crud={crud} columns={columns} scrollX={1000} lockedRow={(role) => role.superAdmin} />
      <RoleForm
        open={crud.editing.open}
        roleId={crud.editing.row?.roleId ?? null}
        onClose={crud.closeForm}
        onSaved={() => void crud.saved(false)}
      />
      <DataScopeForm
        role={scoping}
        onClose={() => setScoping(null)}
        onSaved={() => {
          setScoping(null);
          void list.refresh();
        }}
      />
    </div>
  );
}

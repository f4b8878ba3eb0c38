import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  Button,
  DatePicker,
  Dropdown,
  Form,
  Input,
  Select,
  Space,
  Switch,
  Table,
  type TableColumnsType,
} from 'antd';
import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  MoreOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { RolePermission as P, type SysRoleVo } from '@zcps/contracts';
import { Auth, useAuth } from '../../../components/Auth';
import {
  confirmAction,
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
import { ROLE_BASE, roleApi } from './api';
import { DataScopeForm } from './DataScopeForm';
import { RoleForm } from './RoleForm';

/** 角色管理: search, add/edit with menu permissions, status, data scope, delete, export and assign users. */
export function Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const auth = useAuth();
  const [form] = Form.useForm();
  const statuses = useDict('sys_normal_disable');
  const list = useTableQuery<SysRoleVo>({ key: ROLE_BASE, url: `${ROLE_BASE}/list` });
  const [editing, setEditing] = useState<{ roleId: number | null } | null>(null);
  const [scoping, setScoping] = useState<SysRoleVo | null>(null);

  const remove = async (ids: readonly (string | number)[]) => {
    if (!ids.length) return feedback().message.warning(t('crud.selectToDelete'));
    if (!(await confirmAction(t('crud.confirmDelete')))) return;
    await roleApi.remove(ids);
    feedback().message.success(t('crud.deleteOk'));
    await list.refresh();
  };
  const toggleStatus = async (role: SysRoleVo, enabled: boolean) => {
    const action = t(enabled ? 'systemRole.enable' : 'systemRole.disable');
    if (!(await confirmAction(t('systemRole.confirmStatus', { action, name: role.roleName })))) return;
    await roleApi.changeStatus(role.roleId, enabled ? '0' : '1');
    feedback().message.success(t('systemRole.statusOk', { action }));
    await list.refresh();
  };
  const exportAll = async () => {
    if (!(await confirmAction(t('crud.confirmExport')))) return;
    await download(`${ROLE_BASE}/export`, list.filterParams, 'role.xlsx');
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
          <Space size={0}>
            <Auth perm={P.EDIT}>
              <Button
                type="link"
                size="small"
                icon={<EditOutlined />}
                onClick={() => setEditing({ roleId: role.roleId })}
              >
                {t('systemRole.edit')}
              </Button>
            </Auth>
            <Auth perm={P.REMOVE}>
              <Button
                type="link"
                size="small"
                danger
                icon={<DeleteOutlined />}
                onClick={() => void remove([role.roleId])}
              >
                {t('crud.delete')}
              </Button>
            </Auth>
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
          </Space>
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
      <TableToolbar onRefresh={() => void list.refresh()}>
        <Auth perm={P.ADD}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ roleId: null })}>
            {t('systemRole.add')}
          </Button>
        </Auth>
        <Auth perm={P.REMOVE}>
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={!list.selectedKeys.length}
            onClick={() => void remove(list.selectedKeys.map(Number))}
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
      <Table<SysRoleVo>
        rowKey="roleId"
        size="middle"
        loading={list.loading}
        columns={columns}
        dataSource={list.rows}
        pagination={false}
        scroll={{ x: 1000 }}
        rowSelection={{
          selectedRowKeys: list.selectedKeys,
          onChange: (keys) => list.setSelectedKeys(keys),
          getCheckboxProps: (role) => ({ disabled: role.superAdmin }),
        }}
        onChange={(_p, _f, sorter) => list.setSort(sortOf(sorter))}
      />
      <TablePagination
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        total={list.total}
        onChange={list.setPage}
      />
      <RoleForm
        open={editing !== null}
        roleId={editing?.roleId ?? null}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void list.refresh();
        }}
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

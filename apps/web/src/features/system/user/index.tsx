import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import {
  Button,
  Col,
  DatePicker,
  Form,
  Input,
  Row,
  Select,
  Space,
  Switch,
  type TableColumnsType,
} from 'antd';
import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  KeyOutlined,
  PlusOutlined,
  UploadOutlined,
  UserSwitchOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { SUPER_ADMIN_USER_ID, UserPermission as P, type UserListVo } from '@zcps/contracts';
import { Auth, useAuth } from '../../../components/Auth';
import {
  confirmAction,
  hintOf,
  SearchForm,
  TableToolbar,
  CrudTable,
  useCrudPage,
} from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { feedback } from '../../../lib/feedback';
import { useStableNavigate } from '../../../lib/use-stable-navigate';
import { USER_BASE, userApi } from './api';
import { DeptTree } from './DeptTree';
import { ImportDialog } from './ImportDialog';
import { ResetPasswordDialog } from './ResetPasswordDialog';
import { UserForm, type UserTarget } from './UserForm';

/** 用户管理: dept tree, search, list with status switch, add/edit, reset password, roles, delete, import, export. */
export function Page() {
  const { t } = useTranslation();
  const auth = useAuth();
  const navigate = useStableNavigate();
  const [form] = Form.useForm();
  const statuses = useDict('sys_normal_disable');
  const [deptId, setDeptId] = useState<number | undefined>();
  const [editing, setEditing] = useState<UserTarget>(null);
  const [resetting, setResetting] = useState<UserListVo | null>(null);
  const [importing, setImporting] = useState(false);
  const crud = useCrudPage<UserListVo>({
    key: USER_BASE,
    url: `${USER_BASE}/list`,
    rowKey: 'userId',
    remove: userApi.remove,
    exportUrl: `${USER_BASE}/export`,
    exportFile: 'user.xlsx',
  });
  const { list, remove, exportAll } = crud;
  const depts = useQuery({
    queryKey: [USER_BASE, 'deptTree'],
    queryFn: () => userApi.deptTree(),
    enabled: auth.hasPermi(P.LIST),
  });
  const deptNodes = depts.data?.data ?? [];

  const searchWith = (values: Record<string, unknown>, dept = deptId) =>
    list.search({ ...values, deptId: dept });
  const chooseDept = (id?: number) => {
    setDeptId(id);
    searchWith(form.getFieldsValue(), id);
  };
  const toggleStatus = async (user: UserListVo, enabled: boolean) => {
    const action = enabled ? t('userAdmin.enable') : t('userAdmin.disable');
    if (!(await confirmAction(t('userAdmin.confirmStatus', { action, name: user.userName })))) return;
    await userApi.changeStatus({ userId: user.userId, status: enabled ? '0' : '1' });
    feedback().message.success(t('userAdmin.statusOk', { action }));
    await list.refresh();
  };

  const columns: TableColumnsType<UserListVo> = [
    { title: t('userAdmin.userId'), dataIndex: 'userId', width: 90, align: 'center', sorter: true },
    { title: t('userAdmin.userName'), dataIndex: 'userName', width: 130, ellipsis: true, sorter: true },
    { title: t('userAdmin.nickName'), dataIndex: 'nickName', width: 130, ellipsis: true },
    { title: t('userAdmin.deptName'), dataIndex: 'deptName', width: 130, ellipsis: true },
    { title: t('userAdmin.phonenumber'), dataIndex: 'phonenumber', width: 130 },
    {
      title: t('userAdmin.status'),
      dataIndex: 'status',
      width: 90,
      align: 'center',
      render: (value: string, user) => (
        <Switch
          size="small"
          aria-label={`${t('userAdmin.status')} ${user.userName}`}
          checked={value === '0'}
          disabled={user.userId === SUPER_ADMIN_USER_ID || !auth.hasPermi(P.EDIT)}
          onChange={(checked) => void toggleStatus(user, checked)}
        />
      ),
    },
    { title: t('userAdmin.createTime'), dataIndex: 'createTime', width: 170, align: 'center', sorter: true },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 150,
      fixed: 'right',
      align: 'center',
      render: (_value, user) =>
        user.userId === SUPER_ADMIN_USER_ID ? null : (
          <Space size={0}>
            <Auth perm={P.EDIT}>
              <Button
                type="link"
                size="small"
                icon={<EditOutlined />}
                title={t('userAdmin.edit')}
                onClick={() => setEditing(user.userId)}
              />
            </Auth>
            <Auth perm={P.REMOVE}>
              <Button
                type="link"
                size="small"
                danger
                icon={<DeleteOutlined />}
                title={t('crud.delete')}
                onClick={() => void remove([user.userId])}
              />
            </Auth>
            <Auth perm={P.RESET_PWD}>
              <Button
                type="link"
                size="small"
                icon={<KeyOutlined />}
                title={t('userAdmin.resetPwd')}
                onClick={() => setResetting(user)}
              />
            </Auth>
            <Auth perm={P.EDIT}>
              <Button
                type="link"
                size="small"
                icon={<UserSwitchOutlined />}
                title={t('userAdmin.authRole')}
                onClick={() => navigate(`/system/user-auth/role/${user.userId}`)}
              />
            </Auth>
          </Space>
        ),
    },
  ];
  // A viewer without any row action gets no empty operation column.
  const rowActions = auth.hasPermi([P.EDIT, P.REMOVE, P.RESET_PWD]);
  const shown = rowActions ? columns : columns.filter((c) => c.key !== 'actions');

  return (
    <Row gutter={12}>
      <Col xs={24} md={5}>
        <div className="zcps-page-card">
          <DeptTree depts={deptNodes} onSelect={chooseDept} />
        </div>
      </Col>
      <Col xs={24} md={19}>
        <div className="zcps-page-card">
          <SearchForm form={form} onSearch={(values) => searchWith(values)} onReset={() => searchWith({})}>
            <Form.Item label={t('userAdmin.userName')} name="userName">
              <Input
                allowClear
                placeholder={hintOf('input', t('userAdmin.userName'))}
                style={{ width: 180 }}
              />
            </Form.Item>
            <Form.Item label={t('userAdmin.nickName')} name="nickName">
              <Input
                allowClear
                placeholder={hintOf('input', t('userAdmin.nickName'))}
                style={{ width: 180 }}
              />
            </Form.Item>
            <Form.Item label={t('userAdmin.phonenumber')} name="phonenumber">
              <Input
                allowClear
                placeholder={hintOf('input', t('userAdmin.phonenumber'))}
                style={{ width: 180 }}
              />
            </Form.Item>
            <Form.Item label={t('userAdmin.status')} name="status">
              <Select
                allowClear
                placeholder={hintOf('select', t('userAdmin.status'))}
                style={{ width: 140 }}
                options={statuses.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
              />
            </Form.Item>
            <Form.Item label={t('userAdmin.createTime')} name="dateRange">
              <DatePicker.RangePicker placeholder={[t('crud.beginDate'), t('crud.endDate')]} />
            </Form.Item>
          </SearchForm>
          <TableToolbar onRefresh={() => void list.refresh()}>
            <Auth perm={P.ADD}>
              <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing(0)}>
                {t('userAdmin.add')}
              </Button>
            </Auth>
            <Auth perm={P.REMOVE}>
              <Button
                danger
                icon={<DeleteOutlined />}
                disabled={!list.selectedKeys.length}
                onClick={() => void crud.removeSelected()}
              >
                {t('crud.delete')}
              </Button>
            </Auth>
            <Auth perm={P.IMPORT}>
              <Button icon={<UploadOutlined />} onClick={() => setImporting(true)}>
                {t('userAdmin.import')}
              </Button>
            </Auth>
            <Auth perm={P.EXPORT}>
              <Button icon={<DownloadOutlined />} onClick={() => void exportAll()}>
                {t('crud.export')}
              </Button>
            </Auth>
          </TableToolbar>
          <CrudTable
            crud={crud}
            columns={shown}
            scrollX={rowActions ? 1100 : 950}
            lockedRow={(user) => user.userId === SUPER_ADMIN_USER_ID}
          />
        </div>
      </Col>
      <UserForm
        target={editing}
        depts={deptNodes}
        onClose={() => setEditing(null)}
        onSaved={() => {
          setEditing(null);
          void list.refresh();
        }}
      />
      <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />
      <ImportDialog open={importing} onClose={() => setImporting(false)} onDone={() => void list.refresh()} />
    </Row>
  );
}

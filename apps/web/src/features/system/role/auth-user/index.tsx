import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Table, Typography, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined, CloseCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { RolePermission as P, type AuthUserVo } from '@zcps/contracts';
import { Auth, useAuth } from '../../../../components/Auth';
import {
  confirmAction,
  DictTag,
  hintOf,
  SearchForm,
  TablePagination,
  TableToolbar,
  useTableQuery,
} from '../../../../components/crud';
import { useDict } from '../../../../lib/dict';
import { feedback } from '../../../../lib/feedback';
import { ROLE_BASE, roleApi } from '../api';
import { SelectUsers } from './SelectUsers';

/** 分配用户 (`/system/role-auth/user/:roleId`): who holds the role; revoke some, add others. */
export function Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const auth = useAuth();
  const roleId = Number(useParams().roleId) || 0;
  const [form] = Form.useForm();
  const statuses = useDict('sys_normal_disable');
  const [adding, setAdding] = useState(false);
  const role = useQuery({
    queryKey: [ROLE_BASE, 'detail', roleId],
    queryFn: () => roleApi.get(roleId),
    enabled: roleId > 0 && auth.hasPermi(P.QUERY),
  });
  const list = useTableQuery<AuthUserVo>({
    key: `${ROLE_BASE}/allocated/${roleId}`,
    url: `${ROLE_BASE}/authUser/allocatedList?roleId=${roleId}`,
  });

  const cancel = async (user: AuthUserVo) => {
    if (!(await confirmAction(t('systemRole.confirmCancel', { name: user.userName })))) return;
    await roleApi.cancel(roleId, user.userId);
    feedback().message.success(t('systemRole.cancelOk'));
    await list.refresh();
  };
  const cancelSelected = async () => {
    if (!list.selectedKeys.length) return;
    if (!(await confirmAction(t('systemRole.confirmCancelBatch')))) return;
    await roleApi.cancelAll(roleId, list.selectedKeys.map(Number));
    feedback().message.success(t('systemRole.cancelOk'));
    await list.refresh();
  };

  const columns: TableColumnsType<AuthUserVo> = [
    { title: t('systemRole.userName'), dataIndex: 'userName', ellipsis: true },
    { title: t('systemRole.nickName'), dataIndex: 'nickName', ellipsis: true },
    { title: t('systemRole.email'), dataIndex: 'email', ellipsis: true },
    { title: t('systemRole.phonenumber'), dataIndex: 'phonenumber', width: 130 },
    {
      title: t('systemRole.userStatus'),
      dataIndex: 'status',
      width: 100,
      align: 'center',
      render: (v: string) => <DictTag options={statuses} value={v} />,
    },
    { title: t('systemRole.createTime'), dataIndex: 'createTime', width: 170, align: 'center' },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 130,
      align: 'center',
      render: (_v, user) => (
        <Auth perm={P.EDIT}>
          <Button type="link" size="small" icon={<CloseCircleOutlined />} onClick={() => void cancel(user)}>
            {t('systemRole.cancelAuth')}
          </Button>
        </Auth>
      ),
    },
  ];

  return (
    <div className="zcps-page-card">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {t('systemRole.authUserTitle', { name: role.data?.data.roleName ?? roleId })}
      </Typography.Title>
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({})}>
        <Form.Item label={t('systemRole.userName')} name="userName">
          <Input allowClear placeholder={hintOf('input', t('systemRole.userName'))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('systemRole.phonenumber')} name="phonenumber">
          <Input
            allowClear
            placeholder={hintOf('input', t('systemRole.phonenumber'))}
            style={{ width: 200 }}
          />
        </Form.Item>
      </SearchForm>
      <TableToolbar onRefresh={() => void list.refresh()}>
        <Auth perm={P.EDIT}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
            {t('systemRole.addUser')}
          </Button>
        </Auth>
        <Auth perm={P.EDIT}>
          <Button
            danger
            icon={<CloseCircleOutlined />}
            disabled={!list.selectedKeys.length}
            onClick={() => void cancelSelected()}
          >
            {t('systemRole.cancelAuthBatch')}
          </Button>
        </Auth>
        <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate('/system/role')}>
          {t('systemRole.back')}
        </Button>
      </TableToolbar>
      <Table<AuthUserVo>
        rowKey="userId"
        size="middle"
        loading={list.loading}
        columns={columns}
        dataSource={list.rows}
        pagination={false}
        scroll={{ x: 900 }}
        rowSelection={{
          selectedRowKeys: list.selectedKeys,
          onChange: (keys) => list.setSelectedKeys(keys),
        }}
      />
      <TablePagination
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        total={list.total}
        onChange={list.setPage}
      />
      {adding && (
        <SelectUsers
          roleId={roleId}
          onClose={() => setAdding(false)}
          onGranted={() => {
            setAdding(false);
            void list.refresh();
          }}
        />
      )}
    </div>
  );
}

import { useEffect, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Space, Table, Typography, type TableColumnsType } from 'antd';
import { ArrowLeftOutlined, SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RoleOption } from '@zcps/contracts';
import { feedback } from '../../../../lib/feedback';
import { USER_BASE, userApi } from '../api';

/** 分配角色 (`/system/user-auth/role/:userId`): the user's facts and the roles to tick; saving ends its sessions. */
export function Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const userId = Number(useParams().userId) || 0;
  const [checked, setChecked] = useState<number[]>([]);
  const [saving, setSaving] = useState(false);
  const detail = useQuery({
    queryKey: [USER_BASE, 'authRole', userId],
    queryFn: () => userApi.authRole(userId),
    enabled: userId > 0,
  });
  const data = detail.data?.data;

  useEffect(() => {
    if (data) setChecked(data.roles.filter((r) => r.flag).map((r) => r.roleId));
  }, [data]);

  const save = async () => {
    setSaving(true);
    try {
      await userApi.saveAuthRole(userId, checked);
      feedback().message.success(t('userAdmin.authRoleOk'));
      await detail.refetch();
    } finally {
      setSaving(false);
    }
  };

  const columns: TableColumnsType<RoleOption> = [
    { title: t('crud.index'), key: 'index', width: 70, align: 'center', render: (_v, _r, i) => i + 1 },
    { title: t('userAdmin.roleName'), dataIndex: 'roleName' },
    { title: t('userAdmin.roleKey'), dataIndex: 'roleKey' },
    { title: t('userAdmin.remark'), dataIndex: 'remark', ellipsis: true },
  ];

  return (
    <div className="zcps-page-card">
      <Typography.Title level={5}>{t('userAdmin.basicInfo')}</Typography.Title>
      <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
        <Descriptions.Item label={t('userAdmin.nickName')}>{data?.user.nickName}</Descriptions.Item>
        <Descriptions.Item label={t('userAdmin.userName')}>{data?.user.userName}</Descriptions.Item>
        <Descriptions.Item label={t('userAdmin.deptName')}>{data?.user.deptName}</Descriptions.Item>
        <Descriptions.Item label={t('userAdmin.createTime')}>{data?.user.createTime}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('userAdmin.roleInfo')}
      </Typography.Title>
      <Table<RoleOption>
        rowKey="roleId"
        size="middle"
        loading={detail.isFetching}
        columns={columns}
        dataSource={data?.roles ?? []}
        pagination={false}
        rowSelection={{
          selectedRowKeys: checked,
          onChange: (keys) => setChecked(keys.map(Number)),
          getCheckboxProps: (role) => ({ disabled: role.status === '1', name: role.roleName }),
        }}
        onRow={(role) => ({
          onClick: () =>
            setChecked((now) =>
              now.includes(role.roleId) ? now.filter((id) => id !== role.roleId) : [...now, role.roleId],
            ),
        })}
      />
      <Space style={{ marginTop: 16, display: 'flex', justifyContent: 'center' }}>
        <Button
          type="primary"
          icon={<SaveOutlined />}
          loading={saving}
          disabled={!data}
          onClick={() => void save()}
        >
          {t('common.ok')}
        </Button>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate('/system/user')}>
          {t('userAdmin.back')}
        </Button>
      </Space>
    </div>
  );
}

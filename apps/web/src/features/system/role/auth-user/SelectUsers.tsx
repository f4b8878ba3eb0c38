import { Form, Input, Modal, Table, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import type { AuthUserVo } from '@zcps/contracts';
import { DictTag, hintOf, SearchForm, TablePagination, useTableQuery } from '../../../../components/crud';
import { useDict } from '../../../../lib/dict';
import { feedback } from '../../../../lib/feedback';
import { ROLE_BASE, roleApi } from '../api';

interface SelectUsersProps {
  roleId: number;
  onClose: () => void;
  onGranted: () => void;
}

/** Users who do not hold the role yet; the chosen ones are granted it in one call. */
/** Mounted only while open, so each opening starts from a fresh list. */
export function SelectUsers({ roleId, onClose, onGranted }: SelectUsersProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const statuses = useDict('sys_normal_disable');
  const list = useTableQuery<AuthUserVo>({
    key: `${ROLE_BASE}/unallocated/${roleId}`,
    url: `${ROLE_BASE}/authUser/unallocatedList?roleId=${roleId}`,
    pageSize: 10,
  });
  const grant = async () => {
    if (!list.selectedKeys.length) return feedback().message.warning(t('systemRole.selectUserFirst'));
    await roleApi.selectAll(roleId, list.selectedKeys.map(Number));
    feedback().message.success(t('systemRole.grantOk'));
    onGranted();
  };

  const columns: TableColumnsType<AuthUserVo> = [
    { title: t('systemRole.userName'), dataIndex: 'userName', ellipsis: true },
    { title: t('systemRole.nickName'), dataIndex: 'nickName', ellipsis: true },
    { title: t('systemRole.email'), dataIndex: 'email', ellipsis: true },
    { title: t('systemRole.phonenumber'), dataIndex: 'phonenumber', width: 130 },
    {
      title: t('systemRole.userStatus'),
      dataIndex: 'status',
      width: 90,
      align: 'center',
      render: (v: string) => <DictTag options={statuses} value={v} />,
    },
    { title: t('systemRole.createTime'), dataIndex: 'createTime', width: 170, align: 'center' },
  ];

  return (
    <Modal
      open
      title={t('systemRole.selectUser')}
      onCancel={onClose}
      onOk={() => void grant()}
      width={880}
      destroyOnHidden
    >
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({})}>
        <Form.Item label={t('systemRole.userName')} name="userName">
          <Input allowClear placeholder={hintOf('input', t('systemRole.userName'))} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item label={t('systemRole.phonenumber')} name="phonenumber">
          <Input
            allowClear
            placeholder={hintOf('input', t('systemRole.phonenumber'))}
            style={{ width: 180 }}
          />
        </Form.Item>
      </SearchForm>
      <Table<AuthUserVo>
        rowKey="userId"
        size="small"
        loading={list.loading}
        columns={columns}
        dataSource={list.rows}
        pagination={false}
        scroll={{ y: 320 }}
        rowSelection={{
          selectedRowKeys: list.selectedKeys,
          onChange: (keys) => list.setSelectedKeys(keys),
          preserveSelectedRowKeys: true,
        }}
        onRow={(user) => ({
          onClick: () =>
            list.setSelectedKeys(
              list.selectedKeys.includes(user.userId)
                ? list.selectedKeys.filter((k) => k !== user.userId)
                : [...list.selectedKeys, user.userId],
            ),
        })}
      />
      <TablePagination
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        total={list.total}
        onChange={list.setPage}
      />
    </Modal>
  );
}

import { useState } from 'react';
import { Button, Form, Input, Select, Space, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NoticePermission as P, type NoticeVo } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import {
  confirmAction,
  DictTag,
  hintOf,
  SearchForm,
  sortOf,
  TablePagination,
  TableToolbar,
  useTableQuery,
} from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { feedback } from '../../../lib/feedback';
import { noticeApi } from './api';
import { NoticeForm } from './NoticeForm';

const BASE = '/system/notice';

/** 通知公告: search, add, edit, delete; publishing (status normal) pushes the notice to signed-in users. */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const types = useDict('sys_notice_type');
  const statuses = useDict('sys_notice_status');
  const list = useTableQuery<NoticeVo>({ key: BASE, url: `${BASE}/list` });
  const [editing, setEditing] = useState<{ notice: NoticeVo | null } | null>(null);

  const remove = async (ids: readonly (number | string)[]) => {
    if (!ids.length) return feedback().message.warning(t('crud.selectToDelete'));
    if (!(await confirmAction(t('crud.confirmDelete')))) return;
    await noticeApi.remove(ids);
    feedback().message.success(t('crud.deleteOk'));
    list.setSelectedKeys([]);
    await list.refresh();
  };
  const saved = () => {
    setEditing(null);
    void list.refresh();
  };
  const selected = list.rows.filter((r) => list.selectedKeys.includes(r.noticeId));

  const columns: TableColumnsType<NoticeVo> = [
    { title: t('noticeAdmin.noticeId'), dataIndex: 'noticeId', width: 90, align: 'center', sorter: true },
    { title: t('noticeAdmin.noticeTitle'), dataIndex: 'noticeTitle', ellipsis: true, sorter: true },
    {
      title: t('noticeAdmin.noticeType'),
      dataIndex: 'noticeType',
      width: 110,
      align: 'center',
      render: (value: string) => <DictTag options={types} value={value} />,
    },
    {
      title: t('noticeAdmin.status'),
      dataIndex: 'status',
      width: 100,
      align: 'center',
      sorter: true,
      render: (value: string) => <DictTag options={statuses} value={value} />,
    },
    { title: t('noticeAdmin.createByName'), dataIndex: 'createByName', width: 120, align: 'center' },
    {
      title: t('noticeAdmin.createTime'),
      dataIndex: 'createTime',
      width: 170,
      align: 'center',
      sorter: true,
    },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 170,
      align: 'center',
      render: (_v, notice) => (
        <Space size={0}>
          <Auth perm={P.EDIT}>
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setEditing({ notice })}>
              {t('noticeAdmin.edit')}
            </Button>
          </Auth>
          <Auth perm={P.REMOVE}>
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() => void remove([notice.noticeId])}
            >
              {t('crud.delete')}
            </Button>
          </Auth>
        </Space>
      ),
    },
  ];

  return (
    <div className="zcps-page-card">
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({})}>
        <Form.Item label={t('noticeAdmin.noticeTitle')} name="noticeTitle">
          <Input
            allowClear
            placeholder={hintOf('input', t('noticeAdmin.noticeTitle'))}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item label={t('noticeAdmin.createByName')} name="createByName">
          <Input
            allowClear
            placeholder={hintOf('input', t('noticeAdmin.createByName'))}
            style={{ width: 180 }}
          />
        </Form.Item>
        <Form.Item label={t('noticeAdmin.noticeType')} name="noticeType">
          <Select
            allowClear
            placeholder={hintOf('select', t('noticeAdmin.noticeType'))}
            style={{ width: 160 }}
            options={types.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
          />
        </Form.Item>
      </SearchForm>
      <TableToolbar onRefresh={() => void list.refresh()}>
        <Auth perm={P.ADD}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing({ notice: null })}>
            {t('noticeAdmin.add')}
          </Button>
        </Auth>
        <Auth perm={P.EDIT}>
          <Button
            icon={<EditOutlined />}
            disabled={selected.length !== 1}
            onClick={() => setEditing({ notice: selected[0]! })}
          >
            {t('noticeAdmin.edit')}
          </Button>
        </Auth>
        <Auth perm={P.REMOVE}>
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={!list.selectedKeys.length}
            onClick={() => void remove(list.selectedKeys as (number | string)[])}
          >
            {t('crud.delete')}
          </Button>
        </Auth>
      </TableToolbar>
      <Table<NoticeVo>
        rowKey="noticeId"
        size="middle"
        loading={list.loading}
        columns={columns}
        dataSource={list.rows}
        pagination={false}
        rowSelection={{
          selectedRowKeys: list.selectedKeys,
          onChange: (keys) => list.setSelectedKeys(keys),
        }}
        onChange={(_p, _f, sorter) => list.setSort(sortOf(sorter))}
      />
      <TablePagination
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        total={list.total}
        onChange={list.setPage}
      />
      <NoticeForm
        open={!!editing}
        notice={editing?.notice ?? null}
        onClose={() => setEditing(null)}
        onSaved={saved}
      />
    </div>
  );
}

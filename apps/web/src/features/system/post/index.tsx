import { useState } from 'react';
import { Button, Form, Input, Select, Space, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined, DownloadOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { PostPermission as P, type PostVo } from '@zcps/contracts';
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
import { download } from '../../../lib/download';
import { feedback } from '../../../lib/feedback';
import { postApi } from './api';
import { PostForm } from './PostForm';

/** 岗位管理: posts of the tenant; a post held by users can be neither deleted nor disabled (the server refuses). */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const status = useDict('sys_normal_disable');
  const list = useTableQuery<PostVo>({ key: 'system/post', url: '/system/post/list' });
  const [editing, setEditing] = useState<{ open: boolean; row: PostVo | null }>({ open: false, row: null });
  const selected = list.rows.filter((r) => list.selectedKeys.includes(r.postId));

  const remove = async (ids: number[]) => {
    if (!ids.length) return feedback().message.warning(t('crud.selectToDelete'));
    if (!(await confirmAction(t('crud.confirmDelete')))) return;
    await postApi.remove(ids);
    feedback().message.success(t('crud.deleteOk'));
    await list.refresh();
  };
  const exportAll = async () => {
    if (!(await confirmAction(t('crud.confirmExport')))) return;
    await download(postApi.exportUrl, list.filterParams, 'post.xlsx');
  };
  const saved = async (added: boolean) => {
    setEditing({ open: false, row: null });
    feedback().message.success(t(added ? 'deptPost.addOk' : 'deptPost.editOk'));
    await list.refresh();
  };

  const columns: TableColumnsType<PostVo> = [
    { title: t('deptPost.postId'), dataIndex: 'postId', width: 100, align: 'center', sorter: true },
    { title: t('deptPost.postCode'), dataIndex: 'postCode', width: 140, sorter: true, ellipsis: true },
    { title: t('deptPost.postCategory'), dataIndex: 'postCategory', width: 120, ellipsis: true },
    { title: t('deptPost.postName'), dataIndex: 'postName', width: 160, sorter: true, ellipsis: true },
    { title: t('deptPost.postDept'), dataIndex: 'deptName', width: 160, ellipsis: true },
    { title: t('deptPost.postSort'), dataIndex: 'postSort', width: 100, align: 'center', sorter: true },
    {
      title: t('deptPost.status'),
      dataIndex: 'status',
      width: 100,
      align: 'center',
      sorter: true,
      render: (value: string) => <DictTag options={status} value={value} />,
    },
    { title: t('deptPost.createTime'), dataIndex: 'createTime', width: 170, align: 'center', sorter: true },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 170,
      align: 'center',
      fixed: 'right',
      render: (_v, row) => (
        <Space size={0}>
          <Auth perm={P.EDIT}>
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              onClick={() => setEditing({ open: true, row })}
            >
              {t('deptPost.edit')}
            </Button>
          </Auth>
          <Auth perm={P.REMOVE}>
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() => void remove([row.postId])}
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
        <Form.Item label={t('deptPost.postCode')} name="postCode">
          <Input allowClear placeholder={hintOf('input', t('deptPost.postCode'))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('deptPost.postName')} name="postName">
          <Input allowClear placeholder={hintOf('input', t('deptPost.postName'))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('deptPost.status')} name="status">
          <Select
            allowClear
            placeholder={hintOf('select', t('deptPost.status'))}
            style={{ width: 160 }}
            options={status.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
          />
        </Form.Item>
      </SearchForm>
      <TableToolbar onRefresh={() => void list.refresh()}>
        <Auth perm={P.ADD}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ open: true, row: null })}
          >
            {t('deptPost.add')}
          </Button>
        </Auth>
        <Auth perm={P.EDIT}>
          <Button
            icon={<EditOutlined />}
            disabled={selected.length !== 1}
            onClick={() => setEditing({ open: true, row: selected[0] ?? null })}
          >
            {t('deptPost.edit')}
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
      <Table<PostVo>
        rowKey="postId"
        size="middle"
        loading={list.loading}
        columns={columns}
        dataSource={list.rows}
        pagination={false}
        scroll={{ x: 1220 }}
        rowSelection={{ selectedRowKeys: list.selectedKeys, onChange: (keys) => list.setSelectedKeys(keys) }}
        onChange={(_p, _f, sorter) => list.setSort(sortOf(sorter))}
      />
      <TablePagination
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        total={list.total}
        onChange={list.setPage}
      />
      <PostForm
        open={editing.open}
        row={editing.row}
        onClose={() => setEditing({ open: false, row: null })}
        onSaved={(added) => void saved(added)}
      />
    </div>
  );
}

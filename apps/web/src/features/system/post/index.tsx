import { Form, Input, Select, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { PostPermission as P, type PostVo } from '@zcps/contracts';
import {
  CrudTable,
  CrudToolbar,
  DictTag,
  hintOf,
  RowActions,
  SearchForm,
  useCrudPage,
  type CrudPerms,
} from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { postApi } from './api';
import { PostForm } from './PostForm';

const perms: CrudPerms = { add: P.ADD, edit: P.EDIT, remove: P.REMOVE, export: P.EXPORT };

/** 岗位管理: posts of the tenant; a post held by users can be neither deleted nor disabled (the server refuses). */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const status = useDict('sys_normal_disable');
  const crud = useCrudPage<PostVo>({
    key: 'system/post',
    url: '/system/post/list',
    rowKey: 'postId',
    remove: postApi.remove,
    exportUrl: postApi.exportUrl,
    exportFile: 'post.xlsx',
    savedMessages: { add: 'deptPost.addOk', edit: 'deptPost.editOk' },
  });
  const { list } = crud;

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
      render: (_v, row) => <RowActions crud={crud} row={row} perms={perms} editLabel={t('deptPost.edit')} />,
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
      <CrudToolbar crud={crud} perms={perms} addLabel={t('deptPost.add')} editLabel={t('deptPost.edit')} />
      <CrudTable crud={crud} columns={columns} scrollX={1220} />
      <PostForm
        open={crud.editing.open}
        row={crud.editing.row}
        onClose={crud.closeForm}
        onSaved={(added) => void crud.saved(added)}
      />
    </div>
  );
}

import { Form, Input, Select, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { NoticePermission as P, type NoticeVo } from '@zcps/contracts';
import {
  DictTag,
  hintOf,
  SearchForm,
  CrudTable,
  CrudToolbar,
  RowActions,
  useCrudPage,
  type CrudPerms,
} from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { noticeApi } from './api';
import { NoticeForm } from './NoticeForm';

const BASE = '/system/notice';
const perms: CrudPerms = { add: P.ADD, edit: P.EDIT, remove: P.REMOVE };

/** 通知公告: search, add, edit, delete; publishing (status normal) pushes the notice to signed-in users. */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const types = useDict('sys_notice_type');
  const statuses = useDict('sys_notice_status');
  const crud = useCrudPage<NoticeVo>({
    key: BASE,
    url: `${BASE}/list`,
    rowKey: 'noticeId',
    remove: noticeApi.remove,
  });
  const { list } = crud;

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
        <RowActions crud={crud} row={notice} perms={perms} editLabel={t('noticeAdmin.edit')} />
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
      <CrudToolbar
        crud={crud}
        perms={perms}
        addLabel={t('noticeAdmin.add')}
        editLabel={t('noticeAdmin.edit')}
      />
      <CrudTable crud={crud} columns={columns} />
      <NoticeForm
        open={crud.editing.open}
        notice={crud.editing.row}
        onClose={crud.closeForm}
        onSaved={() => void crud.saved(false)}
      />
    </div>
  );
}

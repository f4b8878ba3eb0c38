import { Link } from 'react-router';
import { Button, DatePicker, Form, Input, type TableColumnsType } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DictPermission as P, type DictTypeVo } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import {
  hintOf,
  SearchForm,
  CrudTable,
  CrudToolbar,
  RowActions,
  useCrudPage,
  type CrudPerms,
} from '../../../components/crud';
import { clearDictCache } from '../../../lib/dict';
import { feedback } from '../../../lib/feedback';
import { dictTypeApi } from './api';
import { DictTypeForm } from './DictTypeForm';

const perms: CrudPerms = { add: P.ADD, edit: P.EDIT, remove: P.REMOVE, export: P.EXPORT };

/** 字典管理: dictionary types; a type's name opens its entries (/system/dict-data/index/:dictId). */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const crud = useCrudPage<DictTypeVo>({
    key: 'system/dict/type',
    url: '/system/dict/type/list',
    rowKey: 'dictId',
    remove: dictTypeApi.remove,
    exportUrl: dictTypeApi.exportUrl,
    exportFile: 'dict_type.xlsx',
    savedMessages: { add: 'dictConfig.addOk', edit: 'dictConfig.editOk' },
    onChanged: clearDictCache,
  });
  const { list } = crud;
  const refreshCache = async () => {
    await dictTypeApi.refreshCache();
    clearDictCache();
    feedback().message.success(t('dictConfig.refreshCacheOk'));
  };

  const columns: TableColumnsType<DictTypeVo> = [
    { title: t('dictConfig.dictId'), dataIndex: 'dictId', width: 100, align: 'center', sorter: true },
    {
      title: t('dictConfig.dictName'),
      dataIndex: 'dictName',
      sorter: true,
      ellipsis: true,
      render: (name: string | null, row) => (
        <Link to={`/system/dict-data/index/${row.dictId}`}>{name || row.dictType}</Link>
      ),
    },
    { title: t('dictConfig.dictType'), dataIndex: 'dictType', sorter: true, ellipsis: true },
    { title: t('dictConfig.remark'), dataIndex: 'remark', ellipsis: true },
    { title: t('dictConfig.createTime'), dataIndex: 'createTime', width: 170, align: 'center', sorter: true },
    {
      title: t('crud.operation'),
      key: 'operation',
      width: 160,
      align: 'center',
      render: (_v, row) => (
        <RowActions crud={crud} row={row} perms={perms} editLabel={t('dictConfig.edit')} />
      ),
    },
  ];

  return (
    <div className="zcps-page-card" data-testid="dict-type-page">
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({})}>
        <Form.Item label={t('dictConfig.dictName')} name="dictName">
          <Input allowClear placeholder={hintOf('input', t('dictConfig.dictName'))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('dictConfig.dictType')} name="dictType">
          <Input allowClear placeholder={hintOf('input', t('dictConfig.dictType'))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('dictConfig.createTime')} name="dateRange">
          <DatePicker.RangePicker placeholder={[t('crud.beginDate'), t('crud.endDate')]} />
        </Form.Item>
      </SearchForm>
      <CrudToolbar
        crud={crud}
        perms={perms}
        addLabel={t('dictConfig.add')}
        editLabel={t('dictConfig.edit')}
        ghostAdd
      >
        <Auth perm={P.REMOVE}>
          <Button danger icon={<SyncOutlined />} onClick={() => void refreshCache()}>
            {t('dictConfig.refreshCache')}
          </Button>
        </Auth>
      </CrudToolbar>
      <CrudTable crud={crud} columns={columns} />
      <DictTypeForm
        open={crud.editing.open}
        row={crud.editing.row}
        onClose={crud.closeForm}
        onSaved={(added) => void crud.saved(added)}
      />
    </div>
  );
}

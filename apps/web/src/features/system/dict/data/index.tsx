import { useLocation, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Space, type TableColumnsType } from 'antd';
import { CloseOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DictPermission as P, type DictDataAdminVo } from '@zcps/contracts';
import {
  DictTag,
  hintOf,
  SearchForm,
  CrudTable,
  CrudToolbar,
  RowActions,
  useCrudPage,
  type CrudPerms,
} from '../../../../components/crud';
import { useTabsStore } from '../../../../stores/tabs-store';
import { clearDictCache, useDict } from '../../../../lib/dict';
import { dictDataApi, dictTypeApi } from '../api';
import { DictDataForm } from './DictDataForm';

const perms: CrudPerms = { add: P.ADD, edit: P.EDIT, remove: P.REMOVE, export: P.EXPORT };

const TYPES_PAGE = '/system/dict';

/** One type's entries as stored, each previewed as the tag it renders. */
function EntriesTable({ dictType }: { dictType: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const yesNo = useDict('sys_yes_no');
  const crud = useCrudPage<DictDataAdminVo>({
    key: `system/dict/data/${dictType}`,
    url: `/system/dict/data/list?dictType=${encodeURIComponent(dictType)}`,
    rowKey: 'dictCode',
    remove: dictDataApi.remove,
    exportUrl: dictDataApi.exportUrl,
    exportFile: 'dict_data.xlsx',
    exportParams: { dictType },
    savedMessages: { add: 'dictConfig.addOk', edit: 'dictConfig.editOk' },
    onChanged: () => clearDictCache(dictType),
  });
  const { list } = crud;

  const columns: TableColumnsType<DictDataAdminVo> = [
    { title: t('dictConfig.dictCode'), dataIndex: 'dictCode', width: 100, align: 'center' },
    {
      title: t('dictConfig.dictLabel'),
      dataIndex: 'dictLabel',
      sorter: true,
      render: (_v: string, row) => <DictTag options={[row]} value={row.dictValue} />,
    },
    { title: t('dictConfig.dictLabelEn'), dataIndex: 'dictLabelEn', ellipsis: true },
    { title: t('dictConfig.dictValue'), dataIndex: 'dictValue', sorter: true },
    { title: t('dictConfig.dictSort'), dataIndex: 'dictSort', width: 100, align: 'center', sorter: true },
    {
      title: t('dictConfig.isDefault'),
      dataIndex: 'isDefault',
      width: 100,
      align: 'center',
      render: (v: string) => <DictTag options={yesNo} value={v} />,
    },
    { title: t('dictConfig.remark'), dataIndex: 'remark', ellipsis: true },
    { title: t('dictConfig.createTime'), dataIndex: 'createTime', width: 170, align: 'center' },
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
    <>
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({})}>
        <Form.Item label={t('dictConfig.dictLabel')} name="dictLabel">
          <Input allowClear placeholder={hintOf('input', t('dictConfig.dictLabel'))} style={{ width: 200 }} />
        </Form.Item>
      </SearchForm>
      <CrudToolbar
        crud={crud}
        perms={perms}
        addLabel={t('dictConfig.add')}
        editLabel={t('dictConfig.edit')}
        ghostAdd
      />
      <CrudTable crud={crud} columns={columns} />
      <DictDataForm
        open={crud.editing.open}
        dictType={dictType}
        row={crud.editing.row}
        onClose={crud.closeForm}
        onSaved={(added) => void crud.saved(added)}
      />
    </>
  );
}

/** 字典数据 (/system/dict-data/index/:dictId): the entries of one dictionary type. */
export function Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const dictId = Number(useParams().dictId) || 0;
  const type = useQuery({
    queryKey: ['system/dict/type', dictId],
    queryFn: () => dictTypeApi.get(dictId),
    enabled: dictId > 0,
  });
  const dictType = type.data?.data?.dictType;

  const close = () => {
    useTabsStore.getState().close(pathname, pathname);
    navigate(TYPES_PAGE);
  };

  return (
    <div className="zcps-page-card" data-testid="dict-data-page">
      <Space style={{ marginBottom: 12 }}>
        <Button icon={<CloseOutlined />} onClick={close}>
          {t('crud.close')}
        </Button>
        <span>
          {t('dictConfig.dictType')}：<strong>{type.data?.data?.dictName ?? ''}</strong> {dictType ?? ''}
        </span>
      </Space>
      {dictType && <EntriesTable key={dictType} dictType={dictType} />}
    </div>
  );
}

import { useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Space, Table, type TableColumnsType } from 'antd';
import {
  CloseOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DictPermission as P, type DictDataAdminVo } from '@zcps/contracts';
import { Auth } from '../../../../components/Auth';
import {
  confirmAction,
  DictTag,
  hintOf,
  SearchForm,
  sortOf,
  TablePagination,
  TableToolbar,
  useTableQuery,
} from '../../../../components/crud';
import { useTabsStore } from '../../../../layout/tabs/tabs-store';
import { clearDictCache, useDict } from '../../../../lib/dict';
import { download } from '../../../../lib/download';
import { feedback } from '../../../../lib/feedback';
import { dictDataApi, dictTypeApi } from '../api';
import { DictDataForm } from './DictDataForm';

const TYPES_PAGE = '/system/dict';

/** One type's entries as stored, each previewed as the tag it renders. */
function EntriesTable({ dictType }: { dictType: string }) {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const yesNo = useDict('sys_yes_no');
  const list = useTableQuery<DictDataAdminVo>({
    key: `system/dict/data/${dictType}`,
    url: `/system/dict/data/list?dictType=${encodeURIComponent(dictType)}`,
  });
  const [editing, setEditing] = useState<{ open: boolean; row: DictDataAdminVo | null }>({
    open: false,
    row: null,
  });
  const selected = list.rows.filter((r) => list.selectedKeys.includes(r.dictCode));

  const remove = async (codes: number[]) => {
    if (!codes.length) return feedback().message.warning(t('crud.selectToDelete'));
    if (!(await confirmAction(t('crud.confirmDelete')))) return;
    await dictDataApi.remove(codes);
    clearDictCache(dictType);
    feedback().message.success(t('crud.deleteOk'));
    await list.refresh();
  };
  const saved = async (added: boolean) => {
    setEditing({ open: false, row: null });
    clearDictCache(dictType);
    feedback().message.success(t(added ? 'dictConfig.addOk' : 'dictConfig.editOk'));
    await list.refresh();
  };
  const exportAll = async () => {
    if (!(await confirmAction(t('crud.confirmExport')))) return;
    await download(dictDataApi.exportUrl, { ...list.filterParams, dictType }, 'dict_data.xlsx');
  };

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
        <Space size={0}>
          <Auth perm={P.EDIT}>
            <Button
              type="link"
              size="small"
              icon={<EditOutlined />}
              onClick={() => setEditing({ open: true, row })}
            >
              {t('dictConfig.edit')}
            </Button>
          </Auth>
          <Auth perm={P.REMOVE}>
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              onClick={() => void remove([row.dictCode])}
            >
              {t('crud.delete')}
            </Button>
          </Auth>
        </Space>
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
      <TableToolbar onRefresh={() => void list.refresh()}>
        <Auth perm={P.ADD}>
          <Button
            type="primary"
            ghost
            icon={<PlusOutlined />}
            onClick={() => setEditing({ open: true, row: null })}
          >
            {t('dictConfig.add')}
          </Button>
        </Auth>
        <Auth perm={P.EDIT}>
          <Button
            icon={<EditOutlined />}
            disabled={selected.length !== 1}
            onClick={() => setEditing({ open: true, row: selected[0] ?? null })}
          >
            {t('dictConfig.edit')}
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
      <Table<DictDataAdminVo>
        rowKey="dictCode"
        size="middle"
        loading={list.loading}
        columns={columns}
        dataSource={list.rows}
        pagination={false}
        rowSelection={{ selectedRowKeys: list.selectedKeys, onChange: (keys) => list.setSelectedKeys(keys) }}
        onChange={(_p, _f, sorter) => list.setSort(sortOf(sorter))}
      />
      <TablePagination
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        total={list.total}
        onChange={list.setPage}
      />
      <DictDataForm
        open={editing.open}
        dictType={dictType}
        row={editing.row}
        onClose={() => setEditing({ open: false, row: null })}
        onSaved={(added) => void saved(added)}
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

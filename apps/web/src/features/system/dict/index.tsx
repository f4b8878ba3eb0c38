import { useState } from 'react';
import { Link } from 'react-router';
import { Button, DatePicker, Form, Input, Space, Table, type TableColumnsType } from 'antd';
import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  PlusOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { DictPermission as P, type DictTypeVo } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import {
  confirmAction,
  hintOf,
  SearchForm,
  sortOf,
  TablePagination,
  TableToolbar,
  useTableQuery,
} from '../../../components/crud';
import { clearDictCache } from '../../../lib/dict';
import { download } from '../../../lib/download';
import { feedback } from '../../../lib/feedback';
import { dictTypeApi } from './api';
import { DictTypeForm } from './DictTypeForm';

/** 字典管理: dictionary types; a type's name opens its entries (/system/dict-data/index/:dictId). */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const list = useTableQuery<DictTypeVo>({ key: 'system/dict/type', url: '/system/dict/type/list' });
  const [editing, setEditing] = useState<{ open: boolean; row: DictTypeVo | null }>({
    open: false,
    row: null,
  });
  const selected = list.rows.filter((r) => list.selectedKeys.includes(r.dictId));

  const remove = async (ids: number[]) => {
    if (!ids.length) return feedback().message.warning(t('crud.selectToDelete'));
    if (!(await confirmAction(t('crud.confirmDelete')))) return;
    await dictTypeApi.remove(ids);
    feedback().message.success(t('crud.deleteOk'));
    clearDictCache();
    await list.refresh();
  };
  const refreshCache = async () => {
    await dictTypeApi.refreshCache();
    clearDictCache();
    feedback().message.success(t('dictConfig.refreshCacheOk'));
  };
  const exportAll = async () => {
    if (!(await confirmAction(t('crud.confirmExport')))) return;
    await download(dictTypeApi.exportUrl, list.filterParams, 'dict_type.xlsx');
  };
  const saved = async (added: boolean) => {
    setEditing({ open: false, row: null });
    feedback().message.success(t(added ? 'dictConfig.addOk' : 'dictConfig.editOk'));
    clearDictCache();
    await list.refresh();
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
              onClick={() => void remove([row.dictId])}
            >
              {t('crud.delete')}
            </Button>
          </Auth>
        </Space>
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
        <Auth perm={P.REMOVE}>
          <Button danger icon={<SyncOutlined />} onClick={() => void refreshCache()}>
            {t('dictConfig.refreshCache')}
          </Button>
        </Auth>
      </TableToolbar>
      <Table<DictTypeVo>
        rowKey="dictId"
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
      <DictTypeForm
        open={editing.open}
        row={editing.row}
        onClose={() => setEditing({ open: false, row: null })}
        onSaved={(added) => void saved(added)}
      />
    </div>
  );
}

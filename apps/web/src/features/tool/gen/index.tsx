import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Button, Form, Input, Select, Space, Tag, type TableColumnsType } from 'antd';
import { CloudDownloadOutlined, ImportOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { GenPermission as P, type GenTable } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import {
  confirmAction,
  CrudTable,
  CrudToolbar,
  hintOf,
  SearchForm,
  useCrudPage,
} from '../../../components/crud';
import { downloadGet } from '../../../lib/download';
import { feedback } from '../../../lib/feedback';
import { genApi } from './api';
import { GenRowActions } from './GenRowActions';
import { ImportTableDialog } from './ImportTableDialog';
import { PreviewModal } from './PreviewModal';

/** Where 编辑 opens a table's generation config (the spec's hidden route, permission system:codegen:query). */
export const editPath = (tableId: number) => `/codegen/edit?tableId=${tableId}`;

/** 代码生成: tables imported from a data source, each configured, previewed and generated into this codebase. */
export function Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const [importing, setImporting] = useState(false);
  const [previewing, setPreviewing] = useState<GenTable | null>(null);
  const dataNames = useQuery({ queryKey: ['tool/gen/dataNames'], queryFn: genApi.dataNames });
  const crud = useCrudPage<GenTable>({
    key: 'tool/gen',
    url: genApi.listUrl,
    rowKey: 'tableId',
    remove: genApi.remove,
  });
  const { list } = crud;

  const sync = async (row: GenTable) => {
    if (!(await confirmAction(t('codegen.syncConfirm', { name: row.tableName })))) return;
    await genApi.sync(row.tableId);
    feedback().message.success(t('codegen.syncOk'));
    await list.refresh();
  };
  const writeToCheckout = async (row: GenTable) => {
    if (!(await confirmAction(t('codegen.genConfirm', { name: row.tableName })))) return;
    await genApi.writeToCheckout(row.tableId);
    feedback().message.success(t('codegen.genOk'));
  };
  const batch = () => {
    const ids = list.selectedKeys.map(Number);
    if (!ids.length) return feedback().message.warning(t('codegen.selectToGen'));
    return downloadGet(genApi.batchUrl, { tableIdStr: ids.join(',') }, 'zcps-gen.zip');
  };

  const columns: TableColumnsType<GenTable> = [
    { title: t('codegen.dataName'), dataIndex: 'dataName', width: 110, align: 'center' },
    { title: t('codegen.tableName'), dataIndex: 'tableName', width: 200, ellipsis: true, sorter: true },
    { title: t('codegen.tableComment'), dataIndex: 'tableComment', width: 180, ellipsis: true },
    { title: t('codegen.className'), dataIndex: 'className', width: 180, ellipsis: true },
    {
      title: t('codegen.tplCategory'),
      dataIndex: 'tplCategory',
      width: 150,
      align: 'center',
      render: (v: GenTable['tplCategory']) => <Tag>{t(`codegen.tpl_${v}`)}</Tag>,
    },
    { title: t('codegen.createTime'), dataIndex: 'createTime', width: 170, align: 'center', sorter: true },
    { title: t('codegen.updateTime'), dataIndex: 'updateTime', width: 170, align: 'center', sorter: true },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 300,
      align: 'center',
      fixed: 'right',
      render: (_v, row) => (
        <GenRowActions
          onPreview={() => setPreviewing(row)}
          onEdit={() => navigate(editPath(row.tableId))}
          onRemove={() => void crud.remove([row.tableId])}
          onSync={() => void sync(row)}
          onGenerate={() =>
            row.genType === '1'
              ? void writeToCheckout(row)
              : void downloadGet(genApi.downloadUrl(row.tableId), {}, `${row.tableName}.zip`)
          }
        />
      ),
    },
  ];

  return (
    <div className="zcps-page-card" data-testid="gen-page">
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({})}>
        <Form.Item label={t('codegen.dataName')} name="dataName">
          <Select
            allowClear
            style={{ width: 160 }}
            placeholder={hintOf('select', t('codegen.dataName'))}
            options={(dataNames.data?.data ?? []).map((n) => ({ value: n, label: n }))}
          />
        </Form.Item>
        <Form.Item label={t('codegen.tableName')} name="tableName">
          <Input allowClear style={{ width: 200 }} placeholder={hintOf('input', t('codegen.tableName'))} />
        </Form.Item>
        <Form.Item label={t('codegen.tableComment')} name="tableComment">
          <Input allowClear style={{ width: 200 }} placeholder={hintOf('input', t('codegen.tableComment'))} />
        </Form.Item>
      </SearchForm>
      <CrudToolbar crud={crud} perms={{ remove: P.REMOVE }} addLabel="" editLabel="">
        <Space>
          <Auth perm={P.CODE}>
            <Button type="primary" icon={<CloudDownloadOutlined />} onClick={() => void batch()}>
              {t('codegen.batchGen')}
            </Button>
          </Auth>
          <Auth perm={P.IMPORT}>
            <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
              {t('codegen.import')}
            </Button>
          </Auth>
        </Space>
      </CrudToolbar>
      <CrudTable crud={crud} columns={columns} scrollX={1460} />
      <ImportTableDialog
        open={importing}
        dataNames={dataNames.data?.data ?? []}
        onClose={() => setImporting(false)}
        onImported={() => {
          setImporting(false);
          void list.refresh();
        }}
      />
      <PreviewModal table={previewing} onClose={() => setPreviewing(null)} />
    </div>
  );
}

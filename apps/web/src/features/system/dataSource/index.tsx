import { Button, Form, Input, Select, Switch, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataSourcePermission as P, type DataSourceVo } from '@zcps/contracts';
import { Auth, useAuth } from '../../../components/Auth';
import {
  confirmAction,
  CrudTable,
  CrudToolbar,
  hintOf,
  RowActions,
  SearchForm,
  useCrudPage,
  type CrudPerms,
} from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { feedback } from '../../../lib/feedback';
import { DATA_SOURCE_BASE, dataSourceApi } from './api';
import { DataSourceForm } from './DataSourceForm';

const perms: CrudPerms = { add: P.ADD, edit: P.EDIT, remove: P.REMOVE };

/** 数据源配置: PostgreSQL databases the code generator may import tables from (besides master, our own). */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { hasPermi } = useAuth();
  const status = useDict('sys_normal_disable');
  const [testing, setTesting] = useState<number | null>(null);
  const crud = useCrudPage<DataSourceVo>({
    key: DATA_SOURCE_BASE,
    url: `${DATA_SOURCE_BASE}/list`,
    rowKey: 'dataSourceId',
    remove: dataSourceApi.remove,
  });
  const { list } = crud;

  const toggle = async (row: DataSourceVo, enabled: boolean) => {
    const action = t(enabled ? 'dataSource.enable' : 'dataSource.disable');
    if (!(await confirmAction(t('dataSource.confirmStatus', { action, name: row.name })))) return;
    await dataSourceApi.changeStatus(row.dataSourceId, enabled ? '0' : '1');
    feedback().message.success(t('dataSource.statusOk', { action }));
    await list.refresh();
  };
  const test = async (row: DataSourceVo) => {
    setTesting(row.dataSourceId);
    try {
      feedback().message.success((await dataSourceApi.test({ dataSourceId: row.dataSourceId })).msg);
    } catch {
      // the request layer has shown why the connection failed
    } finally {
      setTesting(null);
    }
  };

  const columns: TableColumnsType<DataSourceVo> = [
    { title: t('dataSource.id'), dataIndex: 'dataSourceId', width: 90, align: 'center', sorter: true },
    { title: t('dataSource.name'), dataIndex: 'name', width: 150, sorter: true, ellipsis: true },
    { title: t('dataSource.dbType'), dataIndex: 'dbType', width: 110, align: 'center' },
    { title: t('dataSource.url'), dataIndex: 'url', ellipsis: true },
    { title: t('dataSource.username'), dataIndex: 'username', width: 120, ellipsis: true },
    {
      title: t('dataSource.status'),
      dataIndex: 'status',
      width: 90,
      align: 'center',
      render: (value: string, row) => (
        <Switch
          checked={value === '0'}
          disabled={!hasPermi(P.EDIT)}
          aria-label={`${t('dataSource.status')} ${row.name}`}
          onChange={(checked) => void toggle(row, checked)}
        />
      ),
    },
    { title: t('dataSource.remark'), dataIndex: 'remark', width: 160, ellipsis: true },
    { title: t('dataSource.createTime'), dataIndex: 'createTime', width: 170, align: 'center', sorter: true },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 250,
      align: 'center',
      fixed: 'right',
      render: (_v, row) => (
        <>
          <Auth perm={[P.QUERY, P.EDIT]}>
            <Button
              type="link"
              size="small"
              loading={testing === row.dataSourceId}
              onClick={() => void test(row)}
            >
              {t('dataSource.test')}
            </Button>
          </Auth>
          <RowActions crud={crud} row={row} perms={perms} editLabel={t('dataSource.edit')} />
        </>
      ),
    },
  ];

  return (
    <div className="zcps-page-card">
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({})}>
        <Form.Item label={t('dataSource.name')} name="name">
          <Input allowClear placeholder={hintOf('input', t('dataSource.name'))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('dataSource.status')} name="status">
          <Select
            allowClear
            placeholder={hintOf('select', t('dataSource.status'))}
            style={{ width: 160 }}
            options={status.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
          />
        </Form.Item>
      </SearchForm>
      <CrudToolbar
        crud={crud}
        perms={perms}
        addLabel={t('dataSource.add')}
        editLabel={t('dataSource.edit')}
      />
      <CrudTable crud={crud} columns={columns} scrollX={1300} />
      <DataSourceForm
        open={crud.editing.open}
        row={crud.editing.row}
        onClose={crud.closeForm}
        onSaved={(added) => void crud.saved(added)}
      />
    </div>
  );
}

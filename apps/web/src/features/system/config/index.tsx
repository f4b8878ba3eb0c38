import { useState } from 'react';
import { Button, DatePicker, Form, Input, Select, Space, Table, type TableColumnsType } from 'antd';
import {
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  PlusOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ConfigPermission as P, type ConfigVo } from '@zcps/contracts';
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
import { configApi } from './api';
import { ConfigForm } from './ConfigForm';

/** 参数设置: system parameters (sys_config); built-in ones cannot be deleted (the server refuses). */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const yesNo = useDict('sys_yes_no');
  const list = useTableQuery<ConfigVo>({ key: 'system/config', url: '/system/config/list' });
  const [editing, setEditing] = useState<{ open: boolean; row: ConfigVo | null }>({ open: false, row: null });
  const selected = list.rows.filter((r) => list.selectedKeys.includes(r.configId));

  const remove = async (ids: number[]) => {
    if (!ids.length) return feedback().message.warning(t('crud.selectToDelete'));
    if (!(await confirmAction(t('crud.confirmDelete')))) return;
    await configApi.remove(ids);
    feedback().message.success(t('crud.deleteOk'));
    await list.refresh();
  };
  const refreshCache = async () => {
    await configApi.refreshCache();
    feedback().message.success(t('dictConfig.refreshCacheOk'));
  };
  const exportAll = async () => {
    if (!(await confirmAction(t('crud.confirmExport')))) return;
    await download(configApi.exportUrl, list.filterParams, 'config.xlsx');
  };
  const saved = async (added: boolean) => {
    setEditing({ open: false, row: null });
    feedback().message.success(t(added ? 'dictConfig.addOk' : 'dictConfig.editOk'));
    await list.refresh();
  };

  const columns: TableColumnsType<ConfigVo> = [
    { title: t('dictConfig.configId'), dataIndex: 'configId', width: 100, align: 'center', sorter: true },
    { title: t('dictConfig.configName'), dataIndex: 'configName', sorter: true, ellipsis: true },
    { title: t('dictConfig.configKey'), dataIndex: 'configKey', sorter: true, ellipsis: true },
    { title: t('dictConfig.configValue'), dataIndex: 'configValue', ellipsis: true },
    {
      title: t('dictConfig.configType'),
      dataIndex: 'configType',
      width: 100,
      align: 'center',
      sorter: true,
      render: (v: string) => <DictTag options={yesNo} value={v} />,
    },
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
              onClick={() => void remove([row.configId])}
            >
              {t('crud.delete')}
            </Button>
          </Auth>
        </Space>
      ),
    },
  ];

  return (
    <div className="zcps-page-card" data-testid="config-page">
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({})}>
        <Form.Item label={t('dictConfig.configName')} name="configName">
          <Input
            allowClear
            placeholder={hintOf('input', t('dictConfig.configName'))}
            style={{ width: 200 }}
          />
        </Form.Item>
        <Form.Item label={t('dictConfig.configKey')} name="configKey">
          <Input allowClear placeholder={hintOf('input', t('dictConfig.configKey'))} style={{ width: 200 }} />
        </Form.Item>
        <Form.Item label={t('dictConfig.configType')} name="configType">
          <Select
            allowClear
            placeholder={hintOf('select', t('dictConfig.configType'))}
            style={{ width: 140 }}
            options={yesNo.map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
          />
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
      <Table<ConfigVo>
        rowKey="configId"
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
      <ConfigForm
        open={editing.open}
        row={editing.row}
        onClose={() => setEditing({ open: false, row: null })}
        onSaved={(added) => void saved(added)}
      />
    </div>
  );
}

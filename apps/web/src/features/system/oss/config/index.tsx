import { useState } from 'react';
import { Button, Form, Input, Select, Switch, Table, Tag, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LOCAL_OSS_ENDPOINT, OssConfigPermission as P, type OssConfigVo } from '@zcps/contracts';
import { Auth, useAuth } from '../../../../components/Auth';
import {
  confirmAction,
  hintOf,
  SearchForm,
  sortOf,
  TablePagination,
  TableToolbar,
  useTableQuery,
} from '../../../../components/crud';
import { feedback } from '../../../../lib/feedback';
import { OSS_CONFIG_BASE, ossConfigApi } from '../api';
import { OssConfigForm, type OssConfigTarget } from './OssConfigForm';

/** 配置管理 (hidden route /system/oss-config/index): the stores files go to; exactly one is the default. */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { hasPermi } = useAuth();
  const list = useTableQuery<OssConfigVo>({ key: OSS_CONFIG_BASE, url: `${OSS_CONFIG_BASE}/list` });
  const [target, setTarget] = useState<OssConfigTarget | null>(null);
  const selected = list.rows.filter((r) => list.selectedKeys.includes(r.ossConfigId));

  const remove = async (ids: readonly number[]) => {
    if (!ids.length) return feedback().message.warning(t('crud.selectToDelete'));
    if (!(await confirmAction(t('crud.confirmDelete')))) return;
    await ossConfigApi.remove(ids);
    feedback().message.success(t('crud.deleteOk'));
    await list.refresh();
  };
  const makeDefault = async (row: OssConfigVo) => {
    if (row.status === '0') return feedback().message.warning(t('ossConfigAdmin.keepDefault'));
    if (!(await confirmAction(t('ossConfigAdmin.makeDefault', { name: row.configKey })))) return;
    await ossConfigApi.changeStatus({ ossConfigId: row.ossConfigId, status: '0', configKey: row.configKey });
    feedback().message.success(t('ossConfigAdmin.defaultOk'));
    await list.refresh();
  };

  const columns: TableColumnsType<OssConfigVo> = [
    {
      title: t('ossConfigAdmin.ossConfigId'),
      dataIndex: 'ossConfigId',
      width: 80,
      align: 'center',
      sorter: true,
    },
    { title: t('ossConfigAdmin.configKey'), dataIndex: 'configKey', width: 120, sorter: true },
    {
      title: t('ossConfigAdmin.storeType'),
      dataIndex: 'endpoint',
      width: 120,
      align: 'center',
      render: (value: string) =>
        value === LOCAL_OSS_ENDPOINT ? <Tag>{t('ossConfigAdmin.local')}</Tag> : <Tag color="blue">S3</Tag>,
    },
    { title: t('ossConfigAdmin.endpoint'), dataIndex: 'endpoint', ellipsis: true },
    { title: t('ossConfigAdmin.bucketName'), dataIndex: 'bucketName', width: 130, sorter: true },
    { title: t('ossConfigAdmin.prefix'), dataIndex: 'prefix', width: 110 },
    { title: t('ossConfigAdmin.region'), dataIndex: 'region', width: 110 },
    {
      title: t('ossConfigAdmin.status'),
      dataIndex: 'status',
      width: 90,
      align: 'center',
      render: (value: string, row) => (
        <Switch
          checked={value === '0'}
          disabled={!hasPermi(P.EDIT)}
          aria-label={`${t('ossConfigAdmin.isDefault')} ${row.configKey}`}
          onChange={() => void makeDefault(row)}
        />
      ),
    },
    {
      title: t('crud.operation'),
      key: 'operation',
      width: 160,
      align: 'center',
      fixed: 'right',
      render: (_value, row) => (
        <>
          <Auth perm={P.EDIT}>
            <Button type="link" size="small" icon={<EditOutlined />} onClick={() => setTarget(row)}>
              {t('ossConfigAdmin.edit')}
            </Button>
          </Auth>
          <Auth perm={P.REMOVE}>
            <Button
              type="link"
              size="small"
              danger
              icon={<DeleteOutlined />}
              disabled={row.status === '0'}
              onClick={() => void remove([row.ossConfigId])}
            >
              {t('crud.delete')}
            </Button>
          </Auth>
        </>
      ),
    },
  ];

  return (
    <div className="zcps-page-card">
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({})}>
        <Form.Item label={t('ossConfigAdmin.configKey')} name="configKey">
          <Input
            allowClear
            placeholder={hintOf('input', t('ossConfigAdmin.configKey'))}
            style={{ width: 180 }}
          />
        </Form.Item>
        <Form.Item label={t('ossConfigAdmin.bucketName')} name="bucketName">
          <Input
            allowClear
            placeholder={hintOf('input', t('ossConfigAdmin.bucketName'))}
            style={{ width: 180 }}
          />
        </Form.Item>
        <Form.Item label={t('ossConfigAdmin.status')} name="status">
          <Select
            allowClear
            placeholder={hintOf('select', t('ossConfigAdmin.status'))}
            style={{ width: 120 }}
            options={[
              { value: '0', label: t('ossConfigAdmin.yes') },
              { value: '1', label: t('ossConfigAdmin.no') },
            ]}
          />
        </Form.Item>
      </SearchForm>
      <TableToolbar onRefresh={() => void list.refresh()}>
        <Auth perm={P.ADD}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget('new')}>
            {t('ossConfigAdmin.add')}
          </Button>
        </Auth>
        <Auth perm={P.EDIT}>
          <Button
            icon={<EditOutlined />}
            disabled={selected.length !== 1}
            onClick={() => setTarget(selected[0]!)}
          >
            {t('ossConfigAdmin.edit')}
          </Button>
        </Auth>
        <Auth perm={P.REMOVE}>
          <Button
            danger
            icon={<DeleteOutlined />}
            disabled={!selected.length}
            onClick={() => void remove(selected.map((r) => r.ossConfigId))}
          >
            {t('crud.delete')}
          </Button>
        </Auth>
      </TableToolbar>
      <Table<OssConfigVo>
        rowKey="ossConfigId"
        size="middle"
        loading={list.loading}
        columns={columns}
        dataSource={list.rows}
        pagination={false}
        scroll={{ x: 1200 }}
        rowSelection={{ selectedRowKeys: list.selectedKeys, onChange: (keys) => list.setSelectedKeys(keys) }}
        onChange={(_p, _f, sorter) => list.setSort(sortOf(sorter))}
      />
      <TablePagination
        pageNum={list.pageNum}
        pageSize={list.pageSize}
        total={list.total}
        onChange={list.setPage}
      />
      <OssConfigForm
        target={target}
        onClose={() => setTarget(null)}
        onSaved={() => {
          setTarget(null);
          void list.refresh();
        }}
      />
    </div>
  );
}

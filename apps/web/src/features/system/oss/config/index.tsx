import { Form, Input, Select, Switch, Tag, type TableColumnsType } from 'antd';
import { useTranslation } from 'react-i18next';
import { LOCAL_OSS_ENDPOINT, OssConfigPermission as P, type OssConfigVo } from '@zcps/contracts';
import { useAuth } from '../../../../components/Auth';
import {
  confirmAction,
  hintOf,
  SearchForm,
  CrudTable,
  CrudToolbar,
  RowActions,
  useCrudPage,
  type CrudPerms,
} from '../../../../components/crud';
import { feedback } from '../../../../lib/feedback';
import { OSS_CONFIG_BASE, ossConfigApi } from '../api';
import { OssConfigForm } from './OssConfigForm';

const perms: CrudPerms = { add: P.ADD, edit: P.EDIT, remove: P.REMOVE };

/** 配置管理 (hidden route /system/oss-config/index): the stores files go to; exactly one is the default. */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const { hasPermi } = useAuth();
  const crud = useCrudPage<OssConfigVo>({
    key: OSS_CONFIG_BASE,
    url: `${OSS_CONFIG_BASE}/list`,
    rowKey: 'ossConfigId',
    remove: ossConfigApi.remove,
  });
  const { list } = crud;

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
        <RowActions
          crud={crud}
          row={row}
          perms={perms}
          editLabel={t('ossConfigAdmin.edit')}
          removeDisabled={row.status === '0'}
        />
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
      <CrudToolbar
        crud={crud}
        perms={perms}
        addLabel={t('ossConfigAdmin.add')}
        editLabel={t('ossConfigAdmin.edit')}
      />
      <CrudTable crud={crud} columns={columns} scrollX={1200} />
      <OssConfigForm
        target={crud.editing.open ? (crud.editing.row ?? 'new') : null}
        onClose={crud.closeForm}
        onSaved={() => void crud.saved(false)}
      />
    </div>
  );
}

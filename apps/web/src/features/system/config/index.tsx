import { Button, DatePicker, Form, Input, Select, type TableColumnsType } from 'antd';
import { SyncOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ConfigPermission as P, type ConfigVo } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
import {
  CrudTable,
  CrudToolbar,
  DictTag,
  hintOf,
  RowActions,
  SearchForm,
  useCrudPage,
  type CrudPerms,
} from '../../../components/crud';
import { useDict } from '../../../lib/dict';
import { feedback } from '../../../lib/feedback';
import { configApi } from './api';
import { ConfigForm } from './ConfigForm';

const perms: CrudPerms = { add: P.ADD, edit: P.EDIT, remove: P.REMOVE, export: P.EXPORT };

/** 参数设置: system parameters (sys_config); built-in ones cannot be deleted (the server refuses). */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const yesNo = useDict('sys_yes_no');
  const crud = useCrudPage<ConfigVo>({
    key: 'system/config',
    url: '/system/config/list',
    rowKey: 'configId',
    remove: configApi.remove,
    exportUrl: configApi.exportUrl,
    exportFile: 'config.xlsx',
    savedMessages: { add: 'dictConfig.addOk', edit: 'dictConfig.editOk' },
  });
  const { list } = crud;
  const refreshCache = async () => {
    await configApi.refreshCache();
    feedback().message.success(t('dictConfig.refreshCacheOk'));
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
    {
      title: t('dictConfig.isPublic'),
      dataIndex: 'isPublic',
      width: 100,
      align: 'center',
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
        <RowActions crud={crud} row={row} perms={perms} editLabel={t('dictConfig.edit')} />
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
      <ConfigForm
        open={crud.editing.open}
        row={crud.editing.row}
        onClose={crud.closeForm}
        onSaved={(added) => void crud.saved(added)}
      />
    </div>
  );
}

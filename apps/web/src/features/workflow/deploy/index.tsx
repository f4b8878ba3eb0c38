import { useState } from 'react';
import { Button, Form, Input, Switch, Tag, type TableColumnsType } from 'antd';
import {
  ApartmentOutlined,
  CodeOutlined,
  HistoryOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { WorkflowPermission as P, type WfDefinitionVo } from '@zcps/contracts';
import { Auth } from '../../../components/Auth';
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
import { feedback } from '../../../lib/feedback';
import { CategorySelect } from '../shared/CategorySelect';
import { definitionApi } from './api';
import { DefinitionView, VersionsDialog, type Viewing } from './DefinitionDialogs';

const perms: CrudPerms = { remove: P.DEPLOY_REMOVE };

/**
 * 流程部署: deployed versions (the latest per key unless all are asked for); suspend or activate a version, read
 * its XML or diagram. Running instances stay on the version they started on.
 */
export function Page() {
  const { t } = useTranslation();
  const [form] = Form.useForm();
  const [viewing, setViewing] = useState<Viewing>(null);
  const [versionsOf, setVersionsOf] = useState<WfDefinitionVo | null>(null);
  const crud = useCrudPage<WfDefinitionVo>({
    key: 'workflow/definition',
    url: '/workflow/definition/list',
    rowKey: 'definitionId',
    remove: definitionApi.remove,
  });
  const { list } = crud;

  const toggle = async (row: WfDefinitionVo) => {
    const args = { name: row.definitionName, version: row.version };
    const ask = row.suspended ? t('workflow.confirmActivate', args) : t('workflow.confirmSuspend', args);
    if (!(await confirmAction(ask))) return;
    await (row.suspended ? definitionApi.activate : definitionApi.suspend)(row.definitionId);
    feedback().message.success(t(row.suspended ? 'workflow.activateOk' : 'workflow.suspendOk'));
    await list.refresh();
  };

  const columns: TableColumnsType<WfDefinitionVo> = [
    { title: t('workflow.definitionKey'), dataIndex: 'definitionKey', width: 160, ellipsis: true },
    { title: t('workflow.definitionName'), dataIndex: 'definitionName', width: 180, ellipsis: true },
    {
      title: t('workflow.version'),
      dataIndex: 'version',
      width: 110,
      align: 'center',
      render: (v: number, row) => (
        <>
          <Tag color="blue">v{v}</Tag>
          {row.latest && <Tag color="green">{t('workflow.latest')}</Tag>}
        </>
      ),
    },
    { title: t('workflow.category'), dataIndex: 'categoryName', width: 120, ellipsis: true },
    {
      title: t('workflow.state'),
      dataIndex: 'suspended',
      width: 90,
      align: 'center',
      render: (s: boolean) =>
        s ? (
          <Tag color="warning">{t('workflow.suspendedTag')}</Tag>
        ) : (
          <Tag color="success">{t('workflow.active')}</Tag>
        ),
    },
    { title: t('workflow.deployTime'), dataIndex: 'deployTime', width: 170, align: 'center' },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 400,
      align: 'center',
      fixed: 'right',
      render: (_v, row) => (
        <RowActions crud={crud} row={row} perms={perms} editLabel="">
          <Auth perm={P.DEPLOY_QUERY}>
            <Button type="link" size="small" icon={<HistoryOutlined />} onClick={() => setVersionsOf(row)}>
              {t('workflow.versions')}
            </Button>
            <Button
              type="link"
              size="small"
              icon={<CodeOutlined />}
              onClick={() => setViewing({ mode: 'xml', row })}
            >
              {t('workflow.viewXml')}
            </Button>
            <Button
              type="link"
              size="small"
              icon={<ApartmentOutlined />}
              onClick={() => setViewing({ mode: 'diagram', row })}
            >
              {t('workflow.viewDiagram')}
            </Button>
          </Auth>
          <Auth perm={P.DEPLOY_SUSPEND}>
            <Button
              type="link"
              size="small"
              icon={row.suspended ? <PlayCircleOutlined /> : <PauseCircleOutlined />}
              onClick={() => void toggle(row)}
            >
              {row.suspended ? t('workflow.activate') : t('workflow.suspend')}
            </Button>
          </Auth>
        </RowActions>
      ),
    },
  ];

  return (
    <div className="zcps-page-card">
      <SearchForm
        form={form}
        onSearch={(values) =>
          list.search({ ...values, allVersions: values.allVersions ? 'true' : undefined })
        }
        onReset={() => list.search({})}
      >
        <Form.Item label={t('workflow.definitionKey')} name="definitionKey">
          <Input
            allowClear
            placeholder={hintOf('input', t('workflow.definitionKey'))}
            style={{ width: 180 }}
          />
        </Form.Item>
        <Form.Item label={t('workflow.definitionName')} name="definitionName">
          <Input
            allowClear
            placeholder={hintOf('input', t('workflow.definitionName'))}
            style={{ width: 180 }}
          />
        </Form.Item>
        <Form.Item label={t('workflow.category')} name="categoryId">
          <CategorySelect placeholder={hintOf('select', t('workflow.category'))} style={{ width: 160 }} />
        </Form.Item>
        <Form.Item label={t('workflow.allVersions')} name="allVersions" valuePropName="checked">
          <Switch />
        </Form.Item>
      </SearchForm>
      <CrudToolbar crud={crud} perms={perms} addLabel="" editLabel="" />
      <CrudTable crud={crud} columns={columns} scrollX={1250} />
      <DefinitionView viewing={viewing} onClose={() => setViewing(null)} />
      <VersionsDialog row={versionsOf} onClose={() => setVersionsOf(null)} />
    </div>
  );
}

import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Button, Form, Input, Tag, type TableColumnsType } from 'antd';
import {
  CloudUploadOutlined,
  CopyOutlined,
  DownloadOutlined,
  ImportOutlined,
  NodeIndexOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { WorkflowPermission as P, type WfModelVo } from '@zcps/contracts';
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
import { downloadGet } from '../../../lib/download';
import { feedback } from '../../../lib/feedback';
import { CategorySelect } from '../shared/CategorySelect';
import { designPath, modelApi } from './api';
import { CopyDialog, ImportDialog } from './dialogs';
import { ModelForm } from './ModelForm';

const perms: CrudPerms = { add: P.MODEL_ADD, edit: P.MODEL_EDIT, remove: P.MODEL_REMOVE };

/** 模型管理: draft processes; design one, copy it, import or export .bpmn, deploy it as a new version. */
export function Page() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm();
  const [copying, setCopying] = useState<WfModelVo | null>(null);
  const [importing, setImporting] = useState(false);
  const crud = useCrudPage<WfModelVo>({
    key: 'workflow/model',
    url: '/workflow/model/list',
    rowKey: 'modelId',
    remove: modelApi.remove,
    savedMessages: { add: 'workflow.addOk', edit: 'workflow.editOk' },
  });
  const { list } = crud;

  const deploy = async (row: WfModelVo) => {
    if (!(await confirmAction(t('workflow.confirmDeploy', { name: row.modelName })))) return;
    const result = (await modelApi.deploy(row.modelId)).data;
    feedback().message.success(
      t('workflow.deployOk', { key: result.definitionKey, version: result.version }),
    );
    await list.refresh();
  };
  const afterDialog = async (message: 'workflow.copyOk' | 'workflow.importOk') => {
    setCopying(null);
    setImporting(false);
    feedback().message.success(t(message));
    await list.refresh();
  };

  const columns: TableColumnsType<WfModelVo> = [
    { title: t('workflow.modelKey'), dataIndex: 'modelKey', width: 160, ellipsis: true },
    { title: t('workflow.modelName'), dataIndex: 'modelName', width: 180, ellipsis: true },
    { title: t('workflow.category'), dataIndex: 'categoryName', width: 130, ellipsis: true },
    { title: t('workflow.formKey'), dataIndex: 'formKey', width: 130, ellipsis: true },
    {
      title: t('workflow.latestVersion'),
      dataIndex: 'latestVersion',
      width: 110,
      align: 'center',
      render: (v: number | null) =>
        v === null ? <Tag>{t('workflow.neverDeployed')}</Tag> : <Tag color="blue">v{v}</Tag>,
    },
    { title: t('workflow.updateTime'), dataIndex: 'updateTime', width: 170, align: 'center' },
    {
      title: t('crud.operation'),
      key: 'actions',
      width: 380,
      align: 'center',
      fixed: 'right',
      render: (_v, row) => (
        <RowActions crud={crud} row={row} perms={perms} editLabel={t('workflow.edit')}>
          <Auth perm={P.MODEL_DESIGN}>
            <Button
              type="link"
              size="small"
              icon={<NodeIndexOutlined />}
              onClick={() => navigate(designPath(row.modelId))}
            >
              {t('workflow.design')}
            </Button>
          </Auth>
          <Auth perm={P.MODEL_ADD}>
            <Button type="link" size="small" icon={<CopyOutlined />} onClick={() => setCopying(row)}>
              {t('workflow.copy')}
            </Button>
          </Auth>
          <Auth perm={P.MODEL_EXPORT}>
            <Button
              type="link"
              size="small"
              icon={<DownloadOutlined />}
              onClick={() => void downloadGet(modelApi.exportUrl(row.modelId), {}, `${row.modelKey}.bpmn`)}
            >
              {t('workflow.export')}
            </Button>
          </Auth>
          <Auth perm={P.MODEL_DEPLOY}>
            <Button type="link" size="small" icon={<CloudUploadOutlined />} onClick={() => void deploy(row)}>
              {t('workflow.deploy')}
            </Button>
          </Auth>
        </RowActions>
      ),
    },
  ];

  return (
    <div className="zcps-page-card">
      <SearchForm form={form} onSearch={list.search} onReset={() => list.search({})}>
        <Form.Item label={t('workflow.modelKey')} name="modelKey">
          <Input allowClear placeholder={hintOf('input', t('workflow.modelKey'))} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item label={t('workflow.modelName')} name="modelName">
          <Input allowClear placeholder={hintOf('input', t('workflow.modelName'))} style={{ width: 180 }} />
        </Form.Item>
        <Form.Item label={t('workflow.category')} name="categoryId">
          <CategorySelect placeholder={hintOf('select', t('workflow.category'))} style={{ width: 180 }} />
        </Form.Item>
      </SearchForm>
      <CrudToolbar crud={crud} perms={perms} addLabel={t('workflow.add')} editLabel={t('workflow.edit')}>
        <Auth perm={P.MODEL_ADD}>
          <Button icon={<ImportOutlined />} onClick={() => setImporting(true)}>
            {t('workflow.import')}
          </Button>
        </Auth>
      </CrudToolbar>
      <CrudTable crud={crud} columns={columns} scrollX={1300} />
      <ModelForm
        open={crud.editing.open}
        row={crud.editing.row}
        onClose={crud.closeForm}
        onSaved={(added) => void crud.saved(added)}
      />
      <CopyDialog
        row={copying}
        onClose={() => setCopying(null)}
        onSaved={() => void afterDialog('workflow.copyOk')}
      />
      <ImportDialog
        open={importing}
        onClose={() => setImporting(false)}
        onSaved={() => void afterDialog('workflow.importOk')}
      />
    </div>
  );
}

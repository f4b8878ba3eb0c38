import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Empty, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { WorkflowPermission as P, type WfModelDetail } from '@zcps/contracts';
import { useAuth } from '../../../../components/Auth';
import { feedback } from '../../../../lib/feedback';
import { BpmnDesigner } from '../../designer/BpmnDesigner';
import { modelApi } from '../api';

function modelUpdate(model: WfModelDetail, xml: string) {
  return {
    modelId: model.modelId,
    modelName: model.modelName,
    categoryId: model.categoryId,
    formKey: model.formKey,
    remark: model.remark,
    xml,
  };
}

/** 流程设计 (/workflow/model/design?modelId=): the model's diagram in the designer; save, then deploy. */
export function Page() {
  const { t } = useTranslation();
  const auth = useAuth();
  const modelId = Number(useSearchParams()[0].get('modelId')) || 0;
  const model = useQuery({
    queryKey: ['workflow/model', modelId],
    queryFn: async () => (await modelApi.get(modelId)).data,
    enabled: modelId > 0,
    // Fetched once per opening: a refetch would re-import the diagram over unsaved edits, and a cached copy
    // would reopen the designer on the diagram as it was before the last save.
    staleTime: Infinity,
    gcTime: 0,
  });

  if (modelId <= 0 || model.isError) return <Empty description={t('workflow.modelMissing')} />;
  if (!model.data) return <Spin />;
  const row = model.data;
  const canEdit = auth.hasPermi([P.MODEL_DESIGN, P.MODEL_EDIT]);

  const save = async (xml: string) => {
    await modelApi.update(modelUpdate(row, xml));
    feedback().message.success(t('wfDesigner.saved'));
  };

  const deploy = async (xml: string) => {
    if (canEdit) await modelApi.update(modelUpdate(row, xml));
    const result = (await modelApi.deploy(row.modelId)).data;
    feedback().message.success(
      t('workflow.deployOk', { key: result.definitionKey, version: result.version }),
    );
  };

  return (
    <div className="zcps-page-card">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {row.modelName}
        <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 13 }}>
          {row.modelKey}
        </Typography.Text>
      </Typography.Title>
      <BpmnDesigner
        xml={row.xml}
        fileName={row.modelKey}
        keyLocked
        onSave={canEdit ? save : undefined}
        onDeploy={auth.hasPermi(P.MODEL_DEPLOY) ? deploy : undefined}
      />
    </div>
  );
}

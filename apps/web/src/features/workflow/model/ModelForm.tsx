import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { wfModelCreateSchema, type WfModelCreate, type WfModelVo } from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';
import { CategorySelect } from '../shared/CategorySelect';
import { modelApi } from './api';

type Values = Omit<WfModelCreate, 'xml'>;

/** 新增 / 修改模型: key (fixed once created), name, category, start form, remark; the diagram is the designer's. */
export function ModelForm({
  open,
  row,
  onClose,
  onSaved,
}: {
  open: boolean;
  row: WfModelVo | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}) {
  const { t } = useTranslation();
  const kit = useModalForm<Values>({
    open,
    target: row,
    initialValues: () =>
      row
        ? {
            modelKey: row.modelKey,
            modelName: row.modelName,
            categoryId: row.categoryId,
            formKey: row.formKey,
            remark: row.remark,
          }
        : {},
    // An edit sends the stored diagram back unchanged: PUT replaces the model, xml included.
    save: async (values) => {
      if (!row) return modelApi.add(values);
      const { xml } = (await modelApi.get(row.modelId)).data;
      const { modelKey: _key, ...rest } = values;
      return modelApi.update({ ...rest, modelId: row.modelId, xml });
    },
    onSaved: () => onSaved(!row),
    onClose,
  });
  const rules = (field: keyof Values) => rulesFrom(wfModelCreateSchema, field);

  return (
    <ModalForm
      kit={kit}
      title={row ? t('workflow.editModel') : t('workflow.addModel')}
      testId="wf-model-form"
      formProps={{ name: 'wfModel' }}
    >
      <Form.Item
        name="modelKey"
        label={t('workflow.modelKey')}
        rules={rules('modelKey')}
        extra={t('wfDesigner.processKeyHelp')}
      >
        <Input disabled={Boolean(row)} placeholder={hintOf('input', t('workflow.modelKey'))} />
      </Form.Item>
      <Form.Item name="modelName" label={t('workflow.modelName')} rules={rules('modelName')}>
        <Input placeholder={hintOf('input', t('workflow.modelName'))} />
      </Form.Item>
      <Form.Item name="categoryId" label={t('workflow.category')}>
        <CategorySelect placeholder={hintOf('select', t('workflow.category'))} />
      </Form.Item>
      <Form.Item
        name="formKey"
        label={t('workflow.formKey')}
        rules={rules('formKey')}
        extra={t('wfDesigner.startFormKeyHelp')}
      >
        <Input placeholder={hintOf('input', t('workflow.formKey'))} />
      </Form.Item>
      <Form.Item name="remark" label={t('workflow.remark')} rules={rules('remark')}>
        <Input.TextArea rows={3} placeholder={hintOf('input', t('workflow.remark'))} />
      </Form.Item>
    </ModalForm>
  );
}

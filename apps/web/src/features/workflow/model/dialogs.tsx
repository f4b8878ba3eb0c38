import { useState } from 'react';
import { Button, Form, Input, Upload, Typography } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  WF_KEY_PATTERN,
  wfModelCopySchema,
  wfModelImportSchema,
  type WfModelCopy,
  type WfModelImport,
  type WfModelVo,
} from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';
import { CategorySelect } from '../shared/CategorySelect';
import { modelApi } from './api';

/** 复制模型: the same diagram under another key and name. */
export function CopyDialog({
  row,
  onClose,
  onSaved,
}: {
  row: WfModelVo | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const kit = useModalForm<Omit<WfModelCopy, 'modelId'>>({
    open: row !== null,
    target: row,
    initialValues: () => (row ? { modelKey: `${row.modelKey}_copy`, modelName: row.modelName } : {}),
    save: (values) => modelApi.copy({ ...values, modelId: row!.modelId }),
    onSaved,
    onClose,
  });
  return (
    <ModalForm
      kit={kit}
      title={t('workflow.copyTitle')}
      testId="wf-model-copy"
      formProps={{ name: 'wfModelCopy' }}
    >
      <Form.Item
        name="modelKey"
        label={t('workflow.modelKey')}
        rules={rulesFrom(wfModelCopySchema, 'modelKey')}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="modelName"
        label={t('workflow.modelName')}
        rules={rulesFrom(wfModelCopySchema, 'modelName')}
      >
        <Input />
      </Form.Item>
    </ModalForm>
  );
}

type ImportValues = Omit<WfModelImport, 'xml'>;

/** 导入 .bpmn: the file's text as a new model; key and name default to the file's process. */
export function ImportDialog({
  open,
  onClose,
  onSaved,
}: {
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const [file, setFile] = useState<{ name: string; text: string } | null>(null);
  const [missing, setMissing] = useState(false);
  const kit = useModalForm<ImportValues>({
    open,
    initialValues: () => {
      setFile(null);
      setMissing(false);
      return {};
    },
    save: async (values) => {
      if (!file) {
        setMissing(true);
        return false;
      }
      const blankToUndefined = (v: string | undefined) => (v?.trim() ? v.trim() : undefined);
      return modelApi.import({
        ...values,
        modelKey: blankToUndefined(values.modelKey),
        modelName: blankToUndefined(values.modelName),
        xml: file.text,
      });
    },
    onSaved,
    onClose,
  });
  return (
    <ModalForm
      kit={kit}
      title={t('workflow.importTitle')}
      testId="wf-model-import"
      formProps={{ name: 'wfModelImport' }}
    >
      <Form.Item label={t('workflow.importFile')} required>
        <Upload
          accept=".bpmn,.xml"
          maxCount={1}
          showUploadList={false}
          beforeUpload={(f) => {
            void f.text().then((text) => {
              setFile({ name: f.name, text });
              setMissing(false);
            });
            return false;
          }}
        >
          <Button icon={<UploadOutlined />}>{t('workflow.importFile')}</Button>
        </Upload>
        {file && <Typography.Text style={{ marginLeft: 8 }}>{file.name}</Typography.Text>}
        {missing && (
          <Typography.Text type="danger" style={{ display: 'block' }}>
            {t('workflow.importPick')}
          </Typography.Text>
        )}
      </Form.Item>
      <Form.Item name="categoryId" label={t('workflow.category')}>
        <CategorySelect placeholder={hintOf('select', t('workflow.category'))} />
      </Form.Item>
      <Form.Item
        name="modelKey"
        label={t('workflow.modelKey')}
        extra={t('workflow.importHint')}
        rules={[{ pattern: WF_KEY_PATTERN, message: t('wfDesigner.processKeyHelp') }]}
      >
        <Input allowClear />
      </Form.Item>
      <Form.Item
        name="modelName"
        label={t('workflow.modelName')}
        rules={rulesFrom(wfModelImportSchema, 'modelName')}
      >
        <Input allowClear />
      </Form.Item>
    </ModalForm>
  );
}

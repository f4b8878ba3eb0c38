import { useState } from 'react';
import { Alert, Form, Select, Space, Tag, Typography, Upload } from 'antd';
import { InboxOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  attachmentPrecheck,
  attachmentUploadFieldsSchema,
  parseAllowedExt,
  type AttachmentTypeVo,
} from '@zcps/contracts';
import { ModalForm, rulesFrom, useModalForm } from '../../../components/form';
import { feedback } from '../../../lib/feedback';
import { attachmentApi } from './api';

interface UploadDialogProps {
  open: boolean;
  employeeId: number;
  types: AttachmentTypeVo[];
  onClose: () => void;
  onUploaded: () => void;
}

const extList = (type: AttachmentTypeVo) => parseAllowedExt(type.allowedExt).join(', ');

/**
 * Typed upload: the type decides the formats and the size; the file is checked here with the same limits
 * before it is sent (the server checks again, and looks at the content too).
 */
export function UploadDialog({ open, employeeId, types, onClose, onUploaded }: UploadDialogProps) {
  const { t } = useTranslation();
  const [file, setFile] = useState<File | null>(null);
  const kit = useModalForm<{ typeId: number }>({
    open,
    initialValues: () => {
      setFile(null);
      return undefined;
    },
    save: async ({ typeId }) => {
      // The OK button stays disabled without a file that passes the precheck.
      if (!file) return false;
      await attachmentApi.upload({ employeeId, typeId }, file);
      feedback().message.success(t('attachment.uploadOk'));
    },
    onSaved: onUploaded,
    onClose,
  });
  const typeId = Form.useWatch('typeId', kit.form);
  const type = types.find((ty) => ty.typeId === typeId);

  const why = file && type ? attachmentPrecheck(file, type) : null;
  const problem =
    why === 'badExtension' && type
      ? t('attachment.badExtension', { ext: extList(type) })
      : why === 'tooLarge' && type
        ? t('attachment.tooLarge', { size: type.maxSizeMb })
        : why === 'empty'
          ? t('attachment.empty')
          : null;

  return (
    <ModalForm
      kit={kit}
      title={t('attachment.uploadTitle')}
      okButtonProps={{ disabled: !file || !!problem }}
      testId="attachment-upload-form"
    >
      <Form.Item
        name="typeId"
        label={t('attachment.type')}
        rules={rulesFrom(attachmentUploadFieldsSchema, 'typeId')}
      >
        <Select
          showSearch
          optionFilterProp="label"
          placeholder={t('crud.select', { field: t('attachment.type') })}
          options={types.map((ty) => ({ value: ty.typeId, label: ty.typeName, type: ty }))}
          optionRender={(option) => {
            const ty = option.data.type;
            return (
              <Space direction="vertical" size={0}>
                <span>
                  {ty.typeName} {ty.required && <Tag color="red">{t('attachment.requiredTag')}</Tag>}
                </span>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('attachment.typeHint', { ext: extList(ty), size: ty.maxSizeMb })}
                </Typography.Text>
              </Space>
            );
          }}
        />
      </Form.Item>
      {type && (
        <Typography.Paragraph type="secondary" data-testid="attachment-type-hint">
          {t('attachment.typeHint', { ext: extList(type), size: type.maxSizeMb })}
        </Typography.Paragraph>
      )}
      <Form.Item label={t('attachment.file')} required>
        <Upload.Dragger
          multiple={false}
          maxCount={1}
          accept={
            type
              ? parseAllowedExt(type.allowedExt)
                  .map((e) => `.${e}`)
                  .join(',')
              : undefined
          }
          beforeUpload={(candidate) => {
            setFile(candidate);
            return false;
          }}
          onRemove={() => setFile(null)}
          fileList={file ? [{ uid: 'chosen', name: file.name, size: file.size, status: 'done' }] : []}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{t('attachment.dropHint')}</p>
        </Upload.Dragger>
      </Form.Item>
      {problem && <Alert type="error" showIcon message={problem} />}
    </ModalForm>
  );
}

import { Form, Input, InputNumber, Radio, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  attachmentTypeCreateSchema,
  ATTACHMENT_EXTENSIONS,
  ATTACHMENT_MAX_SIZE_MB,
  parseAllowedExt,
  type AttachmentTypeCreate,
  type AttachmentTypeVo,
} from '@zcps/contracts';
import { hintOf } from '../../../components/crud';
import { ModalForm, rulesFrom, useModalForm, type RulesOptions } from '../../../components/form';
import { useDict } from '../../../lib/dict';
import { attachmentTypeApi } from './api';

interface FormProps {
  open: boolean;
  row: AttachmentTypeVo | null;
  onClose: () => void;
  onSaved: (added: boolean) => void;
}

/** The form edits the extension list as tags; the API takes it comma-separated. */
type FormValues = Omit<AttachmentTypeCreate, 'allowedExt'> & { allowedExt: string[] };

const EXTENSION_OPTIONS = ATTACHMENT_EXTENSIONS.map((ext) => ({ value: ext, label: ext }));

export function AttachmentTypeForm({ open, row, onClose, onSaved }: FormProps) {
  const { t } = useTranslation();
  const status = useDict('sys_normal_disable');
  const kit = useModalForm<FormValues>({
    open,
    target: row,
    initialValues: () =>
      row
        ? {
            typeCode: row.typeCode,
            typeName: row.typeName,
            allowedExt: parseAllowedExt(row.allowedExt),
            maxSizeMb: row.maxSizeMb,
            required: row.required,
            orderNum: row.orderNum,
            status: row.status as AttachmentTypeCreate['status'],
            remark: row.remark ?? undefined,
          }
        : {
            allowedExt: ['pdf', 'jpg', 'jpeg', 'png'],
            maxSizeMb: 10,
            required: false,
            orderNum: 0,
            status: '0',
          },
    save: (values) => {
      const body = { ...values, allowedExt: values.allowedExt.join(',') };
      return row ? attachmentTypeApi.update({ ...body, typeId: row.typeId }) : attachmentTypeApi.add(body);
    },
    onSaved: () => onSaved(!row),
    onClose,
  });
  const rules = (field: keyof AttachmentTypeCreate, options?: RulesOptions) =>
    rulesFrom(attachmentTypeCreateSchema, field, options);

  return (
    <ModalForm
      kit={kit}
      title={row ? t('attachment.editType') : t('attachment.addType')}
      testId="attachment-type-form"
    >
      <Form.Item name="typeName" label={t('attachment.typeName')} rules={rules('typeName')}>
        <Input placeholder={hintOf('input', t('attachment.typeName'))} />
      </Form.Item>
      <Form.Item
        name="typeCode"
        label={t('attachment.typeCode')}
        rules={rules('typeCode', { message: t('attachment.typeCodeRule') })}
      >
        <Input placeholder={hintOf('input', t('attachment.typeCode'))} />
      </Form.Item>
      <Form.Item name="allowedExt" label={t('attachment.allowedExt')} rules={[{ required: true }]}>
        <Select
          mode="multiple"
          options={EXTENSION_OPTIONS}
          placeholder={hintOf('select', t('attachment.allowedExt'))}
        />
      </Form.Item>
      <Form.Item name="maxSizeMb" label={t('attachment.maxSizeMb')} rules={rules('maxSizeMb')}>
        <InputNumber min={1} max={ATTACHMENT_MAX_SIZE_MB} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="orderNum"
        label={t('attachment.orderNum')}
        rules={rules('orderNum', { required: true })}
      >
        <InputNumber min={0} max={99999} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="required" label={t('attachment.required')} valuePropName="checked">
        <Switch />
      </Form.Item>
      <Form.Item name="status" label={t('attachment.status')}>
        <Radio.Group options={status.map((d) => ({ value: d.dictValue, label: d.dictLabel }))} />
      </Form.Item>
      <Form.Item name="remark" label={t('attachment.remark')} rules={rules('remark')}>
        <Input.TextArea rows={3} placeholder={hintOf('input', t('attachment.remark'))} />
      </Form.Item>
    </ModalForm>
  );
}

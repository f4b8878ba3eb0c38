import { useState } from 'react';
import { Alert, Button, Form, Input, Modal, Space, Typography } from 'antd';
import { CopyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { formSchema, type FormSchema } from '@zcps/contracts';
import {
  FormRenderer,
  describeIssues,
  parseFormSchema,
  type FormValues,
} from '../../../components/form-schema';
import { feedback } from '../../../lib/feedback';

export async function copyText(text: string, okMessage: string, failMessage: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    feedback().message.success(okMessage);
  } catch {
    feedback().message.error(failMessage);
  }
}

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

/** Renders the schema as a user will see it; submitting validates and shows the values. */
export function PreviewDialog({ open, onClose, schema }: DialogProps & { schema: FormSchema }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const [values, setValues] = useState<FormValues | null>(null);
  const checked = formSchema.safeParse(schema);
  const close = () => {
    setValues(null);
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t('formBuilder.preview')}
      width={860}
      onCancel={close}
      footer={null}
      destroyOnHidden
    >
      {checked.success ? (
        <FormRenderer
          schema={schema}
          form={form}
          testId="preview-form"
          onFinish={setValues}
          footer={
            <Space>
              <Button type="primary" htmlType="submit" data-testid="preview-submit">
                {t('formBuilder.submit')}
              </Button>
              <Button
                onClick={() => {
                  form.resetFields();
                  setValues(null);
                }}
              >
                {t('formBuilder.reset')}
              </Button>
            </Space>
          }
        />
      ) : (
        <Alert
          type="error"
          showIcon
          title={t('formBuilder.importInvalid')}
          description={describeIssues(checked.error.issues, schema, t).map((m) => (
            <div key={m}>{m}</div>
          ))}
        />
      )}
      {values && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('formBuilder.previewValues')}
          </Typography.Title>
          <pre className="fb-json" data-testid="preview-values">
            {JSON.stringify(values, null, 2)}
          </pre>
        </>
      )}
    </Modal>
  );
}

/** Read-only code (the JSON or the TSX) with a copy button. */
export function CodeDialog({
  open,
  onClose,
  title,
  code,
  testId,
  copyLabel,
}: DialogProps & { title: string; code: string; testId: string; copyLabel: string }) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      width={860}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="close" onClick={onClose}>
          {t('common.cancel')}
        </Button>,
        <Button
          key="copy"
          type="primary"
          icon={<CopyOutlined />}
          onClick={() => void copyText(code, t('formBuilder.copied'), t('formBuilder.copyFailed'))}
        >
          {copyLabel}
        </Button>,
      ]}
    >
      <pre className="fb-json" data-testid={testId}>
        {code}
      </pre>
    </Modal>
  );
}

/** Pasted JSON, checked by the contract; errors name where each problem is. */
export function ImportDialog({
  open,
  onClose,
  onImport,
}: DialogProps & { onImport: (schema: FormSchema) => void }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [errors, setErrors] = useState<string[]>([]);
  const close = () => {
    setErrors([]);
    onClose();
  };
  const submit = () => {
    const parsed = parseFormSchema(text, t);
    if (!parsed.ok) return setErrors(parsed.errors);
    onImport(parsed.schema);
    setText('');
    close();
    feedback().message.success(t('formBuilder.importOk'));
  };
  return (
    <Modal
      open={open}
      title={t('formBuilder.importJson')}
      width={760}
      onCancel={close}
      onOk={submit}
      destroyOnHidden
    >
      {errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={t('formBuilder.importInvalid')}
          description={errors.map((m) => (
            <div key={m}>{m}</div>
          ))}
          data-testid="import-errors"
        />
      )}
      <Input.TextArea
        rows={14}
        value={text}
        onChange={(e) => setText(e.target.value)}
        placeholder={t('formBuilder.importPlaceholder')}
        data-testid="import-text"
        style={{ fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 12 }}
      />
    </Modal>
  );
}

import { useState } from 'react';
import { Button, Form, Input, Select, Upload } from 'antd';
import { BankOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isValidCreditCode } from '@zcps/contracts';
import { fetchCompanyTypes, uploadLicence, type CaptchaPass } from '../api';
import { RegisterCard } from './RegisterCard';
import {
  RegisterClosed,
  RegisterError,
  RegisterFormTail,
  useRegisterOptions,
  useRegisterSubmit,
} from './use-register';

interface CompanyValues {
  clientName: string;
  unitType: string;
  creditCode: string;
  contactName: string;
  licenceOssId: number;
  username: string;
  password: string;
  confirmPassword: string;
  phonenumber: string;
  email: string;
  agreement: boolean;
  captcha?: CaptchaPass;
}

interface LicenceInputProps {
  value?: number;
  onChange?: (ossId: number) => void;
  onError: (message: string) => void;
}

/** Uploads the licence at once (public, size- and type-checked) and holds the stored file's id. */
function LicenceInput({ onChange, onError }: LicenceInputProps) {
  const { t } = useTranslation();
  const [name, setName] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);
  const upload = async (file: File) => {
    setUploading(true);
    try {
      const { data } = await uploadLicence(file);
      setName(data.originalName);
      onChange?.(data.ossId);
    } catch (e) {
      onError(e instanceof Error ? e.message : String(e));
    } finally {
      setUploading(false);
    }
  };
  return (
    <Upload
      accept=".jpg,.jpeg,.png,.pdf"
      showUploadList={false}
      beforeUpload={(file) => {
        void upload(file);
        return false;
      }}
    >
      <Button icon={<UploadOutlined />} loading={uploading} data-testid="reg-licence">
        {name ?? t('register.licenceUpload')}
      </Button>
    </Upload>
  );
}

/** /registerCompany: an entrusted unit registers and waits for the review office's audit. */
export function RegisterCompanyPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<CompanyValues>();
  const options = useRegisterOptions();
  const types = useQuery({
    queryKey: ['auth', 'company-types'],
    queryFn: fetchCompanyTypes,
    select: (r) => r.data,
  });
  const { error, setError, submitting, onFinish } = useRegisterSubmit('company', form);
  const required = { required: true, whitespace: true, message: t('validation.required') };

  if (options.data && !options.data.companyEnabled)
    return (
      <RegisterClosed
        title={t('register.companyTitle')}
        testId="register-company"
        icon={<BankOutlined className="zcps-auth-notice-icon" />}
      />
    );

  return (
    <RegisterCard
      title={t('register.companyTitle')}
      testId="register-company"
      other={{ to: '/registerStaff', label: t('register.toStaff') }}
    >
      <Form<CompanyValues>
        form={form}
        layout="vertical"
        requiredMark
        onFinish={onFinish}
        data-testid="register-company-form"
      >
        <RegisterError error={error} />
        <Form.Item
          name="clientName"
          label={t('register.companyName')}
          rules={[required, { min: 2, max: 100 }]}
        >
          <Input
            placeholder={t('register.companyNamePlaceholder')}
            maxLength={100}
            data-testid="reg-company-name"
          />
        </Form.Item>
        <Form.Item
          name="unitType"
          label={t('register.unitType')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <Select
            placeholder={t('register.unitTypePlaceholder')}
            loading={types.isLoading}
            options={(types.data ?? []).map((d) => ({ value: d.dictValue, label: d.dictLabel }))}
            data-testid="reg-unit-type"
          />
        </Form.Item>
        <Form.Item
          name="creditCode"
          label={t('register.creditCode')}
          normalize={(v: string) => v?.toUpperCase()}
          rules={[
            required,
            {
              validator: (_, v: string) =>
                !v || isValidCreditCode(v)
                  ? Promise.resolve()
                  : Promise.reject(new Error(t('register.creditCodeInvalid'))),
            },
          ]}
        >
          <Input
            placeholder={t('register.creditCodePlaceholder')}
            maxLength={18}
            data-testid="reg-credit-code"
          />
        </Form.Item>
        <Form.Item name="contactName" label={t('register.contactName')} rules={[required]}>
          <Input
            placeholder={t('register.contactNamePlaceholder')}
            maxLength={30}
            data-testid="reg-contact"
          />
        </Form.Item>
        <Form.Item
          name="licenceOssId"
          label={t('register.licence')}
          extra={t('register.licenceHint')}
          rules={[{ required: true, message: t('register.licenceRequired') }]}
        >
          <LicenceInput onError={setError} />
        </Form.Item>
        <RegisterFormTail form={form} submitting={submitting} />
      </Form>
    </RegisterCard>
  );
}

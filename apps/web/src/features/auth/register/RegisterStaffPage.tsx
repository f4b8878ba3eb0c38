import { Form, Input, Select } from 'antd';
import { UserAddOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CaptchaPass } from '../api';
import { RegisterCard } from './RegisterCard';
import {
  RegisterClosed,
  RegisterError,
  RegisterFormTail,
  useRegisterOptions,
  useRegisterSubmit,
} from './use-register';

interface StaffValues {
  unitId: number;
  nickName: string;
  username: string;
  password: string;
  confirmPassword: string;
  phonenumber: string;
  email: string;
  agreement: boolean;
  captcha?: CaptchaPass;
}

/** /registerStaff: an applicant chooses the approved entrusted unit they belong to (sys.account.registerUser). */
export function RegisterStaffPage() {
  const { t } = useTranslation();
  const [form] = Form.useForm<StaffValues>();
  const options = useRegisterOptions();
  const { error, submitting, onFinish } = useRegisterSubmit('staff', form);

  if (options.data && !options.data.staffEnabled)
    return (
      <RegisterClosed
        title={t('register.staffTitle')}
        testId="register-staff"
        icon={<UserAddOutlined className="zcps-auth-notice-icon" />}
      />
    );

  const units = options.data?.units ?? [];
  return (
    <RegisterCard
      title={t('register.staffTitle')}
      testId="register-staff"
      other={{ to: '/registerCompany', label: t('register.toCompany') }}
    >
      <Form<StaffValues>
        form={form}
        layout="vertical"
        requiredMark
        onFinish={onFinish}
        data-testid="register-staff-form"
      >
        <RegisterError error={error} />
        <Form.Item
          name="unitId"
          label={t('register.unit')}
          rules={[{ required: true, message: t('validation.required') }]}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            loading={options.isLoading}
            placeholder={t('register.unitPlaceholder')}
            notFoundContent={t('register.noUnits')}
            options={units.map((u) => ({ value: u.clientId, label: u.clientName }))}
            data-testid="reg-unit"
          />
        </Form.Item>
        <Form.Item
          name="nickName"
          label={t('register.nickName')}
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
        >
          <Input placeholder={t('register.nickNamePlaceholder')} maxLength={30} data-testid="reg-nickname" />
        </Form.Item>
        <RegisterFormTail form={form} submitting={submitting} />
      </Form>
    </RegisterCard>
  );
}

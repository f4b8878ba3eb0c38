import { Checkbox, Form, Input, Popover } from 'antd';
import { MailOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MOBILE_PATTERN, type PasswordLength } from '@zcps/contracts';
import { PasswordPair } from '../login/code-fields';

const USER_NAME = /^[A-Za-z0-9_]{2,20}$/;

/** User name, password twice, mobile and email: what every registration asks. */
export function AccountFields({ passwordLength }: { passwordLength: PasswordLength }) {
  const { t } = useTranslation();
  const required = { required: true, whitespace: true, message: t('validation.required') };
  return (
    <>
      <Form.Item
        name="username"
        label={t('register.username')}
        rules={[required, { pattern: USER_NAME, message: t('register.usernameInvalid') }]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={t('register.usernamePlaceholder')}
          maxLength={20}
          autoComplete="username"
          data-testid="reg-username"
        />
      </Form.Item>
      <PasswordPair
        names={['password', 'confirmPassword']}
        texts={[t('register.password'), t('register.confirmPassword')]}
        testIds={['reg-password', 'reg-confirm']}
        length={passwordLength}
      />
      <Form.Item
        name="phonenumber"
        label={t('register.phone')}
        rules={[required, { pattern: MOBILE_PATTERN, message: t('codeLogin.phoneInvalid') }]}
      >
        <Input
          prefix={<MobileOutlined />}
          placeholder={t('codeLogin.phonePlaceholder')}
          maxLength={11}
          autoComplete="tel"
          data-testid="reg-phone"
        />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('register.email')}
        rules={[required, { type: 'email', message: t('codeLogin.emailInvalid') }]}
      >
        <Input
          prefix={<MailOutlined />}
          placeholder={t('codeLogin.emailPlaceholder')}
          maxLength={50}
          autoComplete="email"
          data-testid="reg-email"
        />
      </Form.Item>
    </>
  );
}

/** The agreement checkbox: registration is refused until it is ticked (spec §5). */
export function AgreementField() {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="agreement"
      valuePropName="checked"
      rules={[
        {
          validator: (_, value) =>
            value ? Promise.resolve() : Promise.reject(new Error(t('register.agreementRequired'))),
        },
      ]}
    >
      <Checkbox data-testid="reg-agreement">
        {t('register.agreement')}
        <Popover content={<div style={{ maxWidth: 320 }}>{t('register.agreementText')}</div>} trigger="click">
          <a onClick={(e) => e.preventDefault()}>{t('register.agreementLink')}</a>
        </Popover>
      </Checkbox>
    </Form.Item>
  );
}

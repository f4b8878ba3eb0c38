import { Form, Input } from 'antd';
import { LockOutlined, MailOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MOBILE_PATTERN, type PasswordLength } from '@zcps/contracts';
import { SendCodeButton } from './SendCodeButton';

/** The mobile number (SMS) or email address (email) a code goes to. */
export function TargetField({ sms, testId }: { sms: boolean; testId: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="target"
      rules={[
        { required: true, whitespace: true, message: t('validation.required') },
        sms
          ? { pattern: MOBILE_PATTERN, message: t('codeLogin.phoneInvalid') }
          : { type: 'email', message: t('codeLogin.emailInvalid') },
      ]}
    >
      <Input
        size="large"
        prefix={sms ? <MobileOutlined /> : <MailOutlined />}
        placeholder={sms ? t('codeLogin.phonePlaceholder') : t('codeLogin.emailPlaceholder')}
        aria-label={sms ? t('codeLogin.phone') : t('codeLogin.email')}
        autoComplete={sms ? 'tel' : 'email'}
        maxLength={sms ? 11 : 50}
        data-testid={testId}
      />
    </Form.Item>
  );
}

interface CodeRowProps {
  name: string;
  testId: string;
  onSend: () => Promise<number>;
  onError: (message: string) => void;
}

/** The six-digit code beside its "get code" button. */
export function CodeRow({ name, testId, onSend, onError }: CodeRowProps) {
  const { t } = useTranslation();
  return (
    <div className="zcps-code-row">
      <Form.Item
        name={name}
        rules={[
          { required: true, message: t('validation.required') },
          { pattern: /^\d{6}$/, message: t('codeLogin.codeInvalid') },
        ]}
      >
        <Input
          size="large"
          prefix={<SafetyOutlined />}
          placeholder={t('codeLogin.codePlaceholder')}
          aria-label={t('codeLogin.code')}
          autoComplete="one-time-code"
          inputMode="numeric"
          maxLength={6}
          data-testid={testId}
        />
      </Form.Item>
      <SendCodeButton onSend={onSend} onError={onError} />
    </div>
  );
}

interface PasswordPairProps {
  /** Field names of the password and its confirmation. */
  names: [string, string];
  /** Label (or, with `placeholders`, placeholder) texts. */
  texts: [string, string];
  testIds: [string, string];
  /** The tenant's configured lengths, as the server will check them. */
  length: PasswordLength;
  placeholders?: boolean;
  large?: boolean;
}

/** A new password and the same again. */
export function PasswordPair({ names, texts, testIds, length, placeholders, large }: PasswordPairProps) {
  const { t } = useTranslation();
  const required = { required: true, message: t('validation.required') };
  const field = (i: 0 | 1) => ({
    name: names[i],
    label: placeholders ? undefined : texts[i],
  });
  const input = (i: 0 | 1) => (
    <Input.Password
      size={large ? 'large' : undefined}
      prefix={<LockOutlined />}
      placeholder={placeholders ? texts[i] : undefined}
      aria-label={texts[i]}
      autoComplete="new-password"
      maxLength={length.max}
      data-testid={testIds[i]}
    />
  );
  return (
    <>
      <Form.Item
        {...field(0)}
        rules={[required, { min: length.min, max: length.max, message: t('forcePassword.length', length) }]}
      >
        {input(0)}
      </Form.Item>
      <Form.Item
        {...field(1)}
        dependencies={[names[0]]}
        rules={[
          required,
          ({ getFieldValue }) => ({
            validator: (_, v) =>
              !v || v === getFieldValue(names[0])
                ? Promise.resolve()
                : Promise.reject(new Error(t('forcePassword.mismatch'))),
          }),
        ]}
      >
        {input(1)}
      </Form.Item>
    </>
  );
}

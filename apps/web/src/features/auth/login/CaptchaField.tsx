import { Form, Input } from 'antd';
import { SafetyOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { CaptchaVo } from '@zcps/contracts';

interface CaptchaFieldProps {
  captcha: CaptchaVo | undefined;
  loading: boolean;
  onRefresh: () => void;
}

export function CaptchaField({ captcha, loading, onRefresh }: CaptchaFieldProps) {
  const { t } = useTranslation();
  return (
    <Form.Item required>
      <div className="zcps-captcha-row">
        <Form.Item
          name="code"
          rules={[{ required: true, whitespace: true, message: t('validation.required') }]}
        >
          <Input
            size="large"
            prefix={<SafetyOutlined />}
            placeholder={t('login.captchaPlaceholder')}
            aria-label={t('login.captcha')}
            autoComplete="off"
            maxLength={8}
            data-testid="login-code"
          />
        </Form.Item>
        <button
          type="button"
          className="zcps-captcha-img"
          onClick={onRefresh}
          title={captcha?.img ? t('login.refreshCaptcha') : t('login.captchaUnavailable')}
          aria-label={t('login.refreshCaptcha')}
          data-testid="login-captcha-image"
        >
          {loading ? (
            <span className="zcps-spinner zcps-spinner-small" aria-hidden="true" />
          ) : captcha?.img ? (
            <img src={`data:image/png;base64,${captcha.img}`} alt={t('login.captcha')} />
          ) : (
            <small>{t('login.captchaUnavailable')}</small>
          )}
        </button>
      </div>
    </Form.Item>
  );
}

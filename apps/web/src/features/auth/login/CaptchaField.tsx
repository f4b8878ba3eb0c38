import { lazy, Suspense, useState } from 'react';
import { Form } from 'antd';
import { CheckCircleFilled } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CaptchaVo } from '@zcps/contracts';
import { fetchCaptcha, type CaptchaPass } from '../api';

// The widget and its styles load only where a captcha is on.
const CaptchaWidget = lazy(() =>
  import('../captcha/CaptchaWidget').then((m) => ({ default: m.CaptchaWidget })),
);

/** Asks once whether a captcha is needed; the answer carries the first image, used by the widget. */
export function useCaptchaProbe() {
  const probe = useQuery({
    queryKey: ['auth', 'captcha'],
    queryFn: fetchCaptcha,
    select: (r) => r.data,
    // A captcha is single use: never refetch behind the user's back.
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
  });
  // The family treats a missing flag as "captcha on".
  return { enabled: !!probe.data && probe.data.captchaEnabled !== false, first: probe.data };
}

interface CaptchaInputProps {
  value?: CaptchaPass;
  onChange?: (value: CaptchaPass | undefined) => void;
  first?: CaptchaVo;
}

function CaptchaInput({ value, onChange, first }: CaptchaInputProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  // The probe's image serves the first widget only; after that each widget draws a fresh one.
  const [initial, setInitial] = useState(first);
  if (value)
    return (
      <div className="zcps-captcha-passed" data-testid="captcha-passed">
        <CheckCircleFilled /> {t('captcha.success')}
      </div>
    );
  return (
    <Suspense fallback={<div className="zcps-captcha-passed">{t('common.loading')}</div>}>
      <CaptchaWidget
        initial={initial}
        onPass={(pass) => {
          setInitial(undefined);
          onChange?.(pass);
          // Clears a "complete the verification first" left by an earlier submit.
          void form.validateFields(['captcha']).catch(() => undefined);
        }}
      />
    </Suspense>
  );
}

/**
 * The `captcha` form field: a solved captcha's uuid and ticket. Clear it (setFieldValue('captcha', undefined))
 * after the guarded request, whatever its outcome, since the ticket is used up.
 */
export function CaptchaField({ first }: { first?: CaptchaVo }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="captcha" rules={[{ required: true, message: t('captcha.required') }]}>
      <CaptchaInput first={first} />
    </Form.Item>
  );
}

import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';

interface SendCodeButtonProps {
  /** Sends the code; resolves with the seconds until another may be sent, or rejects with the reason. */
  onSend: () => Promise<number>;
  onError: (message: string) => void;
  disabled?: boolean;
}

/** "Get code", then a countdown until the server allows the next one (60 s per address). */
export function SendCodeButton({ onSend, onError, disabled }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [left]);

  const send = async () => {
    setSending(true);
    try {
      setLeft(await onSend());
    } catch (e) {
      // A form validation failure is shown by the fields themselves.
      if (!(e instanceof Error)) return;
      onError(e.message);
    } finally {
      setSending(false);
    }
  };

  return (
    <Button
      size="large"
      onClick={() => void send()}
      loading={sending}
      disabled={disabled || left > 0}
      data-testid="send-code"
      style={{ minWidth: 128 }}
    >
      {left > 0 ? t('codeLogin.resend', { seconds: left }) : t('codeLogin.send')}
    </Button>
  );
}

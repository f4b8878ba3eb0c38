import { useCallback, useEffect, useState } from 'react';
import { Button, Spin } from 'antd';
import { CheckCircleFilled, ReloadOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { QRCODE_POLL_MS, type QrTicketStateVo } from '@zcps/contracts';
import { useUserStore } from '../../../stores/user-store';
import { setToken } from '../../../lib/auth-token';
import { createTicket, pollTicket, qrImage } from './api';
import './qrcode.css';

interface QrLoginProps {
  /** Empty: the scanning user's tenant. */
  tenantId?: string;
  rememberMe?: boolean;
  onSignedIn: () => void;
}

type View = { ticket: string; pollKey: string; image: string } | null;

/** The QR panel of the login page: a one-time ticket, polled until a signed-in device confirms it. */
export function QrLogin({ tenantId = '', rememberMe = false, onSignedIn }: QrLoginProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<View>(null);
  const [status, setStatus] = useState<QrTicketStateVo>({ state: 'waiting' });
  const [error, setError] = useState<string | null>(null);

  const refresh = useCallback(async () => {
    setError(null);
    setView(null);
    setStatus({ state: 'waiting' });
    try {
      const { data } = await createTicket(tenantId, rememberMe);
      setView({ ticket: data.ticket, pollKey: data.pollKey, image: await qrImage(data.content) });
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : t('qrLogin.failed'));
    }
  }, [tenantId, rememberMe, t]);

  useEffect(() => {
    void refresh();
  }, [refresh]);

  const ticket = view?.ticket;
  const pollKey = view?.pollKey ?? '';
  const live = status.state === 'waiting' || status.state === 'scanned';
  useEffect(() => {
    if (!ticket || !live) return;
    let stopped = false;
    const timer = setInterval(() => {
      void pollTicket(ticket, pollKey)
        .then(({ data }) => {
          if (stopped) return;
          setStatus(data);
          if (data.state === 'confirmed' && data.token) {
            stopped = true;
            setToken(data.token.access_token);
            useUserStore.setState({ token: data.token.access_token, roles: [], permissions: [] });
            onSignedIn();
          }
        })
        .catch((e: unknown) => {
          if (stopped) return;
          stopped = true;
          setStatus({ state: 'expired' });
          setError(e instanceof Error && e.message ? e.message : t('qrLogin.failed'));
        });
    }, QRCODE_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [ticket, pollKey, live, onSignedIn, t]);

  const ended = status.state === 'expired' || status.state === 'cancelled' || !!error;
  const caption =
    error ??
    (status.state === 'scanned'
      ? t('qrLogin.scanned', { name: status.scannedBy ?? '' })
      : t(`qrLogin.${status.state}`));

  return (
    <div className="zcps-qr" data-testid="qr-login">
      <div className={`zcps-qr-frame${ended ? ' zcps-qr-ended' : ''}`}>
        {view ? (
          <img
            src={view.image}
            alt={t('qrLogin.imageAlt')}
            data-testid="qr-image"
            data-ticket={view.ticket}
          />
        ) : (
          !error && <Spin />
        )}
        {status.state === 'scanned' && <CheckCircleFilled className="zcps-qr-mark" />}
        {ended && (
          <Button
            className="zcps-qr-refresh"
            icon={<ReloadOutlined />}
            onClick={() => void refresh()}
            data-testid="qr-refresh"
          >
            {t('qrLogin.refresh')}
          </Button>
        )}
      </div>
      <p className="zcps-qr-state" data-testid="qr-state" data-state={status.state}>
        {caption}
      </p>
      <p className="zcps-qr-hint">{t('qrLogin.hint')}</p>
    </div>
  );
}

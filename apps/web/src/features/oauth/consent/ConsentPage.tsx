import { useMemo, useState } from 'react';
import { Button, List, Result, Space, Spin, Typography } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { OAUTH_KNOWN_SCOPES } from '@zcps/contracts';
import { useUserStore } from '../../../stores/user-store';
import { AuthShell } from '../../auth/AuthShell';
import { authorizeParamsOf, browser, consentApi } from './api';

type KnownScope = (typeof OAUTH_KNOWN_SCOPES)[number];
const isKnown = (scope: string): scope is KnownScope =>
  (OAUTH_KNOWN_SCOPES as readonly string[]).includes(scope);

/**
 * The OAuth consent page: `/zcps/oauth2/authorize` sends the browser here with the client's request; the
 * signed-in user allows or denies, and the browser goes back to the client with a code or an error.
 */
export function ConsentPage() {
  const { t } = useTranslation();
  const { search } = useLocation();
  const params = useMemo(() => authorizeParamsOf(search), [search]);
  const account = useUserStore((s) => s.nickName || s.userName);
  const [deciding, setDeciding] = useState<'approve' | 'deny' | null>(null);
  const [leaving, setLeaving] = useState(false);
  const request = useQuery({
    queryKey: ['oauth2/consent', params],
    queryFn: () => consentApi.show(params),
    retry: false,
  });

  const decide = async (approved: boolean) => {
    setDeciding(approved ? 'approve' : 'deny');
    try {
      const { data } = await consentApi.decide(params, approved);
      setLeaving(true);
      browser.go(data.redirectUrl);
    } catch {
      // The request layer has already shown why; the user may decide again.
    } finally {
      setDeciding(null);
    }
  };

  const scopeText = (scope: string) =>
    isKnown(scope) ? t(`oauthAdmin.scope_${scope}`) : t('oauthAdmin.scopeOther', { scope });

  let body;
  if (request.isPending) body = <Spin style={{ display: 'block', margin: '48px auto' }} />;
  else if (request.isError)
    body = (
      <Result status="warning" title={t('oauthAdmin.consentInvalid')} subTitle={request.error.message} />
    );
  else if (leaving) body = <Result status="success" title={t('oauthAdmin.redirecting')} />;
  else {
    const info = request.data.data;
    body = (
      <>
        <Typography.Title level={4} style={{ textAlign: 'center' }}>
          <SafetyCertificateOutlined /> {t('oauthAdmin.consentHeading', { app: info.appName })}
        </Typography.Title>
        <Typography.Paragraph type="secondary" style={{ textAlign: 'center' }}>
          {t('oauthAdmin.consentAccount', { user: account })}
        </Typography.Paragraph>
        <Typography.Text strong>{t('oauthAdmin.consentScopes')}</Typography.Text>
        <List
          size="small"
          dataSource={info.scopes.length ? info.scopes : ['']}
          renderItem={(scope) => (
            <List.Item>{scope ? scopeText(scope) : t('oauthAdmin.consentNoScopes')}</List.Item>
          )}
        />
        <Typography.Paragraph type="secondary" style={{ marginTop: 12, wordBreak: 'break-all' }}>
          {t('oauthAdmin.consentRedirect', { uri: info.redirectUri })}
        </Typography.Paragraph>
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button disabled={!!deciding} loading={deciding === 'deny'} onClick={() => void decide(false)}>
            {t('oauthAdmin.deny')}
          </Button>
          <Button
            type="primary"
            disabled={!!deciding}
            loading={deciding === 'approve'}
            onClick={() => void decide(true)}
          >
            {t('oauthAdmin.approve')}
          </Button>
        </Space>
      </>
    );
  }

  return (
    <AuthShell>
      <section
        className="zcps-auth-card"
        aria-label={t('oauthAdmin.consentTitle')}
        data-testid="oauth-consent"
      >
        <div className="zcps-auth-card-kicker">{t('oauthAdmin.consentTitle')}</div>
        {body}
      </section>
    </AuthShell>
  );
}

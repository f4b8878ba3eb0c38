import { useState } from 'react';
import { Button, Divider } from 'antd';
import { LinkOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { SocialSourceVo } from '@zcps/contracts';
import { startSocial } from './api';
import './social.css';

/** The providers' buttons; a click leaves for the provider's sign-in page. */
export function SocialRow({
  sources,
  tenantId,
  onError,
}: {
  sources: SocialSourceVo[];
  tenantId: () => string;
  onError: (msg: string) => void;
}) {
  const { t } = useTranslation();
  const [leaving, setLeaving] = useState<string | null>(null);

  const go = async (source: string) => {
    setLeaving(source);
    try {
      const { data } = await startSocial(source, tenantId());
      window.location.assign(data);
    } catch (e) {
      setLeaving(null);
      onError(e instanceof Error ? e.message : t('socialLogin.failed'));
    }
  };

  return (
    <div className="zcps-social" data-testid="social-buttons">
      <Divider plain className="zcps-social-divider">
        {t('socialLogin.title')}
      </Divider>
      <div className="zcps-social-list">
        {sources.map((s) => (
          <Button
            key={s.source}
            icon={<LinkOutlined />}
            loading={leaving === s.source}
            onClick={() => void go(s.source)}
            data-testid={`social-${s.source}`}
          >
            {s.name}
          </Button>
        ))}
      </div>
    </div>
  );
}

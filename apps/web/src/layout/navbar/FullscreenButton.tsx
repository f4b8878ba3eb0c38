import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../lib/feedback';

export function FullscreenButton() {
  const { t } = useTranslation();
  const [full, setFull] = useState(() => !!document.fullscreenElement);
  useEffect(() => {
    const sync = () => setFull(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = async () => {
    try {
      if (document.fullscreenElement) await document.exitFullscreen();
      else await document.documentElement.requestFullscreen();
    } catch {
      feedback().message.warning(t('navbar.fullscreenUnsupported'));
    }
  };
  const label = full ? t('navbar.exitFullscreen') : t('navbar.fullscreen');
  return (
    <Button
      type="text"
      className="zcps-navbar-action"
      icon={full ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      onClick={() => void toggle()}
      aria-label={label}
      title={label}
      aria-pressed={full}
      data-testid="fullscreen"
    />
  );
}

import { useState, type ReactNode } from 'react';
import { Button, ColorPicker, Divider, Drawer, Spin, Switch, Tooltip } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { THEME_PRESETS, type LayoutSettings, type SideTheme } from './layout-settings';
import { useSettingsStore } from './settings-store';
import './settings-drawer.css';

export const SETTINGS_DRAWER_WIDTH = 300;
export const SETTINGS_MASK_MS = 1000;

const LAYOUT_SWITCHES = [
  'topNav',
  'tagsView',
  'fixedHeader',
  'sidebarLogo',
  'dynamicTitle',
  'breadcrumb',
  'footer',
  'greyMode',
  'animationEnable',
] as const satisfies readonly (keyof LayoutSettings)[];

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="zcps-setting-row">
      <span>{label}</span>
      {children}
    </div>
  );
}

/** 主题风格设置 / 系统布局配置 (spec §2): changes preview at once, 保存配置 keeps them across reloads. */
export function SettingsDrawer({ reload = () => window.location.reload() }: { reload?: () => void }) {
  const { t } = useTranslation();
  const open = useSettingsStore((s) => s.drawerOpen);
  const settings = useSettingsStore((s) => s.settings);
  const { change, save, reset, setDrawerOpen } = useSettingsStore.getState();
  const [mask, setMask] = useState<string | null>(null);

  const onSave = () => {
    save();
    setMask(t('settings.saving'));
    window.setTimeout(() => {
      setMask(null);
      setDrawerOpen(false);
    }, SETTINGS_MASK_MS);
  };
  const onReset = () => {
    setMask(t('settings.resetting'));
    reset();
    window.setTimeout(reload, SETTINGS_MASK_MS);
  };

  const sideThemes: SideTheme[] = ['theme-dark', 'theme-light'];
  return (
    <Drawer
      open={open}
      size={SETTINGS_DRAWER_WIDTH}
      onClose={() => setDrawerOpen(false)}
      closable={false}
      title={null}
      className="zcps-settings"
      data-testid="settings-drawer"
    >
      <h3 className="zcps-settings-title">{t('settings.themeTitle')}</h3>
      <div className="zcps-side-themes" role="radiogroup" aria-label={t('settings.sideTheme')}>
        {sideThemes.map((theme) => (
          <Tooltip key={theme} title={t(`settings.${theme === 'theme-dark' ? 'darkSide' : 'lightSide'}`)}>
            <button
              type="button"
              role="radio"
              aria-checked={settings.sideTheme === theme}
              aria-label={t(`settings.${theme === 'theme-dark' ? 'darkSide' : 'lightSide'}`)}
              className={`zcps-side-theme zcps-side-theme-${theme}`}
              disabled={settings.dark}
              onClick={() => change('sideTheme', theme)}
              data-testid={`side-${theme}`}
            >
              {settings.sideTheme === theme && <CheckOutlined className="zcps-side-theme-check" />}
            </button>
          </Tooltip>
        ))}
      </div>
      <Row label={t('settings.themeColor')}>
        <ColorPicker
          value={settings.theme}
          disabledAlpha
          presets={[{ label: t('settings.presets'), colors: [...THEME_PRESETS] }]}
          onChangeComplete={(colour) => change('theme', colour.toHexString())}
          aria-label={t('settings.themeColor')}
        />
      </Row>
      <div className="zcps-theme-presets">
        {THEME_PRESETS.map((colour) => (
          <button
            key={colour}
            type="button"
            className="zcps-theme-swatch"
            style={{ background: colour }}
            aria-label={colour}
            aria-pressed={settings.theme.toLowerCase() === colour.toLowerCase()}
            onClick={() => change('theme', colour)}
          >
            {settings.theme.toLowerCase() === colour.toLowerCase() && <CheckOutlined />}
          </button>
        ))}
      </div>
      <Row label={t('settings.dark')}>
        <Switch
          checked={settings.dark}
          onChange={(on) => change('dark', on)}
          aria-label={t('settings.dark')}
        />
      </Row>
      <Divider />
      <h3 className="zcps-settings-title">{t('settings.layoutTitle')}</h3>
      {LAYOUT_SWITCHES.map((key) => (
        <Row key={key} label={t(`settings.${key}`)}>
          <Switch
            checked={settings[key]}
            onChange={(on) => change(key, on)}
            aria-label={t(`settings.${key}`)}
            data-testid={`setting-${key}`}
          />
        </Row>
      ))}
      <Divider />
      <div className="zcps-settings-actions">
        <Button type="primary" onClick={onSave} data-testid="settings-save">
          {t('settings.save')}
        </Button>
        <Button onClick={onReset} data-testid="settings-reset">
          {t('settings.reset')}
        </Button>
      </div>
      {mask && <Spin fullscreen spinning description={mask} />}
    </Drawer>
  );
}

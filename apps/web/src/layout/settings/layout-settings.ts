import { StorageKeys } from '@zcps/contracts';

export type SideTheme = 'theme-dark' | 'theme-light';

/** The layout preferences of spec §3, stored under `layout-setting` only when the user saves them. */
export interface LayoutSettings {
  theme: string;
  sideTheme: SideTheme;
  dark: boolean;
  topNav: boolean;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
  dynamicTitle: boolean;
  breadcrumb: boolean;
  greyMode: boolean;
  footer: boolean;
  animationEnable: boolean;
  showSettings: boolean;
}

export const THEME_PRESETS = [
  '#409EFF',
  '#ff4500',
  '#ff8c00',
  '#ffd700',
  '#90ee90',
  '#00ced1',
  '#1e90ff',
  '#c71585',
] as const;

export const DEFAULT_SETTINGS: LayoutSettings = {
  theme: '#409EFF',
  // The layout section of the spec gives the sidebar the dark #3F424C background; light stays one click away.
  sideTheme: 'theme-dark',
  dark: false,
  topNav: false,
  tagsView: true,
  fixedHeader: true,
  sidebarLogo: true,
  dynamicTitle: false,
  breadcrumb: true,
  greyMode: false,
  footer: false,
  animationEnable: true,
  showSettings: true,
};

const HEX_COLOUR = /^#[0-9a-f]{6}$/i;

/** Saved settings over the defaults; anything malformed in storage falls back to its default. */
export function parseSettings(raw: string | null): LayoutSettings {
  if (!raw) return { ...DEFAULT_SETTINGS };
  let saved: unknown;
  try {
    saved = JSON.parse(raw);
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
  if (!saved || typeof saved !== 'object') return { ...DEFAULT_SETTINGS };
  const result: LayoutSettings = { ...DEFAULT_SETTINGS };
  const record = saved as Record<string, unknown>;
  for (const key of Object.keys(DEFAULT_SETTINGS) as (keyof LayoutSettings)[]) {
    const value = record[key];
    if (typeof value === typeof DEFAULT_SETTINGS[key]) Object.assign(result, { [key]: value });
  }
  if (!HEX_COLOUR.test(result.theme)) result.theme = DEFAULT_SETTINGS.theme;
  if (result.sideTheme !== 'theme-dark' && result.sideTheme !== 'theme-light')
    result.sideTheme = DEFAULT_SETTINGS.sideTheme;
  return result;
}

export function readSavedSettings(): LayoutSettings {
  try {
    return parseSettings(localStorage.getItem(StorageKeys.LAYOUT_SETTING));
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

export function writeSettings(settings: LayoutSettings): void {
  localStorage.setItem(StorageKeys.LAYOUT_SETTING, JSON.stringify(settings));
}

export function removeSavedSettings(): void {
  localStorage.removeItem(StorageKeys.LAYOUT_SETTING);
}

/** Dark mode forces a dark sidebar; the chosen side theme comes back when it is turned off. */
export function effectiveSideTheme(settings: Pick<LayoutSettings, 'dark' | 'sideTheme'>): SideTheme {
  return settings.dark ? 'theme-dark' : settings.sideTheme;
}

/** Browser tab title (spec §1): the page title with ` - <system title>` when dynamic titles are on. */
export function documentTitle(appTitle: string, pageTitle: string | undefined, dynamic: boolean): string {
  return dynamic && pageTitle ? `${pageTitle} - ${appTitle}` : appTitle;
}

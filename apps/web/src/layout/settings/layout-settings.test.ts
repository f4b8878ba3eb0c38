import { describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS, documentTitle, effectiveSideTheme, parseSettings } from './layout-settings';

describe('layout settings', () => {
  it('falls back to the defaults for missing or malformed storage', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('{not json')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('"text"')).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings(JSON.stringify({ theme: 'red', tagsView: 'yes', sideTheme: 'pink' }))).toEqual(
      DEFAULT_SETTINGS,
    );
  });

  it('keeps saved values of the right type', () => {
    const saved = parseSettings(
      JSON.stringify({ theme: '#ff4500', tagsView: false, sideTheme: 'theme-light' }),
    );
    expect(saved).toMatchObject({ theme: '#ff4500', tagsView: false, sideTheme: 'theme-light' });
  });

  it('forces a dark sidebar in dark mode and restores the chosen one after', () => {
    expect(effectiveSideTheme({ dark: true, sideTheme: 'theme-light' })).toBe('theme-dark');
    expect(effectiveSideTheme({ dark: false, sideTheme: 'theme-light' })).toBe('theme-light');
  });

  it('suffixes the system title only when dynamic titles are on', () => {
    expect(documentTitle('职称评审管理系统', '用户管理', true)).toBe('用户管理 - 职称评审管理系统');
    expect(documentTitle('职称评审管理系统', '用户管理', false)).toBe('职称评审管理系统');
    expect(documentTitle('职称评审管理系统', undefined, true)).toBe('职称评审管理系统');
  });
});

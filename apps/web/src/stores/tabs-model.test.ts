import { describe, expect, it } from 'vitest';
import {
  closeAround,
  closeTab,
  hasSide,
  homeTab,
  isClosable,
  normalizePath,
  refreshTab,
  replaceTitle,
  visitTab,
  type Tab,
} from './tabs-model';

const open = (...paths: string[]): Tab[] =>
  paths.reduce((tabs, path) => visitTab(tabs, path, path), [homeTab()]);
const paths = (tabs: Tab[]) => tabs.map((tab) => tab.path);

describe('tab rules', () => {
  it('opens one tab per page, drops trailing slashes and keeps the latest query', () => {
    let tabs = open('/system/user/', '/monitor/online');
    tabs = visitTab(tabs, '/system/user', '/system/user?status=0');
    expect(paths(tabs)).toEqual(['/index', '/system/user', '/monitor/online']);
    expect(tabs[1]!.fullPath).toBe('/system/user?status=0');
    expect(normalizePath('/')).toBe('/');
    expect(normalizePath('/a//')).toBe('/a');
  });

  it('pins 首页: it is never closable, and a lone tab is not closable', () => {
    const tabs = open('/a');
    expect(isClosable(tabs, tabs[0]!)).toBe(false);
    expect(isClosable(tabs, tabs[1]!)).toBe(true);
    const lone: Tab[] = [{ ...tabs[1]!, affix: false }];
    expect(isClosable(lone, lone[0]!)).toBe(false);
    expect(closeTab(tabs, '/index', '/index').tabs).toBe(tabs);
  });

  it('closing the active tab moves to the previous one, else the first', () => {
    const tabs = open('/a', '/b', '/c');
    expect(closeTab(tabs, '/b', '/b')).toEqual({ tabs: open('/a', '/c'), navigateTo: '/a' });
    expect(closeTab(tabs, '/b', '/c')).toEqual({ tabs: open('/a', '/c') });
    expect(closeTab(tabs, '/a', '/a').navigateTo).toBe('/index');
  });

  it('closes others, left and right around a tab but keeps pinned ones', () => {
    const tabs = open('/a', '/b', '/c', '/d');
    expect(paths(closeAround(tabs, '/b', 'others', '/b').tabs)).toEqual(['/index', '/b']);
    expect(paths(closeAround(tabs, '/c', 'left', '/d').tabs)).toEqual(['/index', '/c', '/d']);
    expect(paths(closeAround(tabs, '/b', 'right', '/a').tabs)).toEqual(['/index', '/a', '/b']);
    // The active page went with the closed ones: the console moves to the pivot.
    expect(closeAround(tabs, '/b', 'right', '/d').navigateTo).toBe('/b');
    expect(closeAround(tabs, '/b', 'others', '/b').navigateTo).toBeUndefined();
    expect(hasSide(tabs, '/a', 'left')).toBe(false);
    expect(hasSide(tabs, '/a', 'right')).toBe(true);
    expect(hasSide(tabs, '/d', 'right')).toBe(false);
  });

  it('refreshes the active tab now and a background tab only when it is visited', () => {
    let tabs = open('/a', '/b');
    tabs = refreshTab(tabs, '/b', '/b');
    expect(tabs[2]).toMatchObject({ refreshKey: 1, stale: false });
    tabs = refreshTab(tabs, '/a', '/b');
    expect(tabs[1]).toMatchObject({ refreshKey: 0, stale: true });
    tabs = visitTab(tabs, '/a', '/a');
    expect(tabs[1]).toMatchObject({ refreshKey: 1, stale: false });
    // Visiting an up-to-date tab changes nothing (same array: no re-render).
    expect(visitTab(tabs, '/a', '/a')).toBe(tabs);
  });

  it('replaces a tab title', () => {
    const tabs = replaceTitle(open('/a/'), '/a', 'Edit #7');
    expect(tabs[1]!.customTitle).toBe('Edit #7');
  });
});

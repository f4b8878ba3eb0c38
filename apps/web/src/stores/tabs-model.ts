/** Tab bar rules (spec §2, §4), kept pure so they can be tested without a browser. */

export const HOME_PATH = '/index';

export interface Tab {
  /** Route path without a trailing slash: the tab's identity. */
  path: string;
  /** Path with the query string, re-entered when the tab is clicked. */
  fullPath: string;
  /** Set by "replace title"; otherwise the title comes from the route. */
  customTitle?: string;
  /** Pinned tabs (首页) cannot be closed. */
  affix: boolean;
  /** Bumped by refresh: the page is mounted afresh. */
  refreshKey: number;
  /** Refresh asked while the tab was in the background: done when it is next visited. */
  stale: boolean;
}

export interface TabsResult {
  tabs: Tab[];
  /** Where to go when the active tab was closed. */
  navigateTo?: string;
}

export function normalizePath(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
}

export function homeTab(): Tab {
  return { path: HOME_PATH, fullPath: HOME_PATH, affix: true, refreshKey: 0, stale: false };
}

/** Opens (or re-enters) a tab; a stale tab is refreshed as it becomes visible. */
export function visitTab(tabs: Tab[], path: string, fullPath: string): Tab[] {
  const key = normalizePath(path);
  const index = tabs.findIndex((tab) => tab.path === key);
  if (index < 0) return [...tabs, { path: key, fullPath, affix: false, refreshKey: 0, stale: false }];
  const tab = tabs[index]!;
  if (tab.fullPath === fullPath && !tab.stale) return tabs;
  const next = [...tabs];
  next[index] = {
    ...tab,
    fullPath,
    stale: false,
    refreshKey: tab.stale ? tab.refreshKey + 1 : tab.refreshKey,
  };
  return next;
}

export function isClosable(tabs: Tab[], tab: Tab): boolean {
  return !tab.affix && tabs.length > 1;
}

function fallbackAfterClose(before: Tab[], after: Tab[], closedIndex: number): string | undefined {
  const previous = before
    .slice(0, closedIndex)
    .reverse()
    .find((tab) => after.includes(tab));
  return (previous ?? after[0])?.fullPath;
}

export function closeTab(tabs: Tab[], path: string, activePath: string): TabsResult {
  const key = normalizePath(path);
  const index = tabs.findIndex((tab) => tab.path === key);
  const tab = tabs[index];
  if (!tab || !isClosable(tabs, tab)) return { tabs };
  const next = tabs.filter((_, i) => i !== index);
  if (normalizePath(activePath) !== key) return { tabs: next };
  return { tabs: next, navigateTo: fallbackAfterClose(tabs, next, index) ?? HOME_PATH };
}

type Side = 'others' | 'left' | 'right';

/** Close others / left / right of `path`; pinned tabs stay; the active page moves to `path` if it went. */
export function closeAround(tabs: Tab[], path: string, side: Side, activePath: string): TabsResult {
  const key = normalizePath(path);
  const pivot = tabs.findIndex((tab) => tab.path === key);
  if (pivot < 0) return { tabs };
  const keep = (tab: Tab, i: number) =>
    tab.affix || i === pivot || (side === 'left' && i > pivot) || (side === 'right' && i < pivot);
  const next = tabs.filter(keep);
  const activeKept = next.some((tab) => tab.path === normalizePath(activePath));
  return activeKept ? { tabs: next } : { tabs: next, navigateTo: tabs[pivot]!.fullPath };
}

/** The active tab remounts now; a background tab is marked and remounts when visited (spec §4). */
export function refreshTab(tabs: Tab[], path: string, activePath: string): Tab[] {
  const key = normalizePath(path);
  const active = normalizePath(activePath) === key;
  return tabs.map((tab) =>
    tab.path !== key
      ? tab
      : active
        ? { ...tab, refreshKey: tab.refreshKey + 1, stale: false }
        : { ...tab, stale: true },
  );
}

export function replaceTitle(tabs: Tab[], path: string, title: string): Tab[] {
  const key = normalizePath(path);
  return tabs.map((tab) => (tab.path === key ? { ...tab, customTitle: title } : tab));
}

export function hasSide(tabs: Tab[], path: string, side: 'left' | 'right'): boolean {
  const index = tabs.findIndex((tab) => tab.path === normalizePath(path));
  if (index < 0) return false;
  const range = side === 'left' ? tabs.slice(0, index) : tabs.slice(index + 1);
  return range.some((tab) => !tab.affix);
}

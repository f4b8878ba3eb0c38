import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import type { StoreApi } from 'zustand';
import { DEFAULT_LANGUAGE } from '@zcps/contracts';
import { i18n, loadLanguage } from '../i18n';
import { followLanguage } from '../i18n/dayjs-language';
import { enUS } from '../i18n/en_US';
import { zhCNScreens } from '../i18n/zh_CN-screens';
import { clearDictCache } from '../lib/dict';
import { useAppStore } from '../stores/app-store';
import { usePermissionStore } from '../stores/permission-store';
import { useTabsStore } from '../stores/tabs-store';
import { useUserStore } from '../stores/user-store';
import { useLockStore } from '../layout/lock/lock-store';
import { useSettingsStore } from '../layout/settings/settings-store';

// Test files share one module graph per worker (vitest.config.ts, `isolate: false`) and this file runs before
// each of them: every file starts from the console's initial stores and an empty dictionary cache, as it would
// in a fresh worker.
const reset = <T>(store: StoreApi<T>) => store.setState(store.getInitialState(), true);
reset(useAppStore);
reset(usePermissionStore);
reset(useTabsStore);
reset(useUserStore);
reset(useLockStore);
reset(useSettingsStore);
clearDictCache();

// The console fetches en_US on demand; tests switch languages synchronously.
i18n.addResourceBundle('en_US', 'translation', enUS);
// Pages are rendered on their own in tests, without the console frame that loads the screens' messages.
i18n.addResourceBundle('zh_CN', 'translation', zhCNScreens, true, true);
await loadLanguage('en_US');
// A file before this one in the worker may have switched to en_US; a fresh worker starts in the default language.
await i18n.changeLanguage(DEFAULT_LANGUAGE);
document.documentElement.lang = 'zh-CN';
// The console frame makes dayjs follow the language (loadScreenMessages); the pages' pickers need it here too.
followLanguage(i18n);

// Lazy pages and antd's first render are slow under jsdom; a second is not enough on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these browser APIs that antd's responsive and motion code calls.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

if (!('ResizeObserver' in window)) {
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
  Object.defineProperty(globalThis, 'ResizeObserver', { writable: true, value: ResizeObserverStub });
}

// jsdom logs "not implemented" for pseudo-element styles, which antd asks for while measuring.
//
// jsdom computes a style by running the whole cascade of antd's injected rules, and the role queries ask for the
// same elements' styles over and over (each candidate's ancestors, each node of an accessible name): that was
// over half of a page test's time. A computed style only changes with the document, so it is kept per element
// until the next mutation of any node, attribute, text or style sheet; `takeRecords()` reports mutations
// synchronously, so a query right after a change never reads a stale style. Installed once per window: this
// file runs again before each test file of the worker.
const CACHED = Symbol.for('zcps.test.cachedComputedStyle');
const patched = window as unknown as Record<symbol, boolean>;
if (!patched[CACHED]) {
  patched[CACHED] = true;
  const getComputedStyle = window.getComputedStyle.bind(window);
  let computed = new WeakMap<Element, CSSStyleDeclaration>();
  const changes = new MutationObserver(() => (computed = new WeakMap()));
  changes.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  window.getComputedStyle = (element: Element) => {
    if (changes.takeRecords().length > 0) computed = new WeakMap();
    let style = computed.get(element);
    if (!style) {
      style = getComputedStyle(element);
      computed.set(element, style);
    }
    return style;
  };
}

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

// jsdom fetches no stylesheets, so it never reports one loaded; the console frame waits for antd's
// (layout/antd-stylesheet.ts). Registered once per worker: files share the document's window.
const flagged = window as unknown as { zcpsStylesheetsLoad?: true };
if (!flagged.zcpsStylesheetsLoad) {
  flagged.zcpsStylesheetsLoad = true;
  new MutationObserver((records) => {
    for (const record of records)
      for (const node of record.addedNodes)
        if (node instanceof HTMLLinkElement && node.rel === 'stylesheet')
          queueMicrotask(() => node.dispatchEvent(new Event('load')));
  }).observe(document.head, { childList: true });
}

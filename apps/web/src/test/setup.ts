import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { i18n, loadLanguage } from '../i18n';
import { enUS } from '../i18n/en_US';
import { zhCNScreens } from '../i18n/zh_CN-screens';

// The console fetches en_US on demand; tests switch languages synchronously.
i18n.addResourceBundle('en_US', 'translation', enUS);
// Pages are rendered on their own in tests, without the console frame that loads the screens' messages.
i18n.addResourceBundle('zh_CN', 'translation', zhCNScreens, true, true);
await loadLanguage('en_US');

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
const getComputedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element: Element) => getComputedStyle(element);

afterEach(() => {
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
});

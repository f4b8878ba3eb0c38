import type { ThemeConfig } from 'antd';
import antdCssUrl from 'antd/dist/antd.css?url';

/**
 * The console's antd components take their styles from antd's prebuilt stylesheet (`zeroRuntime`) instead of
 * generating and inserting them as each component first renders: that insertion was about a quarter of the
 * browser's work on a console screen. Theme tokens (primary colour, dark algorithm, the sidebar palette) stay
 * CSS variables set by the ConfigProvider, so they still change at runtime. The sign-in pages keep runtime
 * styles: their first paint is prerendered with its own critical CSS and they must not wait for this file.
 */
export const PREBUILT_STYLES: ThemeConfig = { zeroRuntime: true };

let loaded: Promise<void> | undefined;

/**
 * Puts antd's stylesheet first in <head>, where antd's runtime styles go, so the console's own stylesheets
 * keep winning ties. Resolves once it has loaded, or failed (the console then shows unstyled rather than never).
 */
export function loadAntdStylesheet(): Promise<void> {
  loaded ??= new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = antdCssUrl;
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.prepend(link);
  });
  return loaded;
}

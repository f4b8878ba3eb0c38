import type { Browser, Page } from 'playwright-core';
import { median, networkQuiet, percentile, uiLogin } from './browser.js';
import type { ConsoleResult } from './types.js';

// 在线用户 and 登录日志 (the seeded menu puts the login log under 系统管理 > 日志管理).
const PAGES = ['/monitor/online', '/system/log/logininfor'];
const SWITCHES = 20;

/** Client-side navigation, the way a sidebar link does it (react-router listens to popstate). */
async function open(page: Page, to: string) {
  await page.evaluate((p) => {
    history.pushState({}, '', p);
    dispatchEvent(new PopStateEvent('popstate'));
  }, to);
  await networkQuiet(page);
}

/**
 * Opens two pages so both have a tab, then clicks between the tabs (`[data-tab-path]`) 10 times each and
 * times click → the frame that shows the target page has been painted: from the click event's timestamp until
 * the target's kept-alive page (`[data-page-path]`) is no longer hidden (React committed), then one animation
 * frame (the frame with the new DOM is being produced) and a message-channel task (that frame was painted).
 * Polling the location frame by frame instead would add up to a whole frame (16.7 ms) to every sample.
 */
export async function tabSwitch(
  browser: Browser,
  base: string,
): Promise<NonNullable<ConsoleResult['tabSwitch']>> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByTestId('login-form').waitFor();
    await uiLogin(page);
    for (const p of PAGES) await open(page, p);
    const tabs = await page.locator('[data-tab-path]').count();
    if (!tabs || !(await page.locator(`[data-tab-path="${PAGES[0]}"]`).count())) {
      return { status: 'skipped', note: 'tab bar not built yet (no [data-tab-path] element)' };
    }
    const samples: number[] = [];
    for (let i = 0; i < SWITCHES; i++) {
      const target = PAGES[i % 2]!;
      // A string, not a function: tsx's keep-names helper (__name) does not exist in the page.
      await page.evaluate(`(() => {
        const target = ${JSON.stringify(target)};
        window.__tabResult = undefined;
        const shown = () => {
          const el = document.querySelector('[data-page-path="' + target + '"]');
          return el !== null && !el.hidden && location.pathname === target;
        };
        const afterPaint = (t0) => requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => { window.__tabResult = performance.now() - t0; };
          channel.port2.postMessage(0);
        });
        document.addEventListener('click', (event) => {
          const t0 = event.timeStamp;
          const observer = new MutationObserver(() => {
            if (!shown()) return;
            observer.disconnect();
            clearTimeout(timer);
            afterPaint(t0);
          });
          observer.observe(document.body, { attributes: true, childList: true, subtree: true });
          const timer = setTimeout(() => { observer.disconnect(); window.__tabResult = -1; }, 5000);
        }, { capture: true, once: true });
      })()`);
      await page.locator(`[data-tab-path="${target}"]`).click();
      await page.waitForFunction('window.__tabResult !== undefined');
      const ms = Number(await page.evaluate('window.__tabResult'));
      if (ms < 0) throw new Error(`tab ${target} did not open within 5 s`);
      samples.push(ms);
      await page.waitForTimeout(100);
    }
    const rounded = samples.map((s) => Math.round(s * 10) / 10);
    return {
      status: 'ran',
      medianMs: Math.round(median(rounded) * 10) / 10,
      p95Ms: percentile(rounded, 95),
      samples: rounded,
    };
  } finally {
    await context.close();
  }
}

import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import os from 'node:os';
import { rootDir } from '../options.js';
import type { Service } from '../util/proc.js';
import { coldLoad, launch, median, summarise, uiLogin, wireMeter } from './browser.js';
import { routeBytes } from './bundle.js';
import { tabSwitch } from './tabs.js';
import type { ConsoleResult, PageLoad } from './types.js';

export const WEB_DIST = path.join(rootDir, 'apps/web/dist');
// Outside the repo, so lint and git never see the copy.
const SNAPSHOT = path.join(os.tmpdir(), 'zcps-bench-web-dist');

/**
 * Copies the built console aside first: in a shared checkout another `vite build` may empty apps/web/dist
 * in the middle of a run.
 */
export function snapshotWebDist(): string {
  fs.rmSync(SNAPSHOT, { recursive: true, force: true });
  fs.cpSync(WEB_DIST, SNAPSHOT, { recursive: true });
  return SNAPSHOT;
}

const loginReady = (page: Page) => page.getByTestId('login-form').waitFor({ timeout: 30_000 });

async function loginRound(browser: Browser, base: string) {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await loginReady(page);
    await page.waitForLoadState('networkidle');
    const meter = await wireMeter(context, page);
    const t0 = Date.now();
    await uiLogin(page);
    const transition = { ms: Date.now() - t0, bytes: meter.snapshot().bytes };
    await meter.detach();
    return { transition, state: await context.storageState(), landed: new URL(page.url()).pathname };
  } finally {
    await context.close();
  }
}

export async function measureConsole(
  svc: Service,
  dist: string,
  coldLoads: number,
  log: (m: string) => void,
): Promise<ConsoleResult> {
  const result: ConsoleResult = { routes: routeBytes(dist) };
  const browser = await launch();
  try {
    const loginLoads: PageLoad[] = [];
    const afterLoads: PageLoad[] = [];
    const transitions: { ms: number; bytes: number }[] = [];
    for (let i = 0; i < coldLoads; i++) {
      loginLoads.push(await coldLoad(browser, `${svc.url}/login`, loginReady));
      const round = await loginRound(browser, svc.url);
      transitions.push(round.transition);
      afterLoads.push(
        await coldLoad(
          browser,
          `${svc.url}${round.landed}`,
          (p) => p.waitForURL((u) => !u.pathname.startsWith('/login')),
          round.state,
        ),
      );
    }
    result.loginPage = summarise(loginLoads);
    result.firstPageAfterLogin = summarise(afterLoads);
    result.loginTransition = {
      medianMs: median(transitions.map((t) => t.ms)),
      medianBytes: median(transitions.map((t) => t.bytes)),
      samples: transitions,
    };
    log(`  login page: ${JSON.stringify(result.loginPage.median)}`);
    log(`  first page after login: ${JSON.stringify(result.firstPageAfterLogin.median)}`);
    log(
      `  submit → first page: ${result.loginTransition.medianMs} ms, ${result.loginTransition.medianBytes} B`,
    );
    result.tabSwitch = await tabSwitch(browser, svc.url);
    log(`  tab switch: ${JSON.stringify({ ...result.tabSwitch, samples: undefined })}`);
  } catch (e) {
    result.error = String(e);
    log(`  console measurement failed: ${String(e)}`);
  } finally {
    await browser.close();
  }
  return result;
}

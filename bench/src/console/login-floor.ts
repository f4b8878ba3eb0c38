import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { median } from './browser.js';

/** The floor: login.html without a script (module, preload or inline), so only its HTML and CSS remain. */
export const FLOOR_PAGE = 'login-floor.html';

/**
 * Writes the floor beside the console in a dist copy, with its .br and .gz like the build's own pages, so the
 * same server sends it the same way. Returns false for a build without a prerendered login page.
 */
export function writeFloorPage(dist: string): boolean {
  const login = path.join(dist, 'login.html');
  if (!fs.existsSync(login)) return false;
  const html = fs
    .readFileSync(login, 'utf8')
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<link[^>]+rel="modulepreload"[^>]*>/g, '');
  const file = path.join(dist, FLOOR_PAGE);
  fs.writeFileSync(file, html);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(html, { level: 9 }));
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(html));
  return true;
}

/**
 * FCP and LCP, and "form on screen": the first animation frame whose DOM holds a visible password field (a rAF
 * callback runs just before its frame is rendered, so that frame shows the field), taken no earlier than FCP.
 */
const PROBE = `(() => {
  const w = window;
  w.__floor = { fcp: null, lcp: null, form: null };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') w.__floor.fcp = e.startTime; })
    .observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__floor.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
  const visible = (el) => {
    if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.bottom > 0 && r.top < innerHeight;
  };
  const frame = (t) => {
    if ([...document.querySelectorAll('input[type=password]')].some(visible)) w.__floor.form = t;
    else if (t < 30000) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})();`;

interface Load {
  fcpMs: number | null;
  lcpMs: number | null;
  formMs: number | null;
  jsCssBytes: number;
  htmlBytes: number;
}

async function load(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext();
  try {
    const page: Page = await context.newPage();
    await page.addInitScript(PROBE);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const types = new Map<string, string>();
    let jsCssBytes = 0;
    let htmlBytes = 0;
    cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
    cdp.on('Network.loadingFinished', (e) => {
      const type = types.get(e.requestId);
      if (type === 'Script' || type === 'Stylesheet') jsCssBytes += e.encodedDataLength;
      if (type === 'Document') htmlBytes += e.encodedDataLength;
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction(
      () => (window as unknown as { __floor: { form: unknown } }).__floor.form !== null,
      null,
      {
        timeout: 30_000,
      },
    );
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const marks = await page.evaluate(
      () =>
        (window as unknown as { __floor: { fcp: number | null; lcp: number | null; form: number | null } })
          .__floor,
    );
    await cdp.detach().catch(() => undefined);
    const round = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);
    // A frame is on screen no sooner than the first contentful one: the rAF time alone can precede the paint.
    const form = marks.form === null ? null : Math.max(marks.form, marks.fcp ?? 0);
    return { fcpMs: round(marks.fcp), lcpMs: round(marks.lcp), formMs: round(form), jsCssBytes, htmlBytes };
  } finally {
    await context.close();
  }
}

export interface LoginFloorSide {
  fcpMs: number | null;
  lcpMs: number | null;
  formMs: number | null;
  jsCssBytes: number;
  htmlBytes: number;
}

export interface LoginFloorResult {
  loads: number;
  login: LoginFloorSide;
  floor: LoginFloorSide;
  /** The same form without the prerender, as before issue 25: `/` (index.html, the boot splash) → React → /login. */
  reactOnly: LoginFloorSide;
  /** login / floor, each of the medians. */
  ratio: { fcp: number | null; lcp: number | null; form: number | null };
  reactOnlyRatio: { fcp: number | null; lcp: number | null; form: number | null };
  samples: { login: Load[]; floor: Load[]; reactOnly: Load[] };
}

function summarise(loads: Load[]): LoginFloorSide {
  const med = (pick: (l: Load) => number | null) => {
    const values = loads.map(pick).filter((v): v is number => v !== null);
    return values.length ? median(values) : null;
  };
  return {
    fcpMs: med((l) => l.fcpMs),
    lcpMs: med((l) => l.lcpMs),
    formMs: med((l) => l.formMs),
    jsCssBytes: med((l) => l.jsCssBytes) ?? 0,
    htmlBytes: med((l) => l.htmlBytes) ?? 0,
  };
}

const ratio = (a: number | null, b: number | null) =>
  a === null || b === null || b === 0 ? null : Math.round((a / b) * 100) / 100;

/**
 * The login page against its floor, cold (a fresh context each), taking turns so both see the same machine:
 * the static page holding the same prerendered form and CSS without any script, from the same server.
 */
export async function loginVsFloor(browser: Browser, base: string, loads: number): Promise<LoginFloorResult> {
  const samples = { login: [] as Load[], floor: [] as Load[], reactOnly: [] as Load[] };
  // One unmeasured round first: the server's first answers (file handles, JIT) are not the page's cost.
  await load(browser, `${base}/${FLOOR_PAGE}`);
  await load(browser, `${base}/login`);
  for (let i = 0; i < loads; i++) {
    samples.floor.push(await load(browser, `${base}/${FLOOR_PAGE}`));
    samples.login.push(await load(browser, `${base}/login`));
    samples.reactOnly.push(await load(browser, `${base}/`));
  }
  const login = summarise(samples.login);
  const floor = summarise(samples.floor);
  const reactOnly = summarise(samples.reactOnly);
  const ratios = (side: LoginFloorSide) => ({
    fcp: ratio(side.fcpMs, floor.fcpMs),
    lcp: ratio(side.lcpMs, floor.lcpMs),
    form: ratio(side.formMs, floor.formMs),
  });
  return {
    loads,
    login,
    floor,
    reactOnly,
    ratio: ratios(login),
    reactOnlyRatio: ratios(reactOnly),
    samples,
  };
}

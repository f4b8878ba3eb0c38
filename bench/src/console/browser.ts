import { chromium, type Browser, type BrowserContext, type Page, type Request } from 'playwright-core';
import type { PageLoad, PageSummary } from './types.js';

export const CHROMIUM = process.env.BENCH_CHROMIUM ?? '/usr/bin/chromium';
const FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launch(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: FLAGS, headless: true });
}

/** Records FCP and LCP from the first byte of the document on. */
const OBSERVE = `(() => {
  const w = window;
  w.__bench = { fcp: null, lcp: null };
  new PerformanceObserver((l) => { for (const e of l.getEntries()) if (e.name === 'first-contentful-paint') w.__bench.fcp = e.startTime; })
    .observe({ type: 'paint', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) w.__bench.lcp = e.startTime; })
    .observe({ type: 'largest-contentful-paint', buffered: true });
})();`;

/** Sums encoded (on-the-wire) bytes of every response of a page via CDP. */
export async function wireMeter(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  const types = new Map<string, string>();
  const totals = { bytes: 0, jsCssBytes: 0, requests: 0 };
  cdp.on('Network.responseReceived', (e) => types.set(e.requestId, e.type));
  cdp.on('Network.loadingFinished', (e) => {
    totals.bytes += e.encodedDataLength;
    totals.requests += 1;
    const type = types.get(e.requestId);
    if (type === 'Script' || type === 'Stylesheet') totals.jsCssBytes += e.encodedDataLength;
  });
  return {
    snapshot: () => ({ ...totals }),
    detach: () => cdp.detach().catch(() => undefined),
  };
}

/** One cold navigation in a fresh context: bytes on the wire, FCP, LCP. */
export async function coldLoad(
  browser: Browser,
  url: string,
  ready: (page: Page) => Promise<unknown>,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
): Promise<PageLoad> {
  const context = await browser.newContext({ storageState });
  try {
    const page = await context.newPage();
    await page.addInitScript(OBSERVE);
    const meter = await wireMeter(context, page);
    await page.goto(url, { waitUntil: 'load' });
    await ready(page);
    await page.waitForLoadState('networkidle');
    // LCP is final once the page is idle; give the observer one more frame.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    const marks = await page.evaluate(
      () => (window as unknown as { __bench: { fcp: number | null; lcp: number | null } }).__bench,
    );
    const totals = meter.snapshot();
    await meter.detach();
    return { ...totals, fcpMs: round(marks.fcp), lcpMs: round(marks.lcp) };
  } finally {
    await context.close();
  }
}

const round = (n: number | null) => (n === null ? null : Math.round(n * 10) / 10);

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  if (!s.length) return 0;
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export function percentile(values: number[], p: number): number {
  const s = [...values].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.ceil((p / 100) * s.length) - 1)] ?? 0;
}

export function summarise(loads: PageLoad[]): PageSummary {
  const med = (pick: (l: PageLoad) => number | null) => {
    const vals = loads.map(pick).filter((v): v is number => v !== null);
    return vals.length ? median(vals) : null;
  };
  return {
    loads,
    median: {
      bytes: med((l) => l.bytes) ?? 0,
      jsCssBytes: med((l) => l.jsCssBytes) ?? 0,
      requests: med((l) => l.requests) ?? 0,
      fcpMs: med((l) => l.fcpMs),
      lcpMs: med((l) => l.lcpMs),
    },
  };
}

/**
 * Waits until the page has had no request in flight for `quietMs`. Playwright's 'networkidle' load state
 * belongs to a navigation and is already reached for client-side route changes.
 */
export async function networkQuiet(page: Page, quietMs = 500, timeoutMs = 30_000): Promise<void> {
  let inflight = 0;
  let last = Date.now();
  // The console's server-event stream stays open for the whole session: it is not loading.
  const counts = (request: Request) => request.resourceType() !== 'eventsource';
  const up = (request: Request) => {
    if (!counts(request)) return;
    inflight += 1;
    last = Date.now();
  };
  const down = (request: Request) => {
    if (!counts(request)) return;
    inflight = Math.max(0, inflight - 1);
    last = Date.now();
  };
  page.on('request', up);
  page.on('requestfinished', down);
  page.on('requestfailed', down);
  try {
    const deadline = Date.now() + timeoutMs;
    // Give the click or navigation a moment to start its requests.
    await page.waitForTimeout(100);
    while (Date.now() < deadline && (inflight > 0 || Date.now() - last < quietMs))
      await page.waitForTimeout(50);
  } finally {
    page.off('request', up);
    page.off('requestfinished', down);
    page.off('requestfailed', down);
  }
}

/** Fills the real login form and submits; resolves when the first page after login has settled. */
export async function uiLogin(page: Page): Promise<void> {
  await page.getByTestId('login-username').fill('admin');
  await page.getByTestId('login-password').fill('admin123');
  const quiet = networkQuiet(page);
  await page.getByTestId('login-submit').click();
  await page.waitForURL((u) => u.pathname !== '/login' && u.pathname !== '/', { timeout: 30_000 });
  await quiet;
  await networkQuiet(page);
}

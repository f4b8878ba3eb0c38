import type { BenchResult } from './types.js';

const KB = 1024;

/** Issue 9's budgets, reported PASS/FAIL (never asserted). */
export function budgets(r: Omit<BenchResult, 'budgets'>): BenchResult['budgets'] {
  const c = r.console;
  const loginWire = c?.loginPage?.median.jsCssBytes;
  const loginBuild = c?.routes.find((x) => x.route === '/login');
  const fcp = c?.loginPage?.median.fcpMs;
  const tab = c?.tabSwitch;
  const out: BenchResult['budgets'] = [
    {
      name: 'login route JS+CSS on the wire (Chromium, median)',
      limit: '≤ 300 KB',
      value: loginWire === undefined ? 'not measured' : `${(loginWire / KB).toFixed(0)} KB`,
      pass: loginWire === undefined ? null : loginWire <= 300 * KB,
    },
    {
      name: 'login route JS+CSS from the build (brotli q11 / gzip 9)',
      limit: '≤ 300 KB',
      value: loginBuild
        ? `${((loginBuild.js.brotli + loginBuild.css.brotli) / KB).toFixed(0)} KB br / ${((loginBuild.js.gzip + loginBuild.css.gzip) / KB).toFixed(0)} KB gz`
        : 'not measured',
      pass: loginBuild ? loginBuild.js.brotli + loginBuild.css.brotli <= 300 * KB : null,
    },
    {
      name: 'login page first contentful paint (median of cold loads)',
      limit: '< 300 ms',
      value: fcp == null ? 'not measured' : `${fcp.toFixed(0)} ms`,
      pass: fcp == null ? null : fcp < 300,
    },
    {
      name: 'tab switch, click → painted (median)',
      limit: '< 50 ms',
      value:
        tab?.status === 'ran' ? `${tab.medianMs} ms (p95 ${tab.p95Ms} ms)` : (tab?.note ?? 'not measured'),
      pass: tab?.status === 'ran' ? (tab.medianMs ?? Infinity) < 50 : null,
    },
  ];
  return out;
}

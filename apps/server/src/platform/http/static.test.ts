import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { CONSOLE_CSP } from './security-headers.plugin.js';

const BOOT_SCRIPT = "document.getElementById('zcps-prerender').dataset.ready='1';";
const LOGIN_PAGE = `<!doctype html><title>职称评审管理系统</title><div id="zcps-prerender"><form><input type="password"></form></div><script>${BOOT_SCRIPT}</script><div id="root"></div>`;

describe('console static serving', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'zcps-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><title>职称评审管理系统</title><div id="root"></div>',
    );
    fs.writeFileSync(path.join(dist, 'login.html'), LOGIN_PAGE);
    fs.writeFileSync(
      path.join(dist, 'assets', 'index-abc123.js'),
      `console.log(${JSON.stringify('x'.repeat(20_000))});`,
    );
    t = await createTestApp('pglite', { webDist: dist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it('serves hashed assets compressed and cached for a year', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toMatch(/br|gzip/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.rawPayload.length).toBeLessThan(2_000);
  });

  it('answers client routes with index.html, never cached', async () => {
    for (const url of ['/', '/login', '/system/user', '/index?x=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('职称评审管理系统');
    }
  });

  it('sends the console with its content security policy and every response with the hardening headers', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/index' });
    expect(page.headers['content-security-policy']).toBe(CONSOLE_CSP);
    expect(page.headers['content-security-policy']).toContain("script-src 'self';");
    for (const url of ['/login', '/assets/index-abc123.js', '/zcps/missing', '/zcps/auth/code']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['x-powered-by'], url).toBeUndefined();
      expect(res.headers.server, url).toBeUndefined();
    }
    const api = await t.app.inject({ method: 'GET', url: '/zcps/auth/code' });
    expect(api.headers['content-security-policy']).toBeUndefined();
    expect(api.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers /login with the prerendered login page, whose own inline script alone the policy lets run', async () => {
    const hash = createHash('sha256').update(BOOT_SCRIPT).digest('base64');
    for (const url of ['/login', '/login?redirect=%2Fsystem%2Fuser']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.body, url).toContain('id="zcps-prerender"');
      expect(res.headers['content-security-policy'], url).toBe(
        CONSOLE_CSP.replace("script-src 'self'", `script-src 'self' 'sha256-${hash}'`),
      );
    }
    // A rebuild beside the running server: the policy follows the new page's script.
    const rebuilt = `${BOOT_SCRIPT}/* rebuilt */`;
    fs.writeFileSync(path.join(dist, 'login.html'), LOGIN_PAGE.replace(BOOT_SCRIPT, rebuilt));
    const again = await t.app.inject({ method: 'GET', url: '/login' });
    expect(again.headers['content-security-policy']).toContain(
      `'sha256-${createHash('sha256').update(rebuilt).digest('base64')}'`,
    );
    fs.writeFileSync(path.join(dist, 'login.html'), LOGIN_PAGE);
    const other = await t.app.inject({ method: 'GET', url: '/registerStaff' });
    expect(other.body).not.toContain('zcps-prerender');
    expect(other.headers['content-security-policy']).toBe(CONSOLE_CSP);
  });

  it('answers a missing asset with 404 instead of the console page', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('keeps API 404s as JSON envelopes', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/zcps/missing' });
    expect(res.statusCode).toBe(404);
    expect(res.json().code).toBe(404);
  });
});

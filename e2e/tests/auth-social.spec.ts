import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from '@playwright/test';
import Provider from 'oidc-provider';
import { openFromMenu, shot, signIn } from './support.js';

/** A real OpenID Provider (node-oidc-provider) on a free loopback port, signing in any login name. */
async function startProvider(redirectUri: string) {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const { privateKey } = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'e2e', use: 'sig' }] },
    clients: [
      {
        client_id: 'zcps-e2e',
        client_secret: 'zcps-e2e-secret',
        redirect_uris: [redirectUri],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { methods: ['S256'], required: () => true },
    // Explicit lifetimes (the library's defaults work too, but print a notice each time they are used).
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 600,
      IdToken: 600,
      Interaction: 600,
      Session: 600,
    },
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email'] },
    cookies: { keys: ['zcps-e2e'] },
    findAccount: async (_ctx, id) => ({
      accountId: id,
      claims: async () => ({
        sub: id,
        preferred_username: id,
        name: `${id} (OIDC)`,
        email: `${id}@example.test`,
      }),
    }),
  });
  server.on('request', provider.callback());
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The provider's own (development) pages: sign in with any login, then consent if it asks. */
async function signInAtProvider(page: Page, issuer: string, login: string) {
  await expect(page).toHaveURL(new RegExp(`^${issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  const consent = page.getByRole('button', { name: 'Continue' });
  if (await consent.isVisible({ timeout: 3000 }).catch(() => false)) await consent.click();
}

/** After a click on the provider's button: the provider may ask again, or remember the session and send us back. */
async function throughProvider(page: Page, issuer: string, login: string) {
  await page.waitForURL((url) => url.href.startsWith(issuer) || url.pathname === '/index');
  if (page.url().startsWith(issuer)) await signInAtProvider(page, issuer, login);
}

test.describe.serial('social sign-in through a real OIDC provider', () => {
  let provider: Awaited<ReturnType<typeof startProvider>>;

  test.beforeAll(async ({ baseURL }) => {
    provider = await startProvider(`${baseURL}/social-callback`);
  });
  test.afterAll(async () => {
    await provider?.close();
  });

  test('the admin configures the provider on 系统管理 › 第三方登录', async ({ page }) => {
    await signIn(page);
    await openFromMenu(page, '系统管理', '第三方登录');
    await page.locator('.zcps-page:not([hidden])').getByRole('button', { name: '新增' }).click();
    const dialog = page.getByRole('dialog').filter({ has: page.getByTestId('provider-form') });
    await expect(dialog).toContainText('/social-callback');
    await dialog.getByLabel('平台标识').fill('testidp');
    await dialog.getByLabel('平台名称').fill('统一身份认证');
    await dialog.getByLabel('客户端ID').fill('zcps-e2e');
    await dialog.getByLabel('客户端密钥').fill('zcps-e2e-secret');
    await dialog.getByLabel('签发者地址(Issuer)').fill(provider.issuer);
    await shot(page, 'auth-social-provider-form-zh_CN');
    await dialog.getByRole('button', { name: /确\s*定|OK/ }).click();
    const row = page.locator('.zcps-page:not([hidden]) .ant-table-tbody tr.ant-table-row', {
      hasText: 'testidp',
    });
    await expect(row).toContainText('统一身份认证');
    await expect(row).toContainText('******');
    await expect(row).not.toContainText('zcps-e2e-secret');
    await shot(page, 'auth-social-providers-zh_CN');
  });

  test('an unbound account is refused with a clear message', async ({ page }) => {
    await page.goto('/login');
    await page.getByTestId('social-testidp').click();
    await signInAtProvider(page, provider.issuer, 'stranger');
    await expect(page).toHaveURL(/\/social-callback/);
    await expect(page.getByTestId('social-callback-error')).toContainText('你还没有绑定第三方账号');
    await shot(page, 'auth-social-unbound-zh_CN');
  });

  test('admin binds the account in the personal centre, then signs in with it', async ({ page }) => {
    await signIn(page);
    await page.goto('/user/profile?tab=social');
    const item = page.getByTestId('binding-testidp');
    await expect(item).toContainText('未绑定');
    await item.getByRole('button', { name: /绑\s*定/ }).click();
    await signInAtProvider(page, provider.issuer, 'alice');
    await expect(page).toHaveURL(/\/user\/profile\?tab=social/);
    await expect(page.getByTestId('binding-testidp')).toContainText('已绑定：alice (OIDC)');
    await expect(page.locator('.ant-spin-blur')).toHaveCount(0);
    await page.waitForTimeout(400); // the tab's enter animation
    await shot(page, 'auth-social-bound-zh_CN');
    await page.getByRole('tab', { name: '登录设备' }).click();
    await expect(page.getByTestId('my-sessions')).toContainText('当前会话');
    await shot(page, 'auth-sessions-zh_CN');

    await page.evaluate(() => localStorage.removeItem('Admin-Token'));
    await page.goto('/login');
    await expect(page.getByTestId('social-buttons')).toBeVisible();
    await shot(page, 'auth-social-login-zh_CN');
    await page.getByTestId('social-testidp').click();
    await throughProvider(page, provider.issuer, 'alice');
    await expect(page).toHaveURL(/\/index$/);
    await expect(page.getByTestId('home-welcome')).toContainText('系统管理员');
  });

  test('the login page and the screen speak English', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('language', 'en_US'));
    await page.reload();
    await expect(page.getByTestId('social-buttons')).toContainText('Sign in with');
    await shot(page, 'auth-social-login-en_US');
    await page.getByTestId('social-testidp').click();
    await throughProvider(page, provider.issuer, 'alice');
    await expect(page).toHaveURL(/\/index$/);
    await page.goto('/user/profile?tab=social');
    await expect(page.getByTestId('binding-testidp')).toContainText('Bound: alice (OIDC)');
    await page.waitForTimeout(400);
    await shot(page, 'auth-social-bound-en_US');
  });
});

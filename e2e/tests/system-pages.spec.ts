import { expect, test } from '@playwright/test';
import { activePage, shot, signIn, untranslatedKeys } from './support.js';

/** Each system-administration screen opens with its seeded rows, in both languages, with no leaked i18n key. */
const PAGES: { path: string; name: string; row: string }[] = [
  { path: '/system/user', name: 'user', row: 'admin' },
  { path: '/system/role', name: 'role', row: 'superadmin' },
  { path: '/system/dept', name: 'dept', row: '信息中心' },
  { path: '/system/post', name: 'post', row: 'director' },
  { path: '/system/dict', name: 'dict', row: 'sys_user_sex' },
  { path: '/system/config', name: 'config', row: 'sys.user.initPassword' },
  { path: '/system/notice', name: 'notice', row: '' },
  { path: '/system/menu', name: 'menu', row: '' },
  { path: '/system/client', name: 'client', row: 'pc' },
  { path: '/system/oss', name: 'oss', row: '' },
  { path: '/system/userCode', name: 'userCode', row: 'declaration' },
  { path: '/system/sms', name: 'sms', row: 'SMS_LOGIN_CODE' },
];

test.describe('system administration screens', () => {
  for (const lang of ['zh_CN', 'en_US'] as const) {
    test(`every screen opens with its rows (${lang})`, async ({ page }) => {
      // Ten screens, each loaded cold: more than the default minute on a loaded machine.
      test.setTimeout(240_000);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await page.goto('/login');
      await page.evaluate((l) => localStorage.setItem('language', l), lang);
      await signIn(page);
      for (const { path, name, row } of PAGES) {
        await page.goto(path);
        const view = activePage(page);
        await expect(view.getByTestId('page-placeholder')).toHaveCount(0);
        await expect(view.getByTestId('not-found')).toHaveCount(0);
        const rows = view.locator('.ant-table-tbody tr.ant-table-row');
        await expect(rows.first()).toBeVisible();
        if (row) await expect(rows.filter({ hasText: row }).first()).toBeVisible();
        await expect(view.locator('.ant-spin-blur')).toHaveCount(0);
        expect(await untranslatedKeys(page), `${path} in ${lang}`).toEqual([]);
        await shot(page, `system-${name}-${lang}`);
      }
      expect(errors).toEqual([]);
    });
  }
});

import { expect, test } from '@playwright/test';
import { okOf, submitDialog } from './review-walk-steps.js';
import { activePage, openFromMenu, shot, signIn, submitLogin } from './support.js';

/**
 * Issue 20, point 2, through the screens: most seeded experts have no sign-in. office01 ticks one of them on
 * 评审专家 and opens an account for them; the expert signs in with the initial password and must change it first.
 * One expert only, so the other browser tests still meet the pool as seeded.
 */
test('office01 opens an account for one expert, who signs in with the initial password and changes it', async ({
  page,
  browser,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page, 'office01', 'admin123');
  await openFromMenu(page, '职称管理', '评审专家');
  const view = activePage(page);
  const row = view.locator('tr.ant-table-row', { hasText: '未开通' }).first();
  await expect(row).toBeVisible();
  await row.locator('.ant-checkbox-input').check();

  await view.getByRole('button', { name: /开通账号/ }).click();
  const box = page.getByRole('dialog', { name: '为评审专家开通登录账号' });
  await expect(box.getByTestId('accounts-scope')).toContainText('将为所选专家中尚无账号的 1 人开通账号');
  await expect(okOf(box)).toHaveText(/开\s*通/);
  await okOf(box).click();
  const result = box.getByTestId('accounts-result');
  await expect(result).toContainText('已开通 1 个账号，所属部门：评审专家委员会');
  await expect(result).toContainText('首次登录时须修改密码');
  const cells = result.locator('tbody tr.ant-table-row td');
  const expert = (await cells.nth(0).innerText()).trim();
  const account = (await cells.nth(1).innerText()).trim();
  expect(account).toMatch(/^ZJ\d{6}$/);
  await shot(page, 'reviewer-accounts-opened');
  await expect(okOf(box)).toHaveText(/关\s*闭/);
  await submitDialog(box);
  await expect(view.locator('tr.ant-table-row', { hasText: expert })).toContainText(account);

  // The expert, in a browser of their own.
  const context = await browser.newContext();
  const own = await context.newPage();
  await own.goto('/login');
  await submitLogin(own, account, '123456');
  const force = own.getByRole('dialog', { name: '请修改初始密码' });
  await expect(force).toBeVisible();
  await shot(own, 'reviewer-accounts-first-sign-in');
  await force.getByTestId('force-old').fill('123456');
  await force.getByTestId('force-new').fill('Expert2026x');
  await force.getByTestId('force-confirm').fill('Expert2026x');
  await force.getByTestId('force-submit').click();
  await expect(force).toBeHidden();
  await own.reload();
  await expect(own.getByTestId('sidebar')).toContainText('职称评审');
  await context.close();
  expect(errors).toEqual([]);
});

import { expect, test } from '@playwright/test';
import { activePage, openFromMenu, shot, signIn } from './support.js';

test.describe('dashboard: operation manual and project document', () => {
  test('office01 reads the office manual, jumps to a section, downloads the PDF; then filters the API reference', async ({
    page,
  }) => {
    await signIn(page, 'office01', 'admin123');

    await openFromMenu(page, '首页相关', '操作手册');
    await expect(page).toHaveURL(/\/dashboard\/manual$/);
    const view = activePage(page);
    await expect(view.getByRole('heading', { level: 4, name: '评审办操作手册' })).toBeVisible();
    const toc = view.getByTestId('manual-toc');
    await expect(toc).toBeVisible();
    const content = view.getByTestId('manual-content');
    await expect(content.getByRole('heading', { level: 2 }).first()).toContainText('第 1 章');
    // The manual's screenshots come inlined with the text.
    await expect(content.locator('figure img').first()).toBeVisible();
    expect(
      await content
        .locator('figure img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    ).toBeGreaterThan(400);
    await shot(page, 'dashboard-manual-zh_CN');

    // A section far down the manual: the click scrolls its heading into view.
    const links = toc.locator('li.section a');
    const target = links.nth((await links.count()) - 3);
    const id = (await target.getAttribute('href'))!.slice(1);
    const heading = view.locator(`[id="${id}"]`);
    await expect(heading).not.toBeInViewport();
    await target.click();
    await expect(heading).toBeInViewport();
    // It lands just below the fixed header (tab bar included), not hidden under it.
    const headerBottom = await page
      .locator('.zcps-header')
      .evaluate((header) => header.getBoundingClientRect().bottom);
    const gap = async () => (await heading.boundingBox())!.y - headerBottom;
    await expect
      .poll(async () => {
        const d = await gap();
        return d >= 0 && d < 60;
      })
      .toBe(true);
    // The table of contents stays in view beside it.
    await expect(target).toBeInViewport();
    await expect(target).toHaveClass('active');
    await expect(heading).toHaveText((await target.textContent())!);
    await shot(page, 'dashboard-manual-section-zh_CN');

    const download = page.waitForEvent('download');
    await view.getByTestId('manual-pdf').click();
    expect((await download).suggestedFilename()).toBe('操作手册-office.pdf');

    await openFromMenu(page, '首页相关', '项目文档');
    await expect(page).toHaveURL(/\/dashboard\/document$/);
    const doc = activePage(page);
    await expect(doc.getByRole('heading', { level: 1, name: '系统概述' })).toBeVisible();
    await doc.getByRole('tab', { name: '评审流程' }).click();
    await expect(doc.getByText('同意票 × 3 ≥ 出席人数 × 2', { exact: false })).toBeVisible();
    await doc.getByRole('tab', { name: '配置' }).click();
    await expect(doc.locator('td code', { hasText: 'ZCPS_OPENAPI_ENABLED' })).toBeVisible();
    await page.waitForTimeout(400); // the tab's ink bar settles
    await shot(page, 'dashboard-document-config-zh_CN');
    await doc.getByRole('tab', { name: '接口文档' }).click();
    const reference = doc.getByTestId('api-reference');
    await expect(reference.getByTestId('api-count')).toContainText(/共 \d+ 个分组、\d+ 个接口/);
    await reference.getByTestId('api-filter').locator('input').fill('resource/manual');
    const operations = reference.getByTestId('api-operation');
    await expect(operations).toHaveCount(2);
    await expect(operations.filter({ hasText: '/zcps/resource/manual/list' })).toContainText('GET');
    await expect(operations.filter({ hasText: '/zcps/resource/manual/{role}' })).toBeVisible();
    await expect(reference.getByTestId('api-count')).toHaveText('匹配 2 个接口');
    await expect(reference.locator('.ant-collapse-item-active')).toHaveCount(1);
    await page.waitForTimeout(600); // the panel's opening animation
    await shot(page, 'dashboard-document-api-zh_CN');
  });
});

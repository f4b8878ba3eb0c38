import { expect, test, type Page } from '@playwright/test';
import { confirmYes, dialog, openWith, rowOf, submitDialog } from './review-walk-steps.js';
import { activePage, openFromMenu, shot, signIn } from './support.js';

/**
 * The dossier as its three parties live it (issue 7): the applicant staff01 adds two training records and an
 * identity-card scan and submits them; company01 (the applicant's unit) sees them pending among its own
 * employees only; office01 approves one record and the attachment and returns the other with a remark; the
 * applicant then finds the verdicts. Course names carry a per-try suffix, so a retry meets its own rows.
 */
const PASSWORD = 'admin123';
const suffix = Date.now().toString(36).slice(-5);
const kept = `BIM 正向设计研修 ${suffix}`;
const returned = `装配式建筑专题 ${suffix}`;
const returnRemark = `学时证明不清晰，请补充证书 ${suffix}`;
const UNIT = '华信建设集团有限公司';

/** The smallest well-formed PDF: the server checks content, not just the name. */
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text });
const dossier = (page: Page) => activePage(page).getByTestId('dossier-view');

async function signOut(page: Page) {
  const menuItem = page.getByRole('menuitem', { name: '退出登录' });
  const ok = page.locator('.ant-modal-confirm .ant-btn-primary');
  // A click during the dropdown's or the dialog's opening motion can be lost under load: retry until signed out.
  await expect(async () => {
    if (!(await ok.isVisible())) {
      if (!(await menuItem.isVisible())) await page.getByTestId('user-dropdown').click({ timeout: 2000 });
      await menuItem.click({ timeout: 2000 });
    }
    await ok.click({ timeout: 2000 });
    await expect(page).toHaveURL(/\/login/, { timeout: 5000 });
  }).toPass({ timeout: 45_000 });
}

async function openTab(page: Page, name: RegExp) {
  await dossier(page).getByRole('tab', { name }).click();
}

async function addTraining(page: Page, course: string, start: string, end: string) {
  const tab = dossier(page).getByTestId('dossier-tab-training');
  const box = dialog(page, '新增继续教育');
  await openWith(tab.getByRole('button', { name: /新\s*增/ }), box);
  const field = (label: string) =>
    box
      .locator('.ant-form-item')
      .filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) });
  for (const [label, value] of [
    ['开始日期', start],
    ['结束日期', end],
  ] as const) {
    const input = field(label).locator('input');
    await expect(async () => {
      await input.click({ timeout: 2000 });
      await input.fill(value);
      await input.press('Enter');
      await expect(input).toHaveValue(value, { timeout: 2000 });
    }).toPass({ timeout: 20_000 });
  }
  await field('课程/项目名称').locator('input').fill(course);
  await field('主办单位').locator('input').fill('省建设教育协会');
  // The option list of a select from the previous dialog may still be fading out: pick until the value shows.
  await expect(async () => {
    await field('科目类型').locator('.ant-select').click({ timeout: 2000 });
    await page.locator('.ant-select-item-option:visible', { hasText: '专业科目' }).click({ timeout: 2000 });
    await expect(field('科目类型').locator('.ant-select')).toContainText('专业科目', { timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await field('学时').locator('input').fill('24');
  await box.locator('.ant-modal-footer .ant-btn-primary').click();
  // The dialog closes only on a saved record; the toast of an earlier save may still be on screen.
  await expect(box).toHaveCount(0);
  await expect(rowOf(tab, course)).toContainText('草稿');
}

test.describe.serial('employee dossier: applicant, unit and office', () => {
  test('the applicant adds training records and an attachment and submits them', async ({ page }) => {
    await signIn(page, 'staff01', PASSWORD);
    await openFromMenu(page, '人员材料', '人员信息');
    await expect(dossier(page)).toContainText('人员档案：王小明');
    await openTab(page, /继续教育/);
    await addTraining(page, kept, '2026-03-02', '2026-03-06');
    await addTraining(page, returned, '2026-04-13', '2026-04-15');
    const tab = dossier(page).getByTestId('dossier-tab-training');
    for (const course of [kept, returned]) {
      await rowOf(tab, course).getByRole('button', { name: '提交审核' }).click();
      await confirmYes(page);
      await expect(rowOf(tab, course)).toContainText('待审核');
    }

    await openTab(page, /附件材料/);
    const panel = dossier(page).getByTestId('attachment-panel');
    const box = dialog(page, '上传附件');
    await openWith(panel.getByRole('button', { name: '上传附件' }), box);
    await box.locator('.ant-select').first().click();
    await page.locator('.ant-select-item-option:visible', { hasText: '身份证' }).first().click();
    await box.locator('input[type=file]').setInputFiles({
      name: `id-card-${suffix}.pdf`,
      mimeType: 'application/pdf',
      buffer: PDF,
    });
    await box.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect(toast(page, '上传成功').last()).toBeVisible();
    const file = rowOf(panel, `id-card-${suffix}.pdf`);
    await file.getByRole('button', { name: '提交审核' }).click();
    await confirmYes(page);
    await expect(file).toContainText('待审核');
    await shot(page, 'dossier-applicant-submitted');
    await signOut(page);
  });

  test('the unit sees only its own employees and the pending records, without verdict buttons', async ({
    page,
  }) => {
    await signIn(page, 'company01', PASSWORD);
    await openFromMenu(page, '人员材料', '人员信息');
    const view = activePage(page);
    await expect(view.locator('.ant-table-tbody tr.ant-table-row').first()).toBeVisible();
    const units = await view.locator('.ant-table-tbody tr.ant-table-row').allInnerTexts();
    expect(units.length).toBeGreaterThan(0);
    for (const row of units) expect(row).toContain(UNIT);
    await expect(view.getByText(/共 40 条/)).toBeVisible();

    await view.getByRole('textbox', { name: /^姓名/ }).fill('王小明');
    await view.getByRole('button', { name: /搜\s*索/ }).click();
    await rowOf(view, '王小明').getByRole('button', { name: '档案' }).click();
    await openTab(page, /继续教育/);
    const tab = dossier(page).getByTestId('dossier-tab-training');
    await expect(rowOf(tab, kept)).toContainText('待审核');
    await expect(rowOf(tab, kept).getByRole('button', { name: /(^|\s)通过$/ })).toHaveCount(0);
    await shot(page, 'dossier-company-view');
    await signOut(page);
  });

  test('the office approves one record and the attachment and returns the other with a remark', async ({
    page,
  }) => {
    await signIn(page, 'office01', PASSWORD);
    await openFromMenu(page, '人员材料', '人员信息');
    const view = activePage(page);
    await view.getByRole('textbox', { name: /^姓名/ }).fill('王小明');
    await view.getByRole('button', { name: /搜\s*索/ }).click();
    await rowOf(view, UNIT).filter({ hasText: '王小明' }).getByRole('button', { name: '档案' }).click();
    await openTab(page, /继续教育/);
    const tab = dossier(page).getByTestId('dossier-tab-training');

    const approve = dialog(page, /审核：通过/);
    await openWith(rowOf(tab, kept).getByRole('button', { name: /(^|\s)通过$/ }), approve);
    // A click that lands while the dialog still opens does nothing: click until it closes.
    await submitDialog(approve);
    await expect(rowOf(tab, kept)).toContainText('已通过');

    const back = dialog(page, /审核：退回/);
    await openWith(rowOf(tab, returned).getByRole('button', { name: /(^|\s)退回$/ }), back);
    await back.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect(back).toContainText('退回和不通过需要填写审核意见');
    await back.locator('textarea').fill(returnRemark);
    await back.locator('.ant-modal-footer .ant-btn-primary').click();
    await expect(rowOf(tab, returned)).toContainText('已退回');

    await openTab(page, /附件材料/);
    const panel = dossier(page).getByTestId('attachment-panel');
    const file = rowOf(panel, `id-card-${suffix}.pdf`);
    const approveFile = dialog(page, /审核附件：通过/);
    await openWith(file.getByRole('button', { name: /(^|\s)通过$/ }), approveFile);
    await submitDialog(approveFile);
    await expect(file).toContainText('已通过');
    await shot(page, 'dossier-office-checked');
    await signOut(page);
  });

  test('the applicant finds the verdicts: approved is locked, returned is editable with the remark', async ({
    page,
  }) => {
    await signIn(page, 'staff01', PASSWORD);
    await openFromMenu(page, '人员材料', '人员信息');
    await openTab(page, /继续教育/);
    const tab = dossier(page).getByTestId('dossier-tab-training');
    await expect(rowOf(tab, kept)).toContainText('已通过');
    await expect(rowOf(tab, kept).getByRole('button', { name: '修改' })).toHaveCount(0);
    await expect(rowOf(tab, returned)).toContainText('已退回');
    await expect(rowOf(tab, returned)).toContainText(returnRemark);
    await expect(rowOf(tab, returned).getByRole('button', { name: '修改' })).toBeVisible();
    await shot(page, 'dossier-applicant-verdicts');
  });
});

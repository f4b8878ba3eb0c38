import path from 'node:path';
import ExcelJS from 'exceljs';
import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import { confirmYes } from './review-walk-steps.js';
import { activePage, openFromMenu, signIn, untranslatedKeys } from './support.js';

const results = path.resolve(import.meta.dirname, '../../test-results');
/** A screenshot once dialogs have finished closing (a fading dialog would cover the page). */
async function snap(page: Page, name: string) {
  await expect(page.locator('.ant-zoom-leave, .ant-fade-leave')).toHaveCount(0);
  await page.waitForTimeout(300);
  await page.screenshot({ path: path.join(results, `lowcode-designer-${name}.png`) });
}
const dialog = (page: Page, title: string | RegExp) => page.getByRole('dialog', { name: title });
const okOf = (box: Locator) => box.locator('.ant-modal-footer .ant-btn-primary');
const toast = (page: Page, text: string) => page.locator('.ant-message-notice', { hasText: text });
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\n' +
    'trailer <</Root 1 0 R>>\n%%EOF\n',
);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The exported sheet as the office edits it: the exported row's 学时 changed to 40 and one new row below,
 * naming the person, the status and the values as the export writes them (labels, not ids).
 */
async function editedExport(file: string): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(file);
  const sheet = book.worksheets[0]!;
  const header = (sheet.getRow(1).values as unknown[]).map((v) => String(v ?? ''));
  const at = (label: string) => header.indexOf(label);
  expect(at('学时')).toBeGreaterThan(0);
  expect(sheet.getRow(2).getCell(at('人员')).value).toBe('李敏');
  sheet.getRow(2).getCell(at('学时')).value = 40;
  const added = sheet.getRow(3);
  added.getCell(at('人员')).value = '李敏';
  added.getCell(at('年度')).value = 2025;
  added.getCell(at('学时')).value = 8;
  added.getCell(at('状态')).value = '正常';
  added.commit();
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** Clicks `trigger` until `shown` is visible (a click during a re-render or an opening motion can be lost). */
async function openWith(trigger: Locator, shown: Locator) {
  await expect(async () => {
    if (!(await shown.isVisible())) await trigger.click({ timeout: 2000 });
    await expect(shown).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
}

/** Types `text` into the searchable select labelled `label` inside `box` and picks the option reading `text`. */
async function choose(page: Page, box: Locator, label: string, text: string) {
  const input = box.getByLabel(label, { exact: true });
  const item = page
    .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: new RegExp(`^${text}`) })
    .first();
  await expect(async () => {
    await input.click({ timeout: 2000 });
    await input.fill(text, { timeout: 2000 });
    await expect(item).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 20_000 });
  await item.click();
}

/** Answers the confirmation with its primary button until it is gone: a click during its opening motion can be
 *  lost (CI once waited seven minutes for an export that was never confirmed). */
async function confirmOk(page: Page) {
  await confirmYes(page);
}

interface FieldSpec {
  label: string;
  name: string;
  type: string;
  dict?: string;
  searchable?: boolean;
}

async function addField(page: Page, field: FieldSpec) {
  const view = activePage(page);
  const box = dialog(page, '新增字段');
  await openWith(view.getByRole('button', { name: /新增字段/ }), box);
  await box.getByLabel('字段名称').fill(field.label);
  await box.getByLabel('列名').fill(field.name);
  await choose(page, box, '字段类型', field.type);
  if (field.dict) await choose(page, box, '字典类型', field.dict);
  if (field.searchable) await box.getByRole('switch', { name: '可查询' }).click();
  await okOf(box).click();
  await expect(box).toBeHidden();
  await expect(view.getByTestId('field-table').getByText(field.name, { exact: true })).toBeVisible();
}

async function signInAs(browser: Browser, user: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, user, 'admin123');
  return page;
}

test('low-code designer: an app built, published, granted, used by the office and changed with rows in place', async ({
  page,
  browser,
}) => {
  test.setTimeout(420_000);
  await signIn(page);

  // 应用目录: a new app.
  await page.goto('/design/catalogue');
  let view = activePage(page);
  const appBox = dialog(page, '新增应用');
  await openWith(view.getByRole('button', { name: /新增应用/ }), appBox);
  await appBox.getByLabel('应用名称').fill('继续教育');
  await appBox.getByLabel('应用标识').fill('edu');
  await appBox.getByLabel('应用分组').fill('人事台账');
  await okOf(appBox).click();
  await expect(appBox).toBeHidden();
  const card = view.getByTestId('app-card-edu');
  await expect(card).toContainText('未发布');
  await snap(page, '01-catalogue');

  // 应用设计: one object.
  await card.getByRole('button', { name: /设\s*计/ }).click();
  await expect(page).toHaveURL(/\/design\/application\?appId=\d+/);
  view = activePage(page);
  const objectBox = dialog(page, '新增对象');
  await openWith(view.getByRole('button', { name: /新增对象/ }), objectBox);
  await objectBox.getByLabel('对象名称').fill('学时登记');
  await objectBox.getByLabel('对象标识').fill('hours');
  await okOf(objectBox).click();
  await expect(objectBox).toBeHidden();
  await expect(view.getByText('lc_edu_hours')).toBeVisible();
  await snap(page, '02-application');
  const appUrl = page.url();

  // 应用设计面板: the fields.
  await view
    .locator('tr', { hasText: 'lc_edu_hours' })
    .getByRole('button', { name: /设\s*计/ })
    .click();
  await expect(page).toHaveURL(/\/design\/object\?objectId=\d+/);
  const objectUrl = page.url().replace(/&tab=.*$/, '');
  for (const field of [
    { label: '人员', name: 'employee', type: '人员' },
    { label: '年度', name: 'year', type: '数字', searchable: true },
    { label: '学时', name: 'hours', type: '数字' },
    { label: '证书', name: 'certificate', type: '附件' },
    { label: '状态', name: 'status', type: '下拉选择', dict: '系统开关', searchable: true },
  ])
    await addField(page, field);
  await snap(page, '03-fields');
  view = activePage(page);
  await view.getByRole('tab', { name: '表单页' }).click();
  await expect(view.getByTestId('canvas-item-status')).toBeVisible();
  await snap(page, '04-form-layout');
  await view.getByRole('tab', { name: '预览' }).click();
  await expect(view.getByTestId('lc-preview')).toContainText('人员1');
  await snap(page, '05-preview');
  expect(await untranslatedKeys(page)).toEqual([]);

  // Publish.
  await page.goto(appUrl);
  view = activePage(page);
  await view.getByRole('button', { name: /^cloud-upload 发\s*布$/ }).click();
  await confirmOk(page);
  await expect(toast(page, '发布成功').first()).toBeVisible();
  await expect(view.getByTestId('publish-log')).toContainText('发布');
  await snap(page, '06-published');

  // Grant the app's menu to 评审办.
  await openFromMenu(page, '系统管理', '角色管理');
  view = activePage(page);
  const roleBox = dialog(page, /修改角色/);
  await openWith(view.locator('tr', { hasText: '评审办' }).getByRole('button', { name: /修\s*改/ }), roleBox);
  const tree = roleBox.getByTestId('role-menu-tree');
  const node = tree.locator('.ant-tree-treenode', { has: page.getByTitle('继续教育', { exact: true }) });
  await node.locator('.ant-tree-checkbox').click();
  await expect(node.locator('.ant-tree-checkbox')).toHaveClass(/checked/);
  await okOf(roleBox).click();
  await expect(roleBox).toBeHidden();

  // office01 adds (a person and a certificate file, with no system:user or system:oss right), filters, edits,
  // exports and imports.
  const office = await signInAs(browser, 'office01');
  await openFromMenu(office, '继续教育', '学时登记');
  let run = office.getByTestId('lc-runtime-edu-hours');
  const rowBox = dialog(office, '新增学时登记');
  await openWith(run.getByRole('button', { name: /新\s*增/ }), rowBox);
  await choose(office, rowBox, '人员', '李敏');
  await rowBox.getByLabel('年度').fill('2026');
  await rowBox.getByLabel('学时').fill('24');
  await rowBox.locator('input[type=file]').setInputFiles({
    name: '学时证书.pdf',
    mimeType: 'application/pdf',
    buffer: PDF,
  });
  await expect(rowBox.locator('.ant-upload-list-item-done', { hasText: '学时证书.pdf' })).toBeVisible();
  await choose(office, rowBox, '状态', '正常');
  await snap(office, '07-office-add');
  await okOf(rowBox).click();
  await expect(rowBox).toBeHidden();
  await expect(run.locator('tr', { hasText: '2026' })).toBeVisible();
  await expect(run.locator('tr', { hasText: '2026' })).toContainText('李敏');
  await expect(run.locator('tr', { hasText: '2026' })).toContainText('学时证书.pdf');

  await run.locator('.zcps-search-form').getByLabel('年度').fill('2025');
  await run.getByRole('button', { name: /搜\s*索/ }).click();
  await expect(run.locator('tr', { hasText: '2026' })).toHaveCount(0);
  await run.locator('.zcps-search-form').getByLabel('年度').fill('2026');
  await run.getByRole('button', { name: /搜\s*索/ }).click();
  const row = run.locator('tr', { hasText: '2026' });
  await expect(row).toBeVisible();

  const editBox = dialog(office, '修改学时登记');
  await openWith(row.getByRole('button', { name: /修\s*改/ }), editBox);
  await expect(editBox.getByLabel('学时')).toHaveValue('24');
  await editBox.getByLabel('学时').fill('32');
  await okOf(editBox).click();
  await expect(editBox).toBeHidden();
  await expect(run.locator('tr', { hasText: '2026' })).toContainText('32');
  await snap(office, '08-office-list');

  await run.getByRole('button', { name: /重\s*置/ }).click();
  await expect(run.locator('.zcps-search-form').getByLabel('年度')).toHaveValue('');

  // The certificate opens through the object's own file route.
  const certificate = office.waitForEvent('download');
  await run.locator('tr', { hasText: '2026' }).getByText('学时证书.pdf').click();
  expect((await certificate).suggestedFilename()).toBe('学时证书.pdf');

  const download = office.waitForEvent('download');
  await run.getByRole('button', { name: /导\s*出/ }).click();
  await confirmOk(office);
  const exported = await download;
  expect(exported.suggestedFilename()).toMatch(/\.xlsx$/);
  const edited = await editedExport((await exported.path())!);

  const importBox = dialog(office, '导入学时登记');
  await openWith(run.getByRole('button', { name: /导\s*入/ }), importBox);
  await importBox
    .locator('input[type=file]')
    .setInputFiles({ name: '学时登记.xlsx', mimeType: XLSX, buffer: edited });
  await expect(importBox.getByText('学时登记.xlsx')).toBeVisible();
  await importBox.getByRole('button', { name: '开始导入' }).click();
  await expect(importBox.getByText('导入完成：新增 1 条，更新 1 条，失败 0 条')).toBeVisible();
  await snap(office, '08b-office-import-report');
  await importBox.getByRole('button', { name: /完\s*成/ }).click();
  await expect(importBox).toBeHidden();
  await expect(run.locator('tr', { hasText: '2026' })).toContainText('40');
  await expect(run.locator('tr', { hasText: '2025' })).toContainText('李敏');
  await expect(run.getByText('共 2 条')).toBeVisible();
  await snap(office, '08c-office-after-import');
  expect(await untranslatedKeys(office)).toEqual([]);

  // staff01 does not see the app.
  const staff = await signInAs(browser, 'staff01');
  await expect(staff.getByTestId('sidebar')).toBeVisible();
  await expect(staff.getByTestId('sidebar').getByText('继续教育', { exact: true })).toHaveCount(0);

  // A new field, republished with the row in place.
  await page.goto(objectUrl);
  await addField(page, { label: '备注', name: 'note', type: '单行文本' });
  await page.goto(appUrl);
  view = activePage(page);
  await view.getByRole('button', { name: /^cloud-upload 发\s*布$/ }).click();
  await confirmOk(page);
  await expect(toast(page, '发布成功').first()).toBeVisible();

  await office.reload();
  run = office.getByTestId('lc-runtime-edu-hours');
  await expect(run.getByRole('columnheader', { name: '备注' })).toBeVisible();
  await expect(run.locator('tr', { hasText: '2026' })).toContainText('40');
  await expect(run.locator('tr', { hasText: '2026' })).toContainText('学时证书.pdf');
  await snap(office, '09-office-after-republish');

  // Graduate to code: the object's table imported into the code generator, its settings opened.
  await page.goto(appUrl);
  view = activePage(page);
  await view
    .locator('tr', { hasText: 'lc_edu_hours' })
    .getByRole('button', { name: /转为代码/ })
    .click();
  await confirmOk(page);
  await expect(page).toHaveURL(/\/codegen\/edit\?tableId=\d+/);
  await expect(toast(page, '已导入代码生成').first()).toBeVisible();
  // 修改生成配置 opens on the columns: the object's fields, with their labels as comments.
  view = activePage(page);
  await expect(view.getByRole('cell', { name: 'employee', exact: true }).first()).toBeVisible();
  await expect(view.getByRole('cell', { name: 'note', exact: true }).first()).toBeVisible();
  await snap(page, '10-graduated');
});

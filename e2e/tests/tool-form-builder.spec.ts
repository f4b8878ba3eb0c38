import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { activePage, signIn, untranslatedKeys } from './support.js';

const results = path.resolve(import.meta.dirname, '../../test-results');
const snap = (page: Page, name: string) =>
  page.screenshot({ path: path.join(results, `tool-form-builder-${name}.png`) });

/** Waits for a dialog's opening animation to end, so a screenshot shows it whole. */
async function settle(dialog: Locator) {
  await expect(dialog).toBeVisible();
  await expect(dialog.page().locator('.ant-zoom-appear, .ant-zoom-enter, .ant-fade-appear')).toHaveCount(0);
  await dialog.page().waitForTimeout(200);
}

const everyWidget = {
  version: 1,
  layout: { cols: 2, labelWidth: 96 },
  items: [
    { widget: 'title', label: '基本信息' },
    { field: 'name', label: '姓名', widget: 'text', required: true },
    { field: 'amount', label: '金额', widget: 'money' },
    { field: 'count', label: '数量', widget: 'number', props: { min: 0, max: 99 } },
    {
      field: 'kind',
      label: '类别',
      widget: 'select',
      options: [
        { label: '初级', value: '1' },
        { label: '中级', value: '2' },
      ],
    },
    { field: 'sex', label: '性别', widget: 'radio', dictType: 'sys_user_sex' },
    {
      field: 'tags',
      label: '标签',
      widget: 'checkbox',
      options: [
        { label: '甲', value: 'a' },
        { label: '乙', value: 'b' },
      ],
    },
    { field: 'on', label: '启用', widget: 'switch', defaultValue: true },
    { field: 'day', label: '日期', widget: 'date' },
    { field: 'at', label: '时间', widget: 'datetime' },
    { field: 'period', label: '期间', widget: 'dateRange' },
    { field: 'owner', label: '负责人', widget: 'userPicker' },
    { field: 'dept', label: '部门', widget: 'deptPicker' },
    { field: 'ref', label: '关联', widget: 'refSelect', options: [{ label: '甲', value: 'a' }] },
    { widget: 'divider', label: '附件' },
    { field: 'photo', label: '照片', widget: 'image', props: { maxCount: 1 } },
    { field: 'files', label: '附件', widget: 'file' },
    { field: 'note', label: '备注', widget: 'textarea', span: 24 },
    { field: 'rich', label: '正文', widget: 'richText', span: 24 },
  ],
};

/** A real mouse drag (press, move in steps, release), as a user drags with @dnd-kit's pointer sensor. */
async function drag(page: Page, from: Locator, to: Locator) {
  const a = (await from.boundingBox())!;
  const b = (await to.boundingBox())!;
  await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
  await page.mouse.down();
  await page.mouse.move(a.x + a.width / 2 + 12, a.y + a.height / 2 + 6, { steps: 4 });
  await page.mouse.move(b.x + b.width / 2, b.y + Math.min(b.height - 20, 120), { steps: 16 });
  await page.mouse.up();
}

test('表单构建: drag widgets onto the canvas, edit, preview, submit and copy the JSON', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await signIn(page);
  await page.evaluate(() => localStorage.removeItem('zcps-form-builder-draft'));
  await page.goto('/tool/build');
  const view = activePage(page);
  const canvas = view.getByTestId('canvas');
  await expect(canvas).toContainText('从左侧拖入或点击组件');
  await snap(page, 'empty');

  await drag(page, view.getByTestId('palette-text'), canvas);
  await expect(view.getByTestId('canvas-item-text_1')).toBeVisible();
  await drag(page, view.getByTestId('palette-number'), canvas);
  await expect(view.getByTestId('canvas-item-number_1')).toBeVisible();
  // Dropped onto the first item, a widget lands before it.
  await drag(page, view.getByTestId('palette-select'), view.getByTestId('canvas-item-text_1'));
  await expect(view.getByTestId('canvas-item-select_1')).toBeVisible();
  const order = await canvas
    .locator('[data-testid^="canvas-item-"]')
    .evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')));
  expect(order).toEqual(['canvas-item-select_1', 'canvas-item-text_1', 'canvas-item-number_1']);

  await view.getByTestId('canvas-item-text_1').click();
  await view.getByTestId('prop-label').fill('申报人姓名');
  await view.getByTestId('prop-field').fill('applicant');
  await view.getByTestId('prop-required').click();
  await expect(view.getByTestId('canvas-item-applicant')).toContainText('申报人姓名');
  await snap(page, 'designer');

  await view.getByRole('button', { name: '预览' }).click();
  const dialog = page.getByRole('dialog', { name: '预览' });
  await dialog.getByTestId('preview-submit').click();
  await expect(dialog.getByText('请输入申报人姓名')).toBeVisible();
  await dialog.getByPlaceholder('请输入申报人姓名').fill('王五');
  await dialog.getByPlaceholder('请输入数字').fill('42');
  await dialog.getByTestId('preview-submit').click();
  const values = dialog.getByTestId('preview-values');
  await expect(values).toBeVisible();
  expect(JSON.parse((await values.textContent())!)).toMatchObject({ applicant: '王五', number_1: 42 });
  await settle(dialog);
  await snap(page, 'preview');
  await dialog.getByRole('button', { name: /关闭|Close/ }).click();

  await view.getByRole('button', { name: '查看 JSON' }).click();
  const json = page.getByRole('dialog', { name: '查看 JSON' });
  await settle(json);
  await json.getByRole('button', { name: '复制 JSON' }).click();
  await expect(page.getByText('已复制到剪贴板')).toBeVisible();
  const copied = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as {
    items: { field: string; label: string }[];
  };
  expect(copied.items.map((i) => i.field)).toEqual(['select_1', 'applicant', 'number_1']);
  expect(copied.items[1]!.label).toBe('申报人姓名');
  await snap(page, 'json');

  await json.getByRole('button', { name: /取\s*消/ }).click();
  await expect(json).toBeHidden();

  // Keyboard: Enter on a palette entry adds it at the end.
  await view.getByTestId('palette-date').focus();
  await page.keyboard.press('Enter');
  await expect(view.getByTestId('canvas-item-date_1')).toBeVisible();

  // A form with every widget, two columns, through the import dialog.
  await view.getByRole('button', { name: '导入 JSON' }).click();
  const importer = page.getByRole('dialog', { name: '导入 JSON' });
  await importer
    .getByTestId('import-text')
    .fill(
      '{"version":1,"layout":{"cols":2},"items":[{"field":"a","label":"甲","widget":"text"},{"field":"a","label":"乙","widget":"slider"}]}',
    );
  await importer.getByRole('button', { name: /确\s*定/ }).click();
  await expect(importer.getByTestId('import-errors')).toContainText('第 2 项「乙」');
  await snap(page, 'import-errors');
  await importer.getByTestId('import-text').fill(JSON.stringify(everyWidget));
  await importer.getByRole('button', { name: /确\s*定/ }).click();
  await expect(importer).toBeHidden();
  await expect(view.getByTestId('canvas-item-rich')).toBeVisible();
  await view.getByTestId('canvas-item-kind').click();
  await expect(view.getByTestId('prop-field')).toHaveValue('kind');
  await snap(page, 'every-widget');

  expect(await untranslatedKeys(page)).toEqual([]);
  const text = await page.evaluate(() => document.body.innerText);
  expect(text).not.toMatch(/formBuilder\.|formSchema\.|draggable|droppable|palette:/i);
  expect(errors).toEqual([]);
});

test('表单构建 in English: palette, canvas and properties speak en_US', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/login');
  await page.evaluate((draft) => {
    localStorage.setItem('language', 'en_US');
    localStorage.setItem('zcps-form-builder-draft', draft);
  }, JSON.stringify(everyWidget));
  await signIn(page);
  await page.goto('/tool/build');
  const view = activePage(page);
  await expect(view.getByTestId('palette')).toContainText('Date range');
  await expect(view.getByTestId('canvas-item-name')).toBeVisible();
  await view.getByTestId('canvas-item-kind').click();
  await expect(view.getByTestId('properties')).toContainText('Options');
  await snap(page, 'en_US');
  expect(await untranslatedKeys(page)).toEqual([]);
  const text = await page.evaluate(() => document.body.innerText);
  expect(text).not.toMatch(/formBuilder\.|formSchema\./);
  // The form's own labels are the author's (Chinese here); the builder's texts are English.
  for (const chrome of ['组件', '画布', '属性', '预览', '字段名']) expect(text).not.toContain(chrome);
  expect(errors).toEqual([]);
});

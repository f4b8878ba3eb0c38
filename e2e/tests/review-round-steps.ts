import { expect, type Locator, type Page } from '@playwright/test';
import { activePage, openFromMenu, shot } from './support.js';
import {
  choose,
  confirmYes,
  dialog,
  okOf,
  open,
  openWith,
  rowOf,
  submitDialog,
} from './review-walk-steps.js';

/**
 * Steps of the whole review round (review-walk.spec.ts) that happen before the office's stage pages: the
 * parameters the round runs under, the applicant's dossier and the unit's recommendation. Each is done in the
 * screens, as the person whose job it is would do it.
 */

/** A form item of `box` by its label, exactly. */
export const fieldOf = (box: Locator, label: string) =>
  box
    .locator('.ant-form-item')
    .filter({ has: box.page().locator('label', { hasText: new RegExp(`^${label}$`) }) });

/** Fills a form by labels: dates typed into their picker, selects chosen, anything else typed. */
export async function fillForm(box: Locator, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    const item = fieldOf(box, label);
    if (await item.locator('.ant-picker').count()) {
      const input = item.locator('input').first();
      await expect(async () => {
        await input.click({ timeout: 2000 });
        await input.fill(value);
        await input.press('Enter');
        await expect(input).toHaveValue(value, { timeout: 2000 });
      }).toPass({ timeout: 20_000 });
    } else if (await item.locator('.ant-select').count()) {
      await choose(box.page(), item.locator('.ant-select').first(), value);
    } else {
      await item.locator('input, textarea').first().fill(value);
    }
  }
}

/** admin sets a system parameter on 参数设置: found by its key, edited in its dialog. */
export async function setParameter(admin: Page, key: string, value: string) {
  const view = await open(admin, '系统管理', '参数设置');
  await view.getByRole('textbox', { name: /^参数键名/ }).fill(key);
  await view.getByRole('button', { name: /搜\s*索/ }).click();
  const row = rowOf(view, key);
  await expect(row).toHaveCount(1);
  const box = dialog(admin, '修改参数');
  await openWith(row.getByRole('button', { name: '修改' }), box);
  await expect(fieldOf(box, '参数键名').locator('input')).toHaveValue(key);
  await fieldOf(box, '参数键值').locator('textarea').fill(value);
  await submitDialog(box);
  await expect(rowOf(view, key)).toContainText(value);
}

const dossierOf = (page: Page) => activePage(page).getByTestId('dossier-view');
const tabOf = (page: Page, label: string) => dossierOf(page).getByRole('tab', { name: new RegExp(label) });

const CHECK_STATES = /草稿|待审核|已退回|不通过|已通过/;
const PAPER = '基于BIM的电子信息系统集成设计方法';
const COURSE = '电子信息工程新技术高级研修班';
/** The kinds the 正高级工程师 conditions read, with their tab labels. */
const KINDS = [
  ['education', '学历学位'],
  ['dutyAchievement', '任职业绩'],
  ['yearlyAchievement', '年度考核'],
  ['academicWorks', '论文著作'],
  ['training', '继续教育'],
] as const;

/** Adds a record on a dossier tab unless a row holding `name` is there already (a retry meets its own). */
async function addRecordOnce(
  page: Page,
  kind: string,
  label: string,
  name: string,
  values: Record<string, string>,
) {
  await tabOf(page, label).click();
  const tab = dossierOf(page).getByTestId(`dossier-tab-${kind}`);
  await expect(tab.locator('.ant-table-tbody tr:not(.ant-table-measure-row)').first()).toBeVisible();
  if (await rowOf(tab, name).count()) return;
  const box = dialog(page, `新增${label}`);
  await openWith(tab.getByRole('button', { name: /新\s*增/ }), box);
  await fillForm(box, values);
  await okOf(box).click();
  await expect(box).toHaveCount(0);
  await expect(rowOf(tab, name)).toContainText('草稿');
}

/**
 * staff01 completes the dossier 正高级工程师 asks for (a second first-author paper, a 60-hour course) and submits
 * every draft of the kinds the conditions read; office01 then approves all of it on the person's 待审核 tab.
 */
export async function completeDossier(staff: Page, office: Page) {
  await openFromMenu(staff, '人员材料', '人员信息');
  await expect(dossierOf(staff)).toContainText('人员档案：王小明');
  await addRecordOnce(staff, 'academicWorks', '论文著作', PAPER, {
    成果类型: '论文',
    成果名称: PAPER,
    '刊物/出版社': '电子学报',
    发表日期: '2024-06-15',
    本人排名: '1',
    作者人数: '2',
  });
  await addRecordOnce(staff, 'training', '继续教育', COURSE, {
    开始日期: '2026-04-13',
    结束日期: '2026-04-24',
    '课程/项目名称': COURSE,
    主办单位: '省工程师协会',
    科目类型: '专业科目',
    学时: '60',
  });
  for (const [kind, label] of KINDS) {
    await tabOf(staff, label).click();
    const tab = dossierOf(staff).getByTestId(`dossier-tab-${kind}`);
    await expect(tab.locator('.ant-table-tbody tr:not(.ant-table-measure-row)').first()).toBeVisible();
    // Every row shows its check state (the labels wait for their dictionary) before the drafts are counted.
    await expect(tab.locator('tr.ant-table-row').filter({ hasNotText: CHECK_STATES })).toHaveCount(0);
    const drafts = tab.locator('tr.ant-table-row', { hasText: '草稿' });
    if (!(await drafts.count())) continue;
    for (const row of await drafts.all()) await row.locator('.ant-checkbox-input').check();
    await tab
      .getByRole('button', { name: /提交审核/ })
      .first()
      .click();
    await confirmYes(staff);
    await expect(drafts).toHaveCount(0);
  }
  await shot(staff, 'review-walk-00a-dossier-submitted');

  const people = await open(office, '人员材料', '人员信息');
  await people.getByRole('textbox', { name: /^姓名/ }).fill('王小明');
  await people.getByRole('button', { name: /搜\s*索/ }).click();
  await rowOf(people, '王小明').first().getByRole('button', { name: '档案' }).click();
  const pending = dossierOf(office).getByTestId('dossier-pending');
  await expect(pending).toBeVisible();
  await shot(office, 'review-walk-00b-dossier-pending');
  // Each kind's section: tick all, 通过 in one go; the section leaves once nothing of its kind waits.
  for (let left = await pending.locator('section').count(); left > 0; left--) {
    const section = pending.locator('section').first();
    await section.locator('thead .ant-checkbox-input').check();
    const box = dialog(office, /审核：通过/);
    await openWith(section.getByRole('button', { name: /^.*通\s*过$/ }).first(), box);
    await submitDialog(box);
    await expect(pending.locator('section')).toHaveCount(left - 1);
  }
  await expect(dossierOf(office)).toContainText('没有待审核的资料');
}

/** company01, the applicant's unit, recommends the declaration with its opinion; the list then says so. */
export async function recommend(company: Page, activity: string) {
  const view = await open(company, '职称管理', '职称申报');
  await view.getByRole('button', { name: /搜\s*索/ }).click();
  const row = rowOf(view, activity).filter({ hasText: '王小明' });
  await expect(row).toContainText('未推荐');
  const box = dialog(company, '单位推荐');
  await row.locator('.ant-checkbox-input').check();
  await openWith(view.getByRole('button', { name: /推\s*荐/ }), box);
  await box.locator('textarea').fill('该同志业绩突出，师德师风良好，同意推荐');
  await shot(company, 'review-walk-03b-recommend');
  await submitDialog(box);
  await expect(row).toContainText('已推荐');
}

import { expect, type Browser, type Page } from '@playwright/test';
import { shot } from './support.js';
import {
  APPLICANT,
  choose,
  confirmYes,
  dialog,
  open,
  openWith,
  pickActivity,
  rowOf,
  sessionOf,
  submitDialog,
} from './review-walk-steps.js';
import { fillForm } from './review-round-steps.js';

/**
 * The defense of the whole review round (review-walk.spec.ts): office01 begins it, holds one session of the
 * discipline team with the applicant checked in, each expert scores on their own sheet, office01 finishes it.
 */
export async function holdDefense(
  browser: Browser,
  office: Page,
  activity: string,
  teamName: string,
  place: string,
  reviewers: readonly { user: string; name: string }[],
  watch: (page: Page) => void,
) {
  let view = await open(office, '职称评审', '开始答辩');
  await pickActivity(office, view, activity);
  await expect(view).toContainText('需要答辩');
  await view.getByRole('button', { name: '开始答辩' }).click();
  await confirmYes(office);
  await expect(view.getByRole('button', { name: '开始答辩' })).toBeDisabled();

  view = await open(office, '职称评审', '答辩管理');
  await pickActivity(office, view, activity);
  const box = dialog(office, '新增场次');
  await openWith(view.getByRole('button', { name: /新增场次/ }), box);
  const start = new Date(Date.now() + 60 * 60 * 1000);
  const at = `${start.toISOString().slice(0, 10)} ${String(start.getHours()).padStart(2, '0')}:00`;
  await fillForm(box, { 评审组: teamName, 答辩地点: place, 开始时间: at });
  await submitDialog(box);
  const session = rowOf(view, place);
  await expect(session).toContainText(teamName);
  await session.click();
  const arrange = dialog(office, /安排申报人/);
  await openWith(view.getByRole('button', { name: '安排申报人' }), arrange);
  await choose(office, arrange.locator('.ant-select').first(), APPLICANT);
  await arrange.locator('.ant-modal-title').click();
  await submitDialog(arrange);
  const applicant = rowOf(view, APPLICANT);
  await expect(applicant).toBeVisible();
  // The applicant is told the time and place as a review message.
  const sure = office.locator('.ant-popconfirm:visible');
  await openWith(view.getByRole('button', { name: '发送答辩通知' }), sure);
  await sure.getByRole('button', { name: /确\s*定/ }).click();
  await expect(office.locator('.ant-message-notice', { hasText: /已发送 1 份/ })).toBeVisible();
  await choose(office, applicant.locator('.ant-select').first(), '出席');
  await expect(applicant).toContainText('出席');
  await shot(office, 'review-walk-05b-defense-session');

  for (const [i, r] of reviewers.entries()) {
    const page = await sessionOf(browser, r.user);
    watch(page);
    const mine = await open(page, '职称评审', '答辩管理');
    await pickActivity(page, mine, activity);
    await rowOf(mine, place).click();
    const sheet = mine.locator('.ant-card', { hasText: '我的评分表' });
    await expect(sheet).toContainText(r.name);
    await sheet.getByRole('spinbutton', { name: `评分 ${APPLICANT}` }).fill(String(86 + i));
    if (i === 0) await shot(page, 'review-walk-05c-defense-score');
    await sheet.getByRole('button', { name: '保存评分' }).click();
    await expect(page.locator('.ant-message-notice', { hasText: '评分已保存' })).toBeVisible();
    await page.context().close();
  }

  view = await open(office, '职称评审', '结束答辩');
  await pickActivity(office, view, activity);
  await expect(view).toContainText('出席且已评分的 1 人');
  await view.getByRole('button', { name: '结束答辩' }).click();
  await confirmYes(office);
  await expect(office.locator('.ant-message-notice', { hasText: '1 人进入学科组评议' })).toBeVisible();
  await shot(office, 'review-walk-05d-defense-finished');
}

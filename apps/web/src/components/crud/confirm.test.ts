import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { bindFeedback } from '../../lib/feedback';
import { fakeFeedback } from '../../test/fake-adapter';
import { confirmAction, hintOf, trimPathsInText, trimTrailingSlash } from './confirm';

describe('trailing slashes', () => {
  it('drops a trailing slash from a path but keeps the root', () => {
    expect(trimTrailingSlash('/system/user/')).toBe('/system/user');
    expect(trimTrailingSlash('/system/user//')).toBe('/system/user');
    expect(trimTrailingSlash('/system/user')).toBe('/system/user');
    expect(trimTrailingSlash('/')).toBe('/');
    expect(trimTrailingSlash('')).toBe('');
  });

  it('drops it from every path inside a message', () => {
    expect(trimPathsInText('是否关闭 /system/user/ 页面？')).toBe('是否关闭 /system/user 页面？');
    expect(trimPathsInText('打开“/monitor/job/”和 /tool/gen/，')).toBe('打开“/monitor/job”和 /tool/gen，');
    expect(trimPathsInText('Go to /a/b/')).toBe('Go to /a/b');
    expect(trimPathsInText('1 / 2 and a/b')).toBe('1 / 2 and a/b');
    expect(trimPathsInText('根目录 / 不变')).toBe('根目录 / 不变');
  });
});

describe('confirmAction', () => {
  let modal: ReturnType<typeof fakeFeedback>['feedback']['modal'];
  beforeEach(() => {
    const made = fakeFeedback();
    modal = made.feedback.modal;
    bindFeedback(made.asFeedback);
    void i18n.changeLanguage('zh_CN');
  });
  afterEach(() => void i18n.changeLanguage('zh_CN'));

  it('opens a 300 × 180 系统提示 dialog and resolves with the choice', async () => {
    const answer = confirmAction('是否确认删除 /system/user/ 下的数据？');
    const config = modal.confirm.mock.calls[0]![0];
    expect(config.title).toBe('系统提示');
    expect(config.content).toBe('是否确认删除 /system/user 下的数据？');
    expect(config.okText).toBe('确定');
    expect(config.cancelText).toBe('取消');
    expect(config.width).toBe(300);
    expect(config.styles.container.minHeight).toBe(180);
    config.onOk();
    await expect(answer).resolves.toBe(true);

    const declined = confirmAction('x', { title: '警告', danger: true, width: 420 });
    const second = modal.confirm.mock.calls[1]![0];
    expect(second.title).toBe('警告');
    expect(second.width).toBe(420);
    expect(second.okButtonProps).toEqual({ danger: true });
    second.onCancel();
    await expect(declined).resolves.toBe(false);
  });

  it('words field hints in both languages', () => {
    expect(hintOf('input', '用户名称')).toBe('请输入用户名称');
    void i18n.changeLanguage('en_US');
    expect(hintOf('select', 'Status')).toMatch(/status/);
    expect(hintOf('input', 'IP address')).toMatch(/IP address/);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n';
import { fakeAdapter, fakeFeedback } from '../test/fake-adapter';
import { download, fileNameOf, formatBytes } from './download';
import { bindFeedback } from './feedback';
import { service } from './request';

const originalAdapter = service.defaults.adapter;
let fb: ReturnType<typeof fakeFeedback>['feedback'];

beforeEach(() => {
  const made = fakeFeedback();
  fb = made.feedback;
  bindFeedback(made.asFeedback);
  void i18n.changeLanguage('zh_CN');
  URL.createObjectURL = vi.fn(() => 'blob:x');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
});

describe('formatBytes', () => {
  it('counts bytes in the largest fitting unit', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5.0 MB');
  });
});

describe('download', () => {
  it('counts the bytes received in the same loading message', async () => {
    service.defaults.adapter = fakeAdapter((config) => {
      config.onDownloadProgress?.({ loaded: 2048, bytes: 2048, lengthComputable: false });
      return { data: new Blob(['x'], { type: 'application/octet-stream' }) };
    }).adapter;
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    expect(await download('/system/user/export', {}, 'user.xlsx')).toBe(true);
    click.mockRestore();
    const calls = fb.message.loading.mock.calls.map(([arg]) => arg as { key: string; content: string });
    expect(calls).toHaveLength(2);
    expect(calls[1]!.key).toBe(calls[0]!.key);
    expect(calls[1]!.content).toBe('正在下载数据，已收到 2.0 KB');
  });

  it('shows the loading message, posts the filters as form fields and saves under download-filename', async () => {
    const fake = fakeAdapter(() => ({
      data: new Blob(['xlsx'], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }),
      headers: { 'download-filename': encodeURIComponent('登录日志_1.xlsx') },
    }));
    service.defaults.adapter = fake.adapter;
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    expect(
      await download('/monitor/logininfor/export', { userName: 'ad', params: { beginTime: 'a' } }, 'x.xlsx'),
    ).toBe(true);
    click.mockRestore();
    expect(fb.message.loading).toHaveBeenCalledWith(
      expect.objectContaining({ content: '正在下载数据，请稍候' }),
    );
    expect(fake.calls[0]!.data).toBe('userName=ad&params%5BbeginTime%5D=a');
    expect(clicked).toEqual(['登录日志_1.xlsx']);
    expect(fb.message.error).not.toHaveBeenCalled();
  });

  it('reads a JSON blob as an error envelope and shows its message', async () => {
    service.defaults.adapter = fakeAdapter(() => ({
      data: new Blob([JSON.stringify({ code: 500, msg: '导出失败了' })], { type: 'application/json' }),
    })).adapter;
    expect(await download('/monitor/operlog/export', {}, 'x.xlsx')).toBe(false);
    expect(fb.message.error).toHaveBeenCalledWith('导出失败了');
  });

  it('uses the code table for 403 and a generic text for transport failures', async () => {
    service.defaults.adapter = fakeAdapter(() => ({
      data: new Blob([JSON.stringify({ code: 403, msg: 'x' })], { type: 'application/json' }),
    })).adapter;
    await download('/monitor/operlog/export', {}, 'x.xlsx');
    expect(fb.message.error).toHaveBeenLastCalledWith('当前操作没有权限');
    service.defaults.adapter = fakeAdapter(() => new Error('Network Error')).adapter;
    expect(await download('/monitor/operlog/export', {}, 'x.xlsx')).toBe(false);
    expect(fb.message.error).toHaveBeenLastCalledWith('下载文件出现错误，请联系管理员！');
  });

  it('decodes the server file name, falling back when absent', () => {
    expect(fileNameOf({ 'download-filename': '%E6%97%A5%E5%BF%97.xlsx' }, 'f')).toBe('日志.xlsx');
    expect(fileNameOf({}, 'f.xlsx')).toBe('f.xlsx');
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeAdapter, fakeFeedback } from '../test/fake-adapter';
import { clearDictCache, getDicts } from './dict';
import { bindFeedback } from './feedback';
import { service } from './request';

const originalAdapter = service.defaults.adapter;

beforeEach(() => {
  clearDictCache();
  bindFeedback(fakeFeedback().asFeedback);
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
});

describe('dictionary cache', () => {
  it('shares one request between concurrent callers of a type and caches it', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const fake = fakeAdapter(async (config) => {
      await gate;
      return { data: { code: 200, msg: 'ok', data: [{ dictValue: '0', dictLabel: config.url }] } };
    });
    service.defaults.adapter = fake.adapter;
    const pending = [getDicts('sys_common_status', 'zh_CN'), getDicts('sys_common_status', 'zh_CN')];
    const other = getDicts('sys_oper_type', 'zh_CN');
    release();
    const [a, b] = await Promise.all(pending);
    expect(a).toBe(b);
    await other;
    expect(fake.calls.map((c) => c.url)).toEqual([
      '/system/dict/data/type/sys_common_status',
      '/system/dict/data/type/sys_oper_type',
    ]);
    await getDicts('sys_common_status', 'zh_CN');
    expect(fake.calls).toHaveLength(2);
    await getDicts('sys_common_status', 'en_US');
    expect(fake.calls).toHaveLength(3);
  });

  it('forgets a failed fetch so the next caller retries, and clears one type', async () => {
    let fail = true;
    const fake = fakeAdapter(() =>
      fail ? { data: { code: 500, msg: 'down' } } : { data: { code: 200, msg: 'ok', data: [] } },
    );
    service.defaults.adapter = fake.adapter;
    await expect(getDicts('sys_yes_no', 'zh_CN')).rejects.toThrow();
    fail = false;
    await expect(getDicts('sys_yes_no', 'zh_CN')).resolves.toEqual([]);
    clearDictCache('sys_yes_no');
    await getDicts('sys_yes_no', 'zh_CN');
    expect(fake.calls).toHaveLength(3);
  });
});

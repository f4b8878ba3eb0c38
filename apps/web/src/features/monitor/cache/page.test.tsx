import { render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CacheInfo } from '@zcps/contracts';
import { i18n } from '../../../i18n';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { useUserStore } from '../../../stores/user-store';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { Page } from './index';

const originalAdapter = service.defaults.adapter;

/** What a Redis 7 answers (the fields the page shows, from INFO). */
const redis: CacheInfo = {
  storeKind: 'redis',
  dbSize: 42,
  info: {
    redis_version: '7.0.15',
    redis_mode: 'standalone',
    tcp_port: '6379',
    connected_clients: '3',
    uptime_in_seconds: '93784',
    uptime_in_days: '1',
    used_memory: '1048576',
    used_memory_human: '1.00M',
    maxmemory: '0',
    maxmemory_human: '0B',
    used_cpu_user: '12.345678',
    used_cpu_user_children: '0.000000',
    aof_enabled: '0',
    rdb_last_bgsave_status: 'ok',
    instantaneous_input_kbps: '0.15',
    instantaneous_output_kbps: '2.40',
  },
  commandStats: [
    { name: 'get', value: '120' },
    { name: 'set', value: '30' },
  ],
};

/** What the in-process store answers (MemoryStoreFigures): no port, no snapshots, no forked children. */
const memory: CacheInfo = {
  storeKind: 'memory',
  dbSize: 5,
  info: {
    redis_version: 'memory (Node.js v22.11.0)',
    redis_mode: 'in-process',
    process_id: '4242',
    uptime_in_seconds: '125',
    uptime_in_days: '0',
    connected_clients: '1',
    used_memory: '2048',
    used_memory_human: '2.00K',
    maxmemory: '4345298944',
    maxmemory_human: '4.05G',
    used_cpu_user: '1.234000',
    used_cpu_sys: '0.250000',
    aof_enabled: '0',
    total_commands_processed: '17',
    instantaneous_ops_per_sec: '3',
    instantaneous_input_kbps: '0.02',
    instantaneous_output_kbps: '0.10',
    db0: 'keys=5,expires=4',
  },
  commandStats: [
    { name: 'get', value: '9' },
    { name: 'set', value: '8' },
  ],
};

function serve(info: CacheInfo) {
  return fakeAdapter((config) => ({
    data: { code: 200, msg: 'ok', data: config.url === '/monitor/cache' ? info : [] },
  }));
}

/** Every figure the overview shows, by its data-testid. */
async function figures(): Promise<Record<string, string>> {
  await waitFor(() => expect(screen.getByTestId('cache-info-version').textContent).not.toBe('…'));
  return Object.fromEntries(
    screen
      .getAllByTestId(/^cache-info-/)
      .map((cell) => [cell.dataset.testid!.slice(11), cell.textContent ?? '']),
  );
}

beforeEach(() => {
  bindFeedback(fakeFeedback().asFeedback);
  useUserStore.setState({ permissions: ['monitor:cache:list'] });
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
  useUserStore.setState({ permissions: [] });
});

describe('cache monitor overview', () => {
  it.each([
    ['Redis', redis],
    ['the in-process store', memory],
  ])('shows every figure of %s, none blank or NaN', async (_name, info) => {
    service.defaults.adapter = serve(info).adapter;
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    const shown = await figures();
    expect(Object.keys(shown)).toHaveLength(13);
    for (const [key, text] of Object.entries(shown)) {
      expect(text.trim(), key).not.toBe('');
      expect(text, key).not.toMatch(/NaN|undefined|null/);
    }
    expect(shown.keys).toBe(String(info.dbSize));
    const stats = screen.getByTestId('cache-command-stats');
    expect(within(stats).getByText('get')).toBeTruthy();
  });

  it('words each store in its own terms', async () => {
    service.defaults.adapter = serve(redis).adapter;
    const { unmount } = render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    let shown = await figures();
    expect(shown).toMatchObject({
      mode: '单机',
      port: '6379',
      uptime: '1 天 2 小时 3 分',
      max: '不限',
      cpu: '12.35 s',
      aof: '否',
      rdb: 'ok',
      net: '0.15 KB/s / 2.40 KB/s',
    });
    unmount();

    service.defaults.adapter = serve(memory).adapter;
    render(
      <MemoryRouter>
        <Page />
      </MemoryRouter>,
    );
    shown = await figures();
    expect(shown).toMatchObject({
      store: '进程内存储（单实例）',
      mode: '进程内',
      port: '不适用',
      rdb: '不适用',
      max: '4.05G',
      uptime: '0 天 0 小时 2 分',
    });
  });
});

import { render } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { InternalAxiosRequestConfig } from 'axios';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { createQueryClient } from '../../../lib/query-client';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { clearDictCache } from '../../../lib/dict';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';

const originalAdapter = service.defaults.adapter;
export const ok = (data: unknown) => ({ data: { code: 200, msg: '操作成功', data } });

export const ACTIVITY = {
  activityId: 7,
  activityName: '2026 年度工程系列高级职称评审',
  defenseRequired: true,
};

type Handler = (config: InternalAxiosRequestConfig) => unknown;

/**
 * Serves the page's calls from `routes` (by method and path; `tables` answer the paged envelope); dictionaries
 * and the activity picker built in.
 */
export function serve(routes: Record<string, Handler>, tables: Record<string, () => unknown[]> = {}) {
  const fake = fakeAdapter((config) => {
    const key = `${config.method} ${config.url}`;
    if (routes[key]) return ok(routes[key](config));
    const rows = tables[key]?.();
    if (rows) return { data: { code: 200, msg: '查询成功', total: rows.length, rows } };
    if (config.url === '/title/review-activity/optionselect') return ok([ACTIVITY]);
    if (config.url?.startsWith('/system/dict/data/type/')) return ok([]);
    return ok(null);
  });
  service.defaults.adapter = fake.adapter;
  return fake;
}

export function setup(permissions: string[]) {
  clearDictCache();
  const fb = fakeFeedback();
  bindFeedback(fb.asFeedback);
  void i18n.changeLanguage('zh_CN');
  useUserStore.setState({ permissions });
  return fb;
}

export function teardown() {
  service.defaults.adapter = originalAdapter;
  useUserStore.setState({ permissions: [] });
}

export function renderPage(page: ReactNode) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{page}</MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Presses OK on the confirmation the page asked for. */
export function confirmLast(fb: ReturnType<typeof fakeFeedback>) {
  const calls = fb.feedback.modal.confirm.mock.calls;
  (calls[calls.length - 1]![0] as { onOk: () => void }).onOk();
}

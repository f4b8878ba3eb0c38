import type { ComponentType } from 'react';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { clearDictCache } from '../../../lib/dict';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';

/** Dictionary entries the catalogue screens show, by type. */
const DICTS: Record<string, [string, string][]> = {
  sys_normal_disable: [
    ['0', '正常'],
    ['1', '停用'],
  ],
  title_level: [
    ['1', '正高级'],
    ['2', '副高级'],
    ['3', '中级'],
  ],
  education: [
    ['11', '博士研究生毕业'],
    ['21', '大学本科毕业'],
    ['31', '大学专科毕业'],
  ],
  exception_type: [
    ['1', '学历破格'],
    ['3', '业绩破格'],
  ],
  award_level: [
    ['1', '国家级'],
    ['2', '省部级'],
  ],
  assessment_result: [
    ['1', '优秀'],
    ['2', '合格'],
    ['3', '基本合格'],
  ],
};

/** The option lists of the catalogue pickers. */
export const CATALOG_OPTIONS: Record<string, unknown> = {
  '/title/series/optionselect': [{ seriesId: 5, seriesName: '工程技术人员' }],
  '/title/title-name/optionselect': [
    { titleId: 52, seriesId: 5, titleName: '高级工程师' },
    { titleId: 53, seriesId: 5, titleName: '工程师' },
  ],
};

const ok = (data: unknown) => ({ data: { code: 200, msg: '操作成功', data } });

/**
 * A fake server for a catalogue page: dictionaries, then `route` (undefined → the list `rows`), and 200 for
 * every write. Records every call.
 */
export function serveCatalog(rows: unknown[], route?: (config: InternalAxiosRequestConfig) => unknown) {
  const fake = fakeAdapter((config) => {
    const dict = config.url?.match(/^\/system\/dict\/data\/type\/(.+)$/)?.[1];
    if (dict) return ok((DICTS[dict] ?? []).map(([dictValue, dictLabel]) => ({ dictValue, dictLabel })));
    const answer = route?.(config) ?? CATALOG_OPTIONS[config.url ?? ''];
    if (answer !== undefined) return ok(answer);
    if (config.method !== 'get') return ok(null);
    return { data: { code: 200, msg: '查询成功', total: rows.length, rows } };
  });
  service.defaults.adapter = fake.adapter;
  return fake;
}

export const bodyOf = (fake: ReturnType<typeof serveCatalog>, method: string) =>
  JSON.parse(fake.calls.find((c) => c.method === method)!.data as string) as Record<string, unknown>;

export function renderPage(Page: ComponentType) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** Fresh dictionaries, feedback spies and zh_CN before each test; the real adapter and no permissions after. */
export function setupPageTests() {
  const originalAdapter = service.defaults.adapter;
  const state = { fb: fakeFeedback() };
  beforeEach(() => {
    clearDictCache();
    state.fb = fakeFeedback();
    bindFeedback(state.fb.asFeedback);
    void i18n.changeLanguage('zh_CN');
  });
  afterEach(() => {
    service.defaults.adapter = originalAdapter;
    useUserStore.setState({ permissions: [] });
  });
  return state;
}

export const grant = (...permissions: string[]) => useUserStore.setState({ permissions });

export const okButton = () => screen.getByRole('button', { name: /确\s*定|OK/ });

/** Opens the select labelled `label` (inside `scope`) and clicks its option `title`. */
export async function pickOption(scope: HTMLElement, label: string, title: string) {
  fireEvent.mouseDown(within(scope).getAllByLabelText(label)[0]!);
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>(`.ant-select-item-option[title="${title}"]`)];
    if (!found.length) throw new Error(`no option ${title}`);
    return found[found.length - 1]!;
  });
  fireEvent.click(option);
}

/** The validation messages a form shows. */
export const formErrors = (scope: HTMLElement) =>
  [...scope.querySelectorAll('.ant-form-item-explain-error')].map((e) => e.textContent);

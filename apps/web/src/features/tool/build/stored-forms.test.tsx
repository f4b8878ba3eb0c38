import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { InternalAxiosRequestConfig } from 'axios';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FORM_SCHEMA_VERSION, FormPermission as P, type FormSchema } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { i18n } from '../../../i18n';
import { clearDictCache } from '../../../lib/dict';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { useUserStore } from '../../../stores/user-store';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { Page } from './index';

const originalAdapter = service.defaults.adapter;
const stored: FormSchema = {
  version: FORM_SCHEMA_VERSION,
  layout: { cols: 1 },
  items: [{ field: 'reason', label: '请假事由', widget: 'textarea' }],
};
const row = {
  formId: 100001,
  formKey: 'leave',
  formName: '请假单',
  status: '0',
  remark: null,
  createTime: '2026-11-27 10:00:00',
  updateTime: '2026-11-27 10:00:00',
  fieldCount: 1,
};

let fake: ReturnType<typeof fakeAdapter>;
const ok = (data: unknown) => ({ data: { code: 200, msg: 'ok', data } });
const sent = (method: string, url: string) =>
  fake.calls.filter((c: InternalAxiosRequestConfig) => c.method === method && c.url === url);
const bodyOf = (method: string, url: string) =>
  JSON.parse(sent(method, url).at(-1)!.data as string) as Record<string, unknown>;
const click = (el: Element) => act(() => void fireEvent.click(el));

function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/tool/build']}>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  localStorage.clear();
  clearDictCache();
  bindFeedback(fakeFeedback().asFeedback);
  void i18n.changeLanguage('zh_CN');
  fake = fakeAdapter((config) => {
    if (config.url === '/tool/form/list') return { data: { code: 200, msg: 'ok', rows: [row], total: 1 } };
    if (config.url === '/tool/form/100001' && config.method === 'get') return ok({ ...row, schema: stored });
    if (config.url === '/tool/form' && config.method === 'post') return ok(100002);
    return ok(null);
  });
  service.defaults.adapter = fake.adapter;
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
  useUserStore.setState({ permissions: [] });
  vi.restoreAllMocks();
});

describe('form builder: stored forms', () => {
  it('shows 保存 and 打开 only to holders of the permissions', () => {
    useUserStore.setState({ permissions: [] });
    renderPage();
    expect(screen.queryByRole('button', { name: /保\s*存/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /打\s*开/ })).toBeNull();
  });

  it('saves the canvas under a key, then opens a stored form and saves it back in place', async () => {
    useUserStore.setState({ permissions: [P.LIST, P.QUERY, P.ADD, P.EDIT] });
    renderPage();
    await click(screen.getByTestId('palette-text'));
    await click(screen.getByRole('button', { name: /保\s*存/ }));
    const dialog = await screen.findByTestId('save-form');
    fireEvent.change(within(dialog).getByLabelText('表单标识'), { target: { value: '9bad' } });
    fireEvent.change(within(dialog).getByLabelText('表单名称'), { target: { value: '出差单' } });
    await click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(screen.getByTestId('save-form').textContent).toContain('表单标识'));
    expect(sent('post', '/tool/form')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('表单标识'), { target: { value: 'trip' } });
    await click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(sent('post', '/tool/form')).toHaveLength(1));
    expect(bodyOf('post', '/tool/form')).toMatchObject({
      formKey: 'trip',
      formName: '出差单',
      schema: { items: [{ field: 'text_1', widget: 'text' }] },
    });
    expect(await screen.findByText(/当前表单：出差单（trip）/)).toBeTruthy();

    await click(screen.getByRole('button', { name: /打\s*开/ }));
    const list = await screen.findByTestId('stored-forms');
    await click(await within(list).findByText('请假单'));
    await click(within(list).getByRole('button', { name: /打\s*开/ }));
    await waitFor(() => expect(within(screen.getByTestId('canvas')).getByText('请假事由')).toBeTruthy());
    expect(screen.getByText(/当前表单：请假单（leave）/)).toBeTruthy();

    await click(screen.getByRole('button', { name: /保\s*存/ }));
    // the first dialog may still be leaving: the newest one is last
    const again = await waitFor(() => {
      const dialogs = screen.getAllByTestId('save-form');
      expect(dialogs.length).toBeGreaterThan(0);
      return dialogs.at(-1)!;
    });
    expect((within(again).getByLabelText('表单标识') as HTMLInputElement).value).toBe('leave');
    await click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(sent('put', '/tool/form')).toHaveLength(1));
    expect(bodyOf('put', '/tool/form')).toMatchObject({ formId: 100001, formKey: 'leave', schema: stored });
  }, 60_000);
});

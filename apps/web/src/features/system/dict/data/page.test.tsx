import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../../lib/query-client';
import { useUserStore } from '../../../../stores/user-store';
import { i18n } from '../../../../i18n';
import { clearDictCache } from '../../../../lib/dict';
import { bindFeedback } from '../../../../lib/feedback';
import { service } from '../../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../../test/fake-adapter';
import { Page } from './index';

const originalAdapter = service.defaults.adapter;
const entry = (dictCode: number, dictLabel: string, dictValue: string, listClass: string | null) => ({
  dictCode,
  dictSort: dictCode,
  dictLabel,
  dictLabelEn: null,
  dictValue,
  dictType: 'zz_colour',
  cssClass: null,
  listClass,
  isDefault: 'N',
  remark: null,
  createTime: '2026-01-01 10:00:00',
});

function serve() {
  return fakeAdapter((config) => {
    if (config.url === '/system/dict/type/7')
      return {
        data: {
          code: 200,
          msg: 'ok',
          data: {
            dictId: 7,
            dictName: '颜色',
            dictNameEn: null,
            dictType: 'zz_colour',
            remark: null,
            createTime: null,
          },
        },
      };
    if (config.url?.startsWith('/system/dict/data/type/'))
      return { data: { code: 200, msg: 'ok', data: [] } };
    return {
      data: {
        code: 200,
        msg: '查询成功',
        total: 2,
        rows: [entry(1, '红', 'r', 'danger'), entry(2, '素', 'p', null)],
      },
    };
  });
}

function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/system/dict-data/index/7']}>
        <Routes>
          <Route path="/system/dict-data/index/:dictId" element={<Page />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  clearDictCache();
  bindFeedback(fakeFeedback().asFeedback);
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
  useUserStore.setState({ permissions: [] });
});

describe('dictionary data page', () => {
  it("lists the route's type with tag previews; delete needs a selection", async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: ['system:dict:list', 'system:dict:remove', 'system:dict:add'] });
    renderPage();
    expect(await screen.findByText('红')).toBeTruthy();
    const list = fake.calls.find((c) => c.url?.startsWith('/system/dict/data/list'))!;
    expect(list.url).toContain('dictType=zz_colour');
    // An entry with a colour shows as a coloured tag, one without as plain text.
    expect(screen.getByText('红').className).toMatch(/ant-tag/);
    expect(screen.getByText('素').className).not.toMatch(/ant-tag/);

    const toolbar = screen.getAllByRole('button', { name: /删\s*除/ })[0]!;
    expect((toolbar as HTMLButtonElement).disabled).toBe(true);
    const row = screen.getByText('红').closest('tr')!;
    fireEvent.click(within(row).getByRole('checkbox'));
    await waitFor(() => expect((toolbar as HTMLButtonElement).disabled).toBe(false));
    // Without the edit permission, no edit buttons.
    expect(screen.queryByRole('button', { name: /修\s*改/ })).toBeNull();
  }, 60_000);

  it('previews the tag of the entry being added', async () => {
    service.defaults.adapter = serve().adapter;
    useUserStore.setState({ permissions: ['system:dict:list', 'system:dict:add'] });
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByTestId('dict-data-form');
    fireEvent.change(within(dialog).getByPlaceholderText('请输入数据标签'), { target: { value: '新标签' } });
    const preview = await within(dialog).findByTestId('dict-preview');
    await waitFor(() => expect(within(preview).getByText('新标签').className).toMatch(/ant-tag/));
  }, 60_000);
});

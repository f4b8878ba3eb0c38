import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { lcDefaultForm, lcDefaultList, type LcRuntimeMeta } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { dictReply, lcFields, lcObject, okReply } from '../../../test/lowcode-fixtures';
import { Page } from './index';

const originalAdapter = service.defaults.adapter;
const codes = ['list', 'query', 'add', 'edit', 'remove', 'export', 'import'] as const;
const permissions = Object.fromEntries(
  codes.map((c) => [c, `lc:edu:hours:${c}`]),
) as LcRuntimeMeta['permissions'];
const meta: LcRuntimeMeta = {
  app: { appKey: 'edu', name: '继续教育', icon: null },
  object: lcObject,
  fields: lcFields,
  pages: { list: lcDefaultList(lcFields), form: lcDefaultForm(lcFields), detail: lcDefaultForm(lcFields) },
  permissions,
};
const row = {
  id: 1,
  deptId: 103,
  createBy: 1,
  createTime: '2026-11-26 10:00:00',
  updateTime: null,
  employee: 7,
  employeeLabel: '张三',
  year: 2026,
  hours: 24.5,
  certificate: '31',
  certificateFiles: [{ ossId: '31', name: '证书.pdf' }],
  status: '0',
};
let fb: ReturnType<typeof fakeFeedback>;

/** The same object with its certificate column shown. */
const listedFiles = lcFields.map((f) => (f.name === 'certificate' ? { ...f, listed: true } : f));
const metaWithFiles: LcRuntimeMeta = {
  ...meta,
  fields: listedFiles,
  pages: { ...meta.pages, list: lcDefaultList(listedFiles) },
};

/** The same object as a tree: rows name their parent. */
const treeMeta: LcRuntimeMeta = { ...meta, object: { ...lcObject, kind: 'tree', titleField: 'employee' } };
const child = { ...row, id: 2, parentId: 1, parentIdLabel: '张三的记录' };

function serve(served = meta) {
  return fakeAdapter((config) => {
    const url = config.url ?? '';
    if (url === '/lc/edu/hours/meta') return okReply(served);
    if (url === '/lc/edu/hours/list')
      return served === treeMeta
        ? { data: { code: 200, msg: '查询成功', total: 2, rows: [{ ...row, parentId: 0 }, child] } }
        : { data: { code: 200, msg: '查询成功', total: 1, rows: [row] } };
    if (url === '/lc/edu/hours/tree') return okReply([{ ...row, parentId: 0 }, child]);
    if (url === '/lc/edu/hours/1') return okReply(row);
    if (url === '/lc/edu/hours/ref/employee') return okReply([{ value: 8, label: '李四（lisi）' }]);
    if (url === '/lc/edu/hours/file/31') return { data: new Blob(['%PDF']), headers: {} };
    if (url.startsWith('/system/dict/data/type/')) return dictReply;
    return okReply([]);
  });
}

const renderAt = (path: string) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/lowcode/runtime" element={<Page />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeEach(() => {
  fb = fakeFeedback();
  bindFeedback(fb.asFeedback);
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
  useUserStore.setState({ permissions: [] });
});

describe('低代码运行页', () => {
  it('lists rows with dictionary tags and user labels, offers import, and asks for a required field before saving', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: Object.values(permissions) });
    renderAt('/lowcode/runtime?app=edu&object=hours');
    const page = await screen.findByTestId('lc-runtime-edu-hours');
    expect(await within(page).findByText('张三')).toBeTruthy();
    expect(within(page).getAllByText('正常').length).toBeGreaterThan(0);
    expect(within(page).getByRole('button', { name: /导\s*入/ })).toBeTruthy();

    fireEvent.click(within(page).getByRole('button', { name: /新\s*增/ }));
    const form = await screen.findByTestId('lc-row-form');
    fireEvent.change(within(form).getByLabelText('年度'), { target: { value: '2025' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    // 人员 is required: nothing is sent until it is chosen.
    expect(await within(form).findByText('请选择人员')).toBeTruthy();
    expect(fake.calls.some((c) => c.method === 'post')).toBe(false);
  }, 60_000);

  it("names files with links through the object, and offers people from the object's own route", async () => {
    const fake = serve(metaWithFiles);
    service.defaults.adapter = fake.adapter;
    URL.createObjectURL = vi.fn(() => 'blob:x');
    URL.revokeObjectURL = vi.fn();
    useUserStore.setState({ permissions: Object.values(permissions) });
    renderAt('/lowcode/runtime?app=edu&object=hours');
    const page = await screen.findByTestId('lc-runtime-edu-hours');
    fireEvent.click(await within(page).findByText('证书.pdf'));
    await waitFor(() => expect(fake.calls.some((c) => c.url === '/lc/edu/hours/file/31')).toBe(true));
    expect(URL.createObjectURL).toHaveBeenCalled();

    fireEvent.click(within(page).getByRole('button', { name: /新\s*增/ }));
    await screen.findByTestId('lc-row-form');
    await waitFor(() => expect(fake.calls.some((c) => c.url === '/lc/edu/hours/ref/employee')).toBe(true));
    expect(fake.calls.some((c) => c.url === '/system/user/optionselect')).toBe(false);
  }, 60_000);

  it("shows a tree object's parents and offers the nodes as 上级 in its form", async () => {
    const fake = serve(treeMeta);
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: Object.values(permissions) });
    renderAt('/lowcode/runtime?app=edu&object=hours');
    const page = await screen.findByTestId('lc-runtime-edu-hours');
    expect(await within(page).findByText('张三的记录')).toBeTruthy();
    expect(within(page).getByText('顶级')).toBeTruthy();
    fireEvent.click(within(page).getByRole('button', { name: /新\s*增/ }));
    const form = await screen.findByTestId('lc-row-form');
    expect(within(form).getByLabelText('上级')).toBeTruthy();
    await waitFor(() => expect(fake.calls.some((c) => c.url === '/lc/edu/hours/tree')).toBe(true));
  }, 60_000);

  it('shows no write buttons without the object permissions', async () => {
    service.defaults.adapter = serve().adapter;
    useUserStore.setState({ permissions: [permissions.list] });
    renderAt('/lowcode/runtime?app=edu&object=hours');
    const page = await screen.findByTestId('lc-runtime-edu-hours');
    expect(await within(page).findByText('张三')).toBeTruthy();
    for (const name of [/新\s*增/, /导\s*入/, /导\s*出/])
      expect(within(page).queryByRole('button', { name })).toBeNull();
  }, 60_000);

  it('says so when the page is not published', async () => {
    service.defaults.adapter = serve().adapter;
    renderAt('/lowcode/runtime');
    expect(await screen.findByText('该页面未发布或已取消发布')).toBeTruthy();
    await waitFor(() => expect(fb.feedback.message.error).not.toHaveBeenCalled());
  });
});

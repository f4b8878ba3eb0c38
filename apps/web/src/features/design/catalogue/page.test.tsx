import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { i18n } from '../../../i18n';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { lcApp, lcObject, okReply } from '../../../test/lowcode-fixtures';
import { Page } from './index';
import { Page as AppPage } from '../application/index';
import { useUserStore } from '../../../stores/user-store';

const originalAdapter = service.defaults.adapter;
let fb: ReturnType<typeof fakeFeedback>;

function serve() {
  return fakeAdapter((config) => {
    const url = config.url ?? '';
    if (url === '/lowcode/app/list') return { data: { code: 200, msg: '查询成功', total: 1, rows: [lcApp] } };
    if (url === '/lowcode/app/3/export')
      return okReply({
        format: 'zcps-lowcode',
        version: 1,
        app: { appKey: 'edu', name: '继续教育' },
        objects: [],
      });
    if (url === '/lowcode/app/3') return okReply(lcApp);
    if (url === '/lowcode/object/list')
      return okReply([
        lcObject,
        {
          ...lcObject,
          objectId: 6,
          objectKey: 'draft',
          label: '草稿',
          tableName: 'lc_edu_draft',
          publishedRev: null,
        },
      ]);
    if (url === '/lowcode/object/5/graduate') return okReply({ tableId: 9, created: true });
    if (url === '/lowcode/app/3/publishLog')
      return okReply([
        {
          logId: 1,
          appId: 3,
          action: 'publish',
          rev: 3,
          objects: [{ objectKey: 'hours', rev: 3 }],
          createBy: 1,
          createByName: '管理员',
          createTime: '2026-11-26 11:00:00',
        },
      ]);
    return okReply(null);
  });
}

const renderAt = (path: string) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/design/catalogue" element={<Page />} />
          <Route path="/design/application" element={<AppPage />} />
          <Route path="/codegen/edit" element={<div data-testid="codegen-edit">gen</div>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );

beforeEach(() => {
  fb = fakeFeedback();
  fb.feedback.modal.confirm.mockImplementation((opts: { onOk: () => void }) => opts.onOk());
  bindFeedback(fb.asFeedback);
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
  useUserStore.setState({ permissions: [] });
});

describe('应用目录', () => {
  it('shows the apps as cards and creates one through the form kit', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    renderAt('/design/catalogue');
    const card = await screen.findByTestId('app-card-edu');
    expect(within(card).getByText('继续教育')).toBeTruthy();
    expect(within(card).getByText('人事台账')).toBeTruthy();
    expect(within(card).getByText('有改动未发布（已发布版本 3）')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: /新增应用/ }));
    const form = await screen.findByTestId('app-form');
    fireEvent.change(within(form).getByLabelText('应用名称'), { target: { value: '专家出勤' } });
    fireEvent.change(within(form).getByLabelText('应用标识'), { target: { value: 'attendance' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'post')).toBe(true));
    const body = JSON.parse(fake.calls.find((c) => c.method === 'post')!.data as string) as object;
    expect(body).toMatchObject({ name: '专家出勤', appKey: 'attendance', status: '0', parentMenuId: 0 });
    expect(fb.feedback.message.success).toHaveBeenCalledWith('新增成功');
  }, 60_000);

  it('refuses a key that is not lower snake case, and exports the app as a JSON file', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    const created = vi.fn(() => 'blob:x');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    renderAt('/design/catalogue');
    await screen.findByTestId('app-card-edu');
    fireEvent.click(screen.getByRole('button', { name: /新增应用/ }));
    const form = await screen.findByTestId('app-form');
    fireEvent.change(within(form).getByLabelText('应用名称'), { target: { value: 'x' } });
    fireEvent.change(within(form).getByLabelText('应用标识'), { target: { value: 'Bad-Key' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(await within(form).findAllByText(/小写字母开头/)).not.toHaveLength(0);
    expect(fake.calls.some((c) => c.method === 'post')).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: /取\s*消|Cancel/ }));

    fireEvent.click(within(screen.getByTestId('app-card-edu')).getByRole('button', { name: /更多/ }));
    fireEvent.click(await screen.findByText('导出 JSON'));
    await waitFor(() => expect(created).toHaveBeenCalled());
    expect(fake.calls.some((c) => c.url === '/lowcode/app/3/export')).toBe(true);
  }, 60_000);
});

describe('应用设计', () => {
  it('lists the objects with their pages, publishes after asking, and shows the publish log', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    renderAt('/design/application?appId=3');
    expect(await screen.findByText('lc_edu_hours')).toBeTruthy();
    expect(screen.getAllByText('表单页').length).toBeGreaterThan(0);
    const log = await screen.findByTestId('publish-log');
    expect(await within(log).findByText('管理员')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /^cloud-upload 发\s*布$/ }));
    await waitFor(() => expect(fake.calls.some((c) => c.url === '/lowcode/app/3/publish')).toBe(true));
    expect(fb.feedback.message.success).toHaveBeenCalledWith('发布成功');
  }, 60_000);

  it('graduates a published object to the code generator and opens its settings, with tool:gen:import only', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: ['tool:gen:import'] });
    renderAt('/design/application?appId=3');
    const published = (await screen.findByText('lc_edu_hours')).closest('tr')!;
    const draft = screen.getByText('lc_edu_draft').closest('tr')!;
    // Only a published object can graduate.
    expect(within(draft).queryByRole('button', { name: /转为代码/ })).toBeNull();
    fireEvent.click(within(published).getByRole('button', { name: /转为代码/ }));
    expect(await screen.findByTestId('codegen-edit')).toBeTruthy();
    expect(fake.calls.filter((c) => c.url === '/lowcode/object/5/graduate')).toHaveLength(1);
    expect(fb.feedback.message.success).toHaveBeenCalledWith('已导入代码生成');
  }, 60_000);

  it('offers no graduation without tool:gen:import', async () => {
    service.defaults.adapter = serve().adapter;
    useUserStore.setState({ permissions: ['tool:gen:list'] });
    renderAt('/design/application?appId=3');
    const row = (await screen.findByText('lc_edu_hours')).closest('tr')!;
    expect(within(row).getByRole('button', { name: /设\s*计/ })).toBeTruthy();
    expect(within(row).queryByRole('button', { name: /转为代码/ })).toBeNull();
  }, 60_000);

  it('says so when the app does not exist', async () => {
    service.defaults.adapter = serve().adapter;
    renderAt('/design/application');
    expect(await screen.findByText('未找到该应用，可能已被删除')).toBeTruthy();
  });
});

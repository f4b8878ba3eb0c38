import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AttachmentPermission as P } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { clearDictCache } from '../../../lib/dict';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { attachmentFixtures as fx, serveAttachments } from './attachment-fixtures';
import { Page } from './index';

const originalAdapter = service.defaults.adapter;

function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  clearDictCache();
  const fb = fakeFeedback();
  fb.feedback.modal.confirm.mockImplementation((opts: { onOk: () => void }) => opts.onOk());
  bindFeedback(fb.asFeedback);
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
  useUserStore.setState({ permissions: [] });
});

const toolbarButton = (name: RegExp) => screen.getAllByRole('button', { name })[0] as HTMLButtonElement;
const select = (row: string) =>
  fireEvent.click(within(screen.getByText(row).closest('tr')!).getByRole('checkbox'));

describe('attachment list (the office checks across employees)', () => {
  it('filters by employee name and approves the selection only when every row is pending', async () => {
    const fake = fakeAdapter(serveAttachments);
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: [P.LIST, P.QUERY, P.DOWNLOAD, P.EXPORT, P.CHECK] });
    renderPage();
    expect(await screen.findByText('业绩.xlsx')).toBeTruthy();
    expect(within(screen.getByText('业绩.xlsx').closest('tr')!).getByText('李四')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /上传附件/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /提交审核/ })).toBeNull();
    expect(toolbarButton(/导\s*出/)).toBeTruthy();

    fireEvent.change(screen.getByPlaceholderText('请输入人员姓名'), { target: { value: '李四' } });
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() =>
      expect(
        fake.calls.some((c) => c.url === '/employee/attachment/list' && c.params?.employeeName === '李四'),
      ).toBe(true),
    );

    expect(toolbarButton(/通\s*过/).disabled).toBe(true);
    select('业绩.xlsx');
    await waitFor(() => expect(toolbarButton(/通\s*过/).disabled).toBe(false));
    select('照片.png');
    await waitFor(() => expect(toolbarButton(/通\s*过/).disabled).toBe(true));
    select('照片.png');
    await waitFor(() => expect(toolbarButton(/通\s*过/).disabled).toBe(false));
    fireEvent.click(toolbarButton(/通\s*过/));
    await screen.findByTestId('attachment-check-form');
    fireEvent.click(screen.getAllByRole('button', { name: /确\s*定|OK/ }).at(-1)!);
    await waitFor(() => expect(fake.calls.some((c) => c.url === '/employee/attachment/check')).toBe(true));
    const body = JSON.parse(String(fake.calls.find((c) => c.url === '/employee/attachment/check')!.data));
    expect(body).toEqual({ recordIds: [fx.pending.recordId], action: 'approve' });
  }, 90_000);

  it('without the check and export codes shows neither verdicts nor export', async () => {
    service.defaults.adapter = fakeAdapter(serveAttachments).adapter;
    useUserStore.setState({ permissions: [P.LIST, P.QUERY] });
    renderPage();
    expect(await screen.findByText('业绩.xlsx')).toBeTruthy();
    for (const name of [/通\s*过/, /退\s*回/, /导\s*出/, /下\s*载/, /删\s*除/])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.getAllByRole('button', { name: /预\s*览/ }).length).toBe(2);
  }, 90_000);
});

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { clearDictCache } from '../../../lib/dict';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { Page as FinalPage } from '../final/index';
import { Page as ResultPage } from '../reviewResult/index';
import { declaration } from './final-fixtures';
import { Page } from './index';

const originalAdapter = service.defaults.adapter;
const RA = 'title:review-approval:';
let fb: ReturnType<typeof fakeFeedback>;

function serve() {
  return fakeAdapter((config) => {
    const url = config.url ?? '';
    if (config.method === 'post') return { data: { code: 200, msg: '操作成功', data: null } };
    if (url.endsWith('/final-approval/list'))
      return {
        data: {
          code: 200,
          msg: '查询成功',
          total: 1,
          rows: [
            declaration(21, '张工', {
              publicityStart: '2026-11-02',
              publicityEnd: '2026-11-06',
              openObjections: 1,
            }),
          ],
        },
      };
    if (url.endsWith('/final/list'))
      return {
        data: {
          code: 200,
          msg: '查询成功',
          total: 1,
          rows: [
            declaration(22, '李工', {
              stage: 'result',
              approvalStatus: '6',
              certificateNo: '2026-05-2-00001',
            }),
          ],
        },
      };
    if (url.endsWith('/final/22/certificate'))
      return {
        data: {
          code: 200,
          msg: 'ok',
          data: {
            declarationId: 22,
            applicantName: '李工',
            unitName: '华信建设集团',
            seriesName: '工程技术',
            titleName: '高级工程师',
            titleLevel: '2',
            certificateNo: '2026-05-2-00001',
            reviewYear: 2026,
            issueDate: '2026-11-20',
            orgName: '工程系列高级评委会',
          },
        },
      };
    if (url.endsWith('/result/summary'))
      return {
        data: {
          code: 200,
          msg: 'ok',
          data: [
            {
              activityId: 1,
              activityName: '2026 年度评审',
              reviewYear: 2026,
              total: 10,
              inProgress: 4,
              returned: 1,
              failed: 2,
              passed: 2,
              revoked: 1,
              passRatePermille: 400,
            },
          ],
        },
      };
    if (url.endsWith('/result/list')) return { data: { code: 200, msg: '查询成功', total: 0, rows: [] } };
    return { data: { code: 200, msg: 'ok', data: [] } };
  });
}

const renderOf = (element: React.ReactNode) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{element}</MemoryRouter>
    </QueryClientProvider>,
  );

beforeEach(() => {
  clearDictCache();
  fb = fakeFeedback();
  bindFeedback(fb.asFeedback);
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
  useUserStore.setState({ permissions: [] });
});

describe('final approval, archive and results pages', () => {
  it('confirms the selected declarations after asking, and shows the publicity window', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: [RA + 'final-approval', RA + 'confirm'] });
    renderOf(<Page />);
    const row = (await screen.findByText('张工')).closest('tr')!;
    expect(within(row).getByText('2026-11-02 ~ 2026-11-06')).toBeTruthy();
    // 公示 itself, not the 公示名单 PDF beside it (the final-approval page's code prints that).
    expect(screen.queryByRole('button', { name: /^公\s*示$/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
    fireEvent.click(within(row).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: '终审确认' }));
    await waitFor(() => expect(fb.feedback.modal.confirm).toHaveBeenCalledTimes(1));
    (fb.feedback.modal.confirm.mock.calls[0]![0] as { onOk: () => void }).onOk();
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'post')).toBe(true));
    const post = fake.calls.find((c) => c.method === 'post')!;
    expect(post.url).toBe('/title/review-approval/final-approval/confirm');
    expect(JSON.parse(post.data as string)).toEqual({ declarationIds: [21] });
  }, 60_000);

  it('revokes with a reason and prints the certificate', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: [RA + 'final', RA + 'revoke', RA + 'certificate'] });
    renderOf(<FinalPage />);
    const row = (await screen.findByText('李工')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /证\s*书/ }));
    const certificate = await screen.findByTestId('certificate');
    await waitFor(() => expect(certificate.textContent).toContain('2026-05-2-00001'));
    expect(certificate.textContent).toContain('工程系列高级评委会');
    fireEvent.click(within(row).getByRole('button', { name: '撤销资格' }));
    fireEvent.change(await screen.findByPlaceholderText('撤销原因'), { target: { value: '材料造假' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(fake.calls.some((c) => c.url?.endsWith('/final/revoke'))).toBe(true));
    const post = fake.calls.find((c) => c.url?.endsWith('/final/revoke'))!;
    expect(JSON.parse(post.data as string)).toEqual({ declarationId: 22, revokeReason: '材料造假' });
  }, 60_000);

  it('shows each activity’s figures with the pass rate', async () => {
    service.defaults.adapter = serve().adapter;
    useUserStore.setState({ permissions: [RA + 'result', RA + 'query'] });
    renderOf(<ResultPage />);
    const summary = await screen.findByTestId('result-summary');
    await waitFor(() => expect(summary.textContent).toContain('2026 年度评审'));
    expect(summary.textContent).toContain('40.0');
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '发布结果' })).toBeNull();
  }, 60_000);

  it('lets the office publish an activity’s results after asking', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: [RA + 'result', RA + 'publish'] });
    renderOf(<ResultPage />);
    fireEvent.click(await screen.findByRole('button', { name: '发布结果' }));
    await waitFor(() => expect(fb.feedback.modal.confirm).toHaveBeenCalledTimes(1));
    (fb.feedback.modal.confirm.mock.calls[0]![0] as { onOk: () => void }).onOk();
    await waitFor(() => expect(fake.calls.some((c) => c.url?.endsWith('/result/publish'))).toBe(true));
    const post = fake.calls.find((c) => c.url?.endsWith('/result/publish'))!;
    expect(JSON.parse(post.data as string)).toEqual({ activityId: 1 });
  }, 60_000);
});

import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EmployeePermission, ReviewApprovalPermission as P } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { service } from '../../../lib/request';
import { fakeAdapter } from '../../../test/fake-adapter';
import { Page as ProgressPage } from '../../title/review-approval/index';
import { ACTIVITY, setup, teardown } from '../defense/test-kit';
import { TrailDrawer } from '../reviewDetail/TrailDrawer';
import { DossierDrawer } from '../reviewRating/DossierDrawer';
import { meeting } from '../teamVote/vote-fixtures';
import { Page as TeamVotePage } from '../teamVote/index';
import { PublicityListButton, SessionPapers } from './PaperButtons';

const ok = (data: unknown) => ({ data: { code: 200, msg: '操作成功', data } });
const pdf = () => ({
  data: new Blob(['%PDF-1.3'], { type: 'application/pdf' }),
  headers: { 'download-filename': encodeURIComponent('答辩签到表.pdf') },
});

/** Answers the papers' files and the few JSON calls the screens make; records every request. */
function serve(json: Record<string, unknown> = {}) {
  const fake = fakeAdapter((config) => {
    const url = config.url ?? '';
    if (url.endsWith('/pdf')) return pdf();
    if (url in json) return ok(json[url]);
    if (url === '/title/review-activity/optionselect') return ok([ACTIVITY]);
    if (url.startsWith('/system/dict/data/type/')) return ok([]);
    return ok(null);
  });
  service.defaults.adapter = fake.adapter;
  return fake;
}

const renderIn = (node: React.ReactNode, at = '/') =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={[at]}>{node}</MemoryRouter>
    </QueryClientProvider>,
  );

const gets = (fake: ReturnType<typeof serve>) =>
  fake.calls.filter((c) => c.method === 'get').map((c) => [c.url, c.params as unknown]);

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:paper');
  URL.revokeObjectURL = vi.fn();
});
afterEach(teardown);

describe('paper buttons', () => {
  it('downloads a session’s sign-in sheets as PDF; who may not arrange gets no notice buttons', async () => {
    setup([P.DEFENSE]);
    const fake = serve();
    renderIn(<SessionPapers sessionId={5} />);
    fireEvent.click(screen.getByRole('button', { name: /答辩签到表/ }));
    await waitFor(() =>
      expect(gets(fake)).toContainEqual([
        '/title/review-approval/defense/session/5/sign-in/applicants/pdf',
        {},
      ]),
    );
    fireEvent.click(screen.getByRole('button', { name: /专家签到表/ }));
    await waitFor(() =>
      expect(gets(fake)).toContainEqual(['/title/review-approval/defense/session/5/sign-in/experts/pdf', {}]),
    );
    expect(screen.queryByTestId('send-notices')).toBeNull();
    expect(screen.queryByTestId('notices-pdf')).toBeNull();
    // Without the export code, no xlsx beside the PDF.
    expect(screen.queryByTestId('sign-in-applicants-xlsx')).toBeNull();
  });

  it('sends the defense notices after asking and says how many went', async () => {
    const fb = setup([P.DEFENSE, P.ARRANGE, P.EXPORT]);
    const fake = serve({
      '/title/review-approval/defense/session/5/notice': { sent: 2, already: 1, noAccount: 1 },
    });
    renderIn(<SessionPapers sessionId={5} />);
    fireEvent.click(screen.getByTestId('send-notices'));
    expect(fake.calls.some((c) => c.method === 'post')).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(fb.feedback.message.success).toHaveBeenCalledWith(
        '已发送 2 份答辩通知；1 人此前已收到相同通知，未重复发送；1 人没有账号，请打印通知送达',
      ),
    );
    expect(fake.calls.filter((c) => c.method === 'post').map((c) => c.url)).toEqual([
      '/title/review-approval/defense/session/5/notice',
    ]);
    fireEvent.click(screen.getByTestId('notices-pdf'));
    await waitFor(() =>
      expect(gets(fake)).toContainEqual(['/title/review-approval/defense/session/5/notice/pdf', {}]),
    );
    fireEvent.click(screen.getByTestId('sign-in-applicants-xlsx'));
    await waitFor(() =>
      expect(fake.calls.map((c) => [c.method, c.url])).toContainEqual([
        'post',
        '/title/review-approval/defense/session/5/sign-in/applicants/export',
      ]),
    );
  });

  it('prints the publicity list of the chosen activity, only for the final-approval page', async () => {
    setup([P.FINAL_APPROVAL]);
    const fake = serve();
    renderIn(<PublicityListButton />);
    await screen.findByText(ACTIVITY.activityName);
    fireEvent.click(screen.getByTestId('publicity-pdf'));
    await waitFor(() =>
      expect(gets(fake)).toContainEqual([
        '/title/review-approval/final-approval/publicity/pdf',
        { activityId: 7 },
      ]),
    );
    cleanup();
    teardown();
    setup([P.DEFENSE]);
    const { container } = renderIn(<PublicityListButton />);
    expect(container.querySelector('[data-testid="publicity-pdf"]')).toBeNull();
  });

  it('offers the applicant 下载证书 on the progress page once the certificate exists', async () => {
    setup([P.QUERY]);
    const declaration = {
      declarationId: 9,
      applicantName: '张三',
      activityName: '2026 年度评审',
      stage: 'result',
      approvalStatus: '6',
      returnCount: 0,
      certificateNo: 'ZS2026-0001',
    };
    const fake = serve({ '/title/review-approval/detail/9': { declaration, trail: [], process: null } });
    renderIn(<ProgressPage />, '/titleReviewApproval/index?declarationId=9');
    fireEvent.click(await screen.findByRole('button', { name: /下载证书/ }));
    await waitFor(() => expect(gets(fake)).toContainEqual(['/title/review-approval/certificate/9/pdf', {}]));
  });

  it('shows no 下载证书 before the declaration is final', async () => {
    setup([P.QUERY]);
    const declaration = {
      declarationId: 9,
      applicantName: '张三',
      activityName: '2026 年度评审',
      stage: 'final_approval',
      approvalStatus: '1',
      returnCount: 0,
      certificateNo: null,
    };
    serve({ '/title/review-approval/detail/9': { declaration, trail: [], process: null } });
    renderIn(<ProgressPage />, '/titleReviewApproval/index?declarationId=9');
    await screen.findByTestId('declaration-progress');
    expect(screen.queryByRole('button', { name: /下载证书/ })).toBeNull();
  });

  it('prints the 评审表 from the office’s declaration drawer for readers of employee records only', async () => {
    setup([P.DETAIL, EmployeePermission.QUERY]);
    const declaration = {
      declarationId: 9,
      employeeId: 3,
      applicantName: '张三',
      activityName: '2026 年度评审',
      stage: 'defense',
      approvalStatus: '4',
      returnCount: 0,
    };
    const fake = serve({ '/title/review-approval/detail/9': { declaration, trail: [], process: null } });
    renderIn(<TrailDrawer declarationId={9} onClose={() => undefined} />);
    fireEvent.click(await screen.findByTestId('review-form-9'));
    await waitFor(() => expect(gets(fake)).toContainEqual(['/title/review-approval/review-form/9/pdf', {}]));
    cleanup();
    teardown();
    setup([P.DETAIL]);
    serve({ '/title/review-approval/detail/9': { declaration, trail: [], process: null } });
    renderIn(<TrailDrawer declarationId={9} onClose={() => undefined} />);
    await screen.findAllByText('张三');
    expect(screen.queryByTestId('review-form-9')).toBeNull();
  });

  it('prints the 评审表 from the experts’ dossier drawer', async () => {
    setup([P.RATING]);
    const fake = serve();
    renderIn(<DossierDrawer declarationId={9} onClose={() => undefined} />);
    fireEvent.click(await screen.findByTestId('review-form-9'));
    await waitFor(() => expect(gets(fake)).toContainEqual(['/title/review-approval/review-form/9/pdf', {}]));
    cleanup();
    teardown();
    setup([P.DEFENSE]);
    serve();
    renderIn(<DossierDrawer declarationId={9} onClose={() => undefined} />);
    await screen.findByText('查看材料');
    expect(screen.queryByTestId('review-form-9')).toBeNull();
  });

  it('prints each vote meeting’s sign-in sheet, and exports it with the page’s export code', async () => {
    setup([P.TEAM_VOTE]);
    const list = { data: { code: 200, msg: '查询成功', total: 1, rows: [meeting(5, '0')] } };
    const fake = fakeAdapter((config) =>
      config.url?.endsWith('/pdf') ? pdf() : config.url?.endsWith('/meeting/list') ? list : ok([]),
    );
    service.defaults.adapter = fake.adapter;
    renderIn(<TeamVotePage />);
    fireEvent.click(await screen.findByTestId('meeting-sign-in-5'));
    await waitFor(() =>
      expect(gets(fake)).toContainEqual(['/title/review-approval/vote/meeting/5/sign-in/pdf', {}]),
    );
    expect(screen.queryByTestId('meeting-sign-in-xlsx-5')).toBeNull();
    cleanup();
    setup([P.TEAM_VOTE, P.EXPORT]);
    renderIn(<TeamVotePage />);
    fireEvent.click(await screen.findByTestId('meeting-sign-in-xlsx-5'));
    await waitFor(() =>
      expect(fake.calls.map((c) => [c.method, c.url])).toContainEqual([
        'post',
        '/title/review-approval/vote/meeting/5/sign-in/export',
      ]),
    );
  });
});

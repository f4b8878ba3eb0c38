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
import { Page as VotesPage } from '../../title/vote/index';
import { Page as CommitteePage } from '../committeeVote/index';
import { Page } from './index';
import { detail, meeting, sheet } from './vote-fixtures';

const originalAdapter = service.defaults.adapter;
const RA = 'title:review-approval:';

function serve() {
  return fakeAdapter((config) => {
    const url = config.url ?? '';
    if (config.method === 'post') return { data: { code: 200, msg: '操作成功', data: null } };
    if (url.endsWith('/meeting/list'))
      return { data: { code: 200, msg: '查询成功', total: 2, rows: [meeting(5, '0'), meeting(4, '1')] } };
    if (url.endsWith('/meeting/5')) return { data: { code: 200, msg: 'ok', data: detail(5) } };
    if (url.endsWith('/meeting/4/sheet')) return { data: { code: 200, msg: 'ok', data: sheet(4) } };
    return { data: { code: 200, msg: 'ok', data: [] } };
  });
}

function renderPage(page = <Page />) {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>{page}</MemoryRouter>
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

describe('team vote page', () => {
  it('lets a present reviewer send one ballot with a choice per declaration, skipping a recusal', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: [RA + 'team-vote', RA + 'query', RA + 'vote'] });
    renderPage();
    const row = (await screen.findAllByText('土建学科组'))[0]!.closest('tr')!;
    expect(screen.queryByRole('button', { name: /开\s*会/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /^计\s*票$/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: '录入纸质选票' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: '投票' }));
    expect(await screen.findByText('回避：与申报人同一单位')).toBeTruthy();
    expect(screen.getByText('已投 2 / 4')).toBeTruthy();
    const send = screen.getByRole('button', { name: '提交选票' });
    expect((send as HTMLButtonElement).disabled).toBe(true);
    const [first, second] = ['张工', '李工'].map((name) => screen.getByText(name).closest('tr')!);
    fireEvent.click(within(first!).getByLabelText('同意'));
    fireEvent.click(within(second!).getByLabelText('弃权'));
    fireEvent.click(send);
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'post')).toBe(true));
    // A present member reads each applicant's dossier from the ballot.
    fireEvent.click(within(first!).getByRole('button', { name: /查看材料/ }));
    await waitFor(() =>
      expect(fake.calls.some((c) => c.url === '/title/review-approval/rating/dossier/11')).toBe(true),
    );
    const post = fake.calls.find((c) => c.method === 'post')!;
    expect(post.url).toBe('/title/review-approval/vote/ballot');
    expect(JSON.parse(post.data as string)).toEqual({
      meetingId: 5,
      ballots: [
        { declarationId: 11, choice: '1' },
        { declarationId: 12, choice: '3' },
      ],
    });
  }, 60_000);

  it('shows the office the open and tally buttons and a printable tally sheet with signature lines', async () => {
    service.defaults.adapter = serve().adapter;
    useUserStore.setState({ permissions: [RA + 'team-vote', RA + 'tally', RA + 'export'] });
    renderPage();
    await screen.findAllByText('土建学科组');
    expect(screen.getByRole('button', { name: /开\s*会/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^计\s*票$/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '录入纸质选票' })).toBeTruthy();
    // The tally sheet's export (the meeting's sign-in sheet has its own 导出签到表).
    expect(screen.getByRole('button', { name: /^导\s*出$/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '计票单' }));
    const printed = await screen.findByTestId('tally-sheet');
    await within(printed).findByText('张工');
    expect(printed.textContent).toContain('通过规则：同意票 × 3 ≥ 实到 × 2');
    expect(printed.textContent).toContain('监票人');
  }, 60_000);

  it('runs the votes page on the title:vote codes over every kind of meeting', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: ['title:vote:list', 'title:vote:tally', 'title:vote:export'] });
    renderPage(<VotesPage />);
    await screen.findAllByText('土建学科组');
    expect(screen.getByRole('button', { name: /开\s*会/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '录入纸质选票' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /^导\s*出$/ })).toBeTruthy();
    const team = fake.calls.filter((c) => c.url?.endsWith('/meeting/list'));
    expect(team.every((c) => (c.params as { kind?: string }).kind === undefined)).toBe(true);
  }, 60_000);

  it('asks the committee page’s list for committee meetings', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: [RA + 'committee-vote'] });
    renderPage(<CommitteePage />);
    await waitFor(() =>
      expect(
        fake.calls.some(
          (c) => c.url?.endsWith('/meeting/list') && (c.params as { kind?: string }).kind === 'committee',
        ),
      ).toBe(true),
    );
  }, 60_000);
});

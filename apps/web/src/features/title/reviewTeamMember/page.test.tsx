import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { TeamMemberVo } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { clearDictCache } from '../../../lib/dict';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { Page } from './index';

const originalAdapter = service.defaults.adapter;
const member = (memberId: number, reviewerName: string): TeamMemberVo => ({
  memberId,
  teamId: 1,
  reviewerId: 100 + memberId,
  reviewerName,
  unitName: '专家单位',
  professionName: '机械工程',
  titleLevel: '1',
  canSignIn: memberId !== 2,
  memberRole: '3',
  source: 'draw',
  reason: null,
  removed: false,
  removedTime: null,
  createTime: '2026-01-01 10:00:00',
});

function serve(teams = [{ teamId: 1, teamName: '机械一组', poolId: 3, locked: false }]) {
  return fakeAdapter((config) => {
    const url = config.url ?? '';
    if (url === '/title/review-activity/optionselect')
      return {
        data: { code: 200, msg: 'ok', data: [{ activityId: 9, activityName: '2026 评审', seriesId: 5 }] },
      };
    if (url === '/title/review-team/list')
      return {
        data: {
          code: 200,
          msg: 'ok',
          total: teams.length,
          rows: teams,
        },
      };
    if (url === '/title/review-team-member/list')
      return {
        data: { code: 200, msg: 'ok', total: 2, rows: [member(1, '王评审'), member(2, '赵无号')] },
      };
    if (url === '/title/review-team-member/draw-log')
      return {
        data: {
          code: 200,
          msg: 'ok',
          total: 1,
          rows: [
            {
              logId: 1,
              teamId: 1,
              action: 'draw',
              seed: 'abc123',
              candidateIds: [101, 102],
              excluded: [{ reviewerId: 103, reason: 'sameUnit:张三' }],
              drawnIds: [101],
              reason: null,
              operatorId: 1,
              createTime: '2026-01-01 10:00:00',
            },
          ],
        },
      };
    if (url === '/title/reviewer-pool/3/members')
      return {
        data: {
          code: 200,
          msg: 'ok',
          total: 1,
          rows: [{ reviewerId: 108, reviewerName: '赵专家', unitName: '设计院', available: true }],
        },
      };
    if (config.method === 'put') return { data: { code: 200, msg: 'ok', data: { drawnIds: [102] } } };
    return { data: { code: 200, msg: 'ok', data: [], rows: [], total: 0 } };
  });
}

let fb: ReturnType<typeof fakeFeedback>;
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

describe('team member page', () => {
  it('redraws a member only with a reason, and shows the draw log with its exclusions', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({
      permissions: ['title:review-team-member:list', 'title:review-team-member:redraw'],
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/title/review-team-member?teamId=1']}>
          <Page />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('abc123')).toBeTruthy();
    expect(screen.getByText('#103: 与申报人同单位（张三）')).toBeTruthy();
    const row = screen.getAllByText('王评审')[0]!.closest('tr')!;
    // The member's source and the log's action in words, not their codes.
    expect(within(row).getByText('抽取')).toBeTruthy();
    expect(within(row).queryByText('draw')).toBeNull();
    const logRow = screen.getByText('abc123').closest('tr')!;
    expect(within(logRow).getByText('抽取')).toBeTruthy();
    expect(within(logRow).queryByText('draw')).toBeNull();
    expect(screen.getByRole('columnheader', { name: '回避/排除' })).toBeTruthy();
    fireEvent.click(await within(row).findByRole('button', { name: /重新抽取/ }));
    expect(within(row).queryByRole('button', { name: /移\s*除/ })).toBeNull();
    const dialog = (await screen.findByTestId('reason-form')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(await within(dialog).findByText('请填写原因')).toBeTruthy();
    expect(fake.calls.some((c) => c.method === 'put')).toBe(false);
    fireEvent.change(within(dialog).getByLabelText('原因'), { target: { value: '出差' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'put')).toBe(true));
    const put = fake.calls.find((c) => c.method === 'put')!;
    expect(put.url).toBe('/title/review-team-member/redraw');
    expect(JSON.parse(put.data as string)).toEqual({ memberId: 1, reason: '出差' });
  }, 60_000);

  it('seats a member by hand with a reason and says so', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({
      permissions: ['title:review-team-member:list', 'title:review-team-member:add'],
    });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/title/review-team-member?teamId=1']}>
          <Page />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    fireEvent.click(await screen.findByRole('button', { name: '手动添加' }));
    const form = await screen.findByTestId('add-member-form');
    fireEvent.mouseDown(within(form).getByLabelText('专家（专家库成员）'));
    fireEvent.click(await screen.findByTitle('赵专家（设计院）'));
    fireEvent.change(within(form).getByLabelText('原因'), { target: { value: '补足专业' } });
    fireEvent.click(within(form.closest('.ant-modal') as HTMLElement).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'post')).toBe(true));
    expect(JSON.parse(fake.calls.find((c) => c.method === 'post')!.data as string)).toMatchObject({
      teamId: 1,
      reviewerId: 108,
      reason: '补足专业',
    });
    await waitFor(() => expect(fb.feedback.message.success).toHaveBeenCalledWith('操作成功'));
  }, 60_000);

  it('shows the first team of the activity without one being chosen', async () => {
    service.defaults.adapter = serve().adapter;
    useUserStore.setState({ permissions: ['title:review-team-member:list'] });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/title/review-team-member']}>
          <Page />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    expect((await screen.findAllByText('王评审')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('机械一组').length).toBeGreaterThan(0);
    // A member without an account is marked: they could neither score nor vote.
    expect(screen.getAllByText('无登录账号')).toHaveLength(1);
    expect(screen.getByText('无登录账号').closest('tr')!.textContent).toContain('赵无号');
  }, 60_000);

  it('says what to do first when the activity has no team', async () => {
    service.defaults.adapter = serve([]).adapter;
    useUserStore.setState({ permissions: ['title:review-team-member:list'] });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={['/title/review-team-member']}>
          <Page />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const empty = await screen.findByTestId('no-teams');
    expect(empty.textContent).toContain('该评审活动还没有评审组');
    expect(empty.textContent).toContain('请先在"评审组管理"中新建评审组，再随机抽取成员');
  }, 60_000);
});

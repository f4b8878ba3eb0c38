import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReviewTeamVo } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { clearDictCache } from '../../../lib/dict';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { Page } from './index';

const originalAdapter = service.defaults.adapter;
const activity = { activityId: 9, activityName: '2026 工程系列高级评审', seriesId: 5, professionIds: [11] };
const team = (teamId: number, teamName: string, locked = false): ReviewTeamVo => ({
  teamId,
  activityId: 9,
  activityName: activity.activityName,
  teamName,
  teamType: '1',
  professionIds: [11],
  professionNames: ['机械工程'],
  poolId: 3,
  poolName: '工程专家库',
  teamSize: 5,
  memberCount: 0,
  status: '0',
  version: 0,
  locked,
  remark: null,
  createTime: '2026-01-01 10:00:00',
});

function serve() {
  return fakeAdapter((config) => {
    const url = config.url ?? '';
    if (url === '/title/review-activity/optionselect')
      return { data: { code: 200, msg: 'ok', data: [activity] } };
    if (url === '/title/review-team/list')
      return {
        data: { code: 200, msg: 'ok', total: 2, rows: [team(1, '机械一组'), team(2, '机械二组', true)] },
      };
    if (url === '/title/reviewer-pool/optionselect')
      return {
        data: { code: 200, msg: 'ok', data: [{ poolId: 3, poolName: '工程专家库', availableCount: 40 }] },
      };
    if (url === '/title/review-team/draw' || url === '/title/review-team/draw/preview')
      return {
        data: {
          code: 200,
          msg: 'ok',
          data: {
            logId: url.endsWith('preview') ? 0 : 1,
            seed: '5eed5eed5eed5eed',
            candidateIds: [1, 2, 3, 4, 5, 6],
            excluded: [],
            drawnIds: [1, 2, 3, 4, 5],
            drawn: [1, 2, 3, 4, 5].map((id) => ({
              reviewerId: id,
              reviewerName: `专家${id}`,
              professionName: '机械工程',
              canSignIn: true,
            })),
            professionNames: ['机械工程'],
          },
        },
      };
    return { data: { code: 200, msg: 'ok', data: [] } };
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

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('review team page', () => {
  it('lists the activity’s teams, draws from the pool and shows the seed of the draw', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: ['title:review-team:list', 'title:review-team:draw'] });
    renderPage();
    const row = (await screen.findByText('机械一组')).closest('tr')!;
    await waitFor(() =>
      expect(fake.calls.some((c) => c.url === '/title/review-team/list' && c.params?.activityId === 9)).toBe(
        true,
      ),
    );
    // A locked team (assignment finished) offers no draw.
    expect(
      within(screen.getByText('机械二组').closest('tr')!).queryByRole('button', { name: /随机抽取/ }),
    ).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: /随机抽取/ }));
    const dialog = (await screen.findByTestId('draw-form')).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByTestId('draw-seats').textContent).toBe(
      '表决人数 5，现有成员 0：抽取补足空缺席位',
    );
    fireEvent.change(within(dialog).getByLabelText('随机种子'), { target: { value: '5eed5eed5eed5eed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /随机抽取/ }));
    expect(await within(dialog).findByText('预览：将抽取 5 人（随机种子：5eed5eed5eed5eed）')).toBeTruthy();
    expect(fake.calls.some((c) => c.url === '/title/review-team/draw')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: /OK|确\s*定/ }));
    await waitFor(() => expect(fake.calls.some((c) => c.url === '/title/review-team/draw')).toBe(true));
    const draw = fake.calls.find((c) => c.url === '/title/review-team/draw')!;
    expect(JSON.parse(draw.data as string)).toEqual({
      teamId: 1,
      poolId: 3,
      seed: '5eed5eed5eed5eed',
      expectedIds: [1, 2, 3, 4, 5],
    });
  }, 60_000);

  it('hides draw and edit without their codes', async () => {
    service.defaults.adapter = serve().adapter;
    useUserStore.setState({ permissions: ['title:review-team:list'] });
    renderPage();
    await screen.findByText('机械一组');
    expect(screen.queryByRole('button', { name: /随机抽取/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
  }, 60_000);
});

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReviewTeamVo } from '@zcps/contracts';
import { i18n } from '../../../i18n';
import { bindFeedback } from '../../../lib/feedback';
import { createQueryClient } from '../../../lib/query-client';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { DrawDialog } from './DrawDialog';

const originalAdapter = service.defaults.adapter;
const team = { teamId: 1, teamName: '机械一组', poolId: 3, teamSize: 5, memberCount: 2 } as ReviewTeamVo;

function serve() {
  return fakeAdapter((config) => {
    if (config.url === '/title/reviewer-pool/optionselect')
      return {
        data: { code: 200, msg: 'ok', data: [{ poolId: 3, poolName: '工程专家库', availableCount: 40 }] },
      };
    if (config.url === '/title/review-team/draw')
      return {
        data: {
          code: 200,
          msg: 'ok',
          data: { logId: 1, seed: 'abc', candidateIds: [7, 8, 9], excluded: [9], drawnIds: [7, 8] },
        },
      };
    return { data: { code: 200, msg: 'ok', data: null } };
  });
}

beforeEach(() => {
  bindFeedback(fakeFeedback().asFeedback);
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
});

describe('draw dialog', () => {
  it('refuses a bad seed, draws once, then locks on the result and OK only closes', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    const onClose = vi.fn();
    const onDrawn = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <DrawDialog team={team} seriesId={5} onClose={onClose} onDrawn={onDrawn} />
      </QueryClientProvider>,
    );
    const form = await screen.findByTestId('draw-form');
    const dialog = form.closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByTestId('draw-seats').textContent).toBe(
      '表决人数 5，现有成员 2：抽取补足空缺席位',
    );
    const seed = within(dialog).getByLabelText('随机种子') as HTMLInputElement;
    fireEvent.change(seed, { target: { value: 'not a seed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /随机抽取/ }));
    await waitFor(() => expect(dialog.querySelector('.ant-form-item-has-error')).toBeTruthy());
    expect(fake.calls.some((c) => c.url === '/title/review-team/draw')).toBe(false);

    fireEvent.change(seed, { target: { value: 'abc' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /随机抽取/ }));
    expect(await within(dialog).findByText('已抽取 2 人，随机种子：abc')).toBeTruthy();
    expect(onDrawn).toHaveBeenCalledTimes(1);
    expect(seed.disabled).toBe(true);
    expect(within(dialog).queryByRole('button', { name: /随机抽取/ })).toBeNull();

    fireEvent.click(within(dialog).getByRole('button', { name: /OK|确\s*定/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(fake.calls.filter((c) => c.url === '/title/review-team/draw')).toHaveLength(1);
    expect(JSON.parse(fake.calls.find((c) => c.url === '/title/review-team/draw')!.data as string)).toEqual({
      teamId: 1,
      poolId: 3,
      seed: 'abc',
    });
  }, 60_000);
});

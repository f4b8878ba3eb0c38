import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReviewApprovalPermission as P, type GroupReviewRow } from '@zcps/contracts';
import { renderPage, serve, setup, teardown } from '../defense/test-kit';
import { Page } from './index';

const progress = [{ teamId: 3, teamName: '机械组', declarations: 2, required: 4, rated: 3, complete: 1 }];
const evaluation = (reviewerId: number, rating: string | null, mine: boolean) => ({
  reviewerId,
  reviewerName: `专家${reviewerId}`,
  rating,
  opinion: rating ? '同意' : null,
  ratedTime: null,
  mine,
});
const rows = (mine: boolean): GroupReviewRow[] => [
  {
    declarationId: 11,
    applicantName: '张三',
    unitName: '华信',
    teamId: 3,
    teamName: '机械组',
    defenseScore: 8533,
    version: 1,
    required: 2,
    rated: 2,
    evaluations: [evaluation(1, 'A', mine), evaluation(2, 'B', false)],
  },
  {
    declarationId: 12,
    applicantName: '李四',
    unitName: '华信',
    teamId: 3,
    teamName: '机械组',
    defenseScore: null,
    version: 1,
    required: 2,
    rated: 1,
    evaluations: [evaluation(1, null, mine), evaluation(2, 'C', false)],
  },
];

afterEach(teardown);

describe('group review page', () => {
  it('lets the office close a complete declaration and a whole team with an opinion', async () => {
    setup([P.GROUP_REVIEW, P.CLOSE_REVIEW]);
    const fake = serve({
      'get /title/review-approval/group-review/progress': () => progress,
      'get /title/review-approval/group-review/list': () => rows(false),
      'post /title/review-approval/group-review/close': () => ({ closed: 1 }),
      'post /title/review-approval/group-review/close-team': () => ({ closed: 1 }),
    });
    renderPage(<Page />);
    expect(await screen.findByText('3/4')).toBeTruthy();
    const complete = (await screen.findByText('张三')).closest('tr')!;
    const missing = screen.getByText('李四').closest('tr')!;
    expect(within(complete).getByText('85.33')).toBeTruthy();
    expect((within(missing).getByRole('button', { name: '结束评议' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    expect(within(complete).queryByRole('button', { name: '我的评议' })).toBeNull();
    fireEvent.click(within(complete).getByRole('button', { name: '结束评议' }));
    await waitFor(() => {
      const call = fake.calls.find((c) => c.url === '/title/review-approval/group-review/close');
      expect(JSON.parse(call!.data as string)).toEqual({ declarationIds: [11] });
    });
    fireEvent.click(screen.getByRole('button', { name: '结束本组评议' }));
    fireEvent.change(await screen.findByLabelText('评议意见'), { target: { value: '专家因病缺席' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => {
      const call = fake.calls.find((c) => c.url === '/title/review-approval/group-review/close-team');
      expect(JSON.parse(call!.data as string)).toEqual({ teamId: 3, opinion: '专家因病缺席' });
    });
  }, 60_000);

  it('lets a reviewer write their own rating and opinion, without the office buttons', async () => {
    const fb = setup([P.GROUP_REVIEW, P.OPINION]);
    const fake = serve({
      'get /title/review-approval/group-review/progress': () => progress,
      'get /title/review-approval/group-review/list': () => rows(true),
      'get /system/dict/data/type/review_rating': () => [
        { dictValue: 'A', dictLabel: '优秀' },
        { dictValue: 'B', dictLabel: '良好' },
      ],
    });
    renderPage(<Page />);
    const row = (await screen.findByText('李四')).closest('tr')!;
    expect(screen.queryByRole('button', { name: '结束本组评议' })).toBeNull();
    expect(within(row).queryByRole('button', { name: '结束评议' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: '我的评议' }));
    const form = await screen.findByTestId('opinion-form');
    fireEvent.click(await within(form).findByLabelText('良好'));
    fireEvent.change(within(form).getByLabelText('评议意见'), { target: { value: '业绩较好' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => {
      const call = fake.calls.find((c) => c.method === 'put');
      expect(JSON.parse(call!.data as string)).toEqual({
        declarationId: 12,
        rating: 'B',
        opinion: '业绩较好',
      });
    });
    await waitFor(() => expect(fb.feedback.message.success).toHaveBeenCalledWith('保存成功'));
  }, 60_000);
});

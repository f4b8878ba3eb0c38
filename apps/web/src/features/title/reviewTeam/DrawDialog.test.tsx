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
const team = {
  teamId: 1,
  teamName: '电子信息组',
  teamType: '1',
  poolId: 3,
  teamSize: 5,
  memberCount: 2,
} as ReviewTeamVo;
const OUTCOME = {
  seed: 'abc',
  candidateIds: [7, 8, 9],
  excluded: [
    { reviewerId: 9, reason: 'sameUnit:王小明', reviewerName: '罗芳丽' },
    { reviewerId: 10, reason: 'otherProfession:土木工程', reviewerName: '田国秀' },
  ],
  drawnIds: [7, 8],
  drawn: [
    { reviewerId: 7, reviewerName: '张建国', professionName: '电子信息', canSignIn: true },
    { reviewerId: 8, reviewerName: '周立新', professionName: '电子信息', canSignIn: false },
  ],
  professionNames: ['电子信息'],
};

function serve() {
  return fakeAdapter((config) => {
    if (config.url === '/title/reviewer-pool/optionselect')
      return {
        data: { code: 200, msg: 'ok', data: [{ poolId: 3, poolName: '工程专家库', availableCount: 40 }] },
      };
    if (config.url === '/title/review-team/draw/preview')
      return { data: { code: 200, msg: 'ok', data: { logId: 0, ...OUTCOME } } };
    if (config.url === '/title/review-team/draw')
      return { data: { code: 200, msg: 'ok', data: { logId: 1, ...OUTCOME } } };
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

const preview = (fake: ReturnType<typeof serve>) =>
  fake.calls.filter((c) => c.url === '/title/review-team/draw/preview');
const saves = (fake: ReturnType<typeof serve>) =>
  fake.calls.filter((c) => c.url === '/title/review-team/draw');

function show(onClose = vi.fn(), onDrawn = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <DrawDialog team={team} seriesId={5} onClose={onClose} onDrawn={onDrawn} />
    </QueryClientProvider>,
  );
}

describe('draw dialog', () => {
  it('refuses a bad seed, previews the draw by name with who was left out and why, and saves only on OK', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    const onClose = vi.fn();
    const onDrawn = vi.fn();
    show(onClose, onDrawn);
    const form = await screen.findByTestId('draw-form');
    const dialog = form.closest('.ant-modal') as HTMLElement;
    expect(within(dialog).getByTestId('draw-seats').textContent).toBe(
      '表决人数 5，现有成员 2：抽取补足空缺席位',
    );
    const seed = within(dialog).getByLabelText('随机种子') as HTMLInputElement;
    fireEvent.change(seed, { target: { value: 'not a seed' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /随机抽取/ }));
    await waitFor(() => expect(dialog.querySelector('.ant-form-item-has-error')).toBeTruthy());
    expect(preview(fake)).toHaveLength(0);

    fireEvent.change(seed, { target: { value: 'abc' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /随机抽取/ }));
    const shown = await within(dialog).findByTestId('draw-preview');
    expect(shown.textContent).toContain('预览：将抽取 2 人（随机种子：abc）');
    expect(shown.textContent).toContain('按评审组负责专业抽取：电子信息');
    expect(within(shown).getByTestId('draw-drawn').textContent).toBe(
      '抽中：张建国（电子信息）、周立新（电子信息）',
    );
    // 周立新 has no account yet: the office is told before it confirms.
    expect(within(shown).getByTestId('draw-cannot-sign-in').textContent).toBe(
      '周立新 尚无登录账号，抽中后无法打分和投票：请先在"评审专家"页为其开通账号',
    );
    const left = within(shown).getByTestId('draw-excluded');
    expect(left.textContent).toContain('罗芳丽：与申报人同单位（王小明）');
    expect(left.textContent).toContain('田国秀：专业不符（土木工程）');
    // A preview saves nothing.
    expect(saves(fake)).toHaveLength(0);
    expect(onDrawn).not.toHaveBeenCalled();
    expect(seed.disabled).toBe(true);

    fireEvent.click(within(dialog).getByRole('button', { name: /OK|确\s*定/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(onDrawn).toHaveBeenCalledTimes(1);
    expect(saves(fake)).toHaveLength(1);
    expect(JSON.parse(saves(fake)[0]!.data as string)).toEqual({
      teamId: 1,
      poolId: 3,
      seed: 'abc',
      expectedIds: [7, 8],
    });
  }, 60_000);

  it('saves nothing when the preview is cancelled', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    const onClose = vi.fn();
    const onDrawn = vi.fn();
    show(onClose, onDrawn);
    const dialog = (await screen.findByTestId('draw-form')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: /随机抽取/ }));
    expect(await within(dialog).findByTestId('draw-preview')).toBeTruthy();
    // 重新抽取 drops the preview (still saving nothing) and unlocks the form for another one.
    const again = within(dialog).getByRole('button', { name: /重新抽取/ }) as HTMLButtonElement;
    expect(again.disabled).toBe(false);
    fireEvent.click(again);
    await waitFor(() => expect(within(dialog).queryByTestId('draw-preview')).toBeNull());
    expect((within(dialog).getByLabelText('随机种子') as HTMLInputElement).disabled).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: /Cancel|取\s*消/ }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
    expect(preview(fake)).toHaveLength(1);
    expect(saves(fake)).toHaveLength(0);
    expect(onDrawn).not.toHaveBeenCalled();
  }, 60_000);
});

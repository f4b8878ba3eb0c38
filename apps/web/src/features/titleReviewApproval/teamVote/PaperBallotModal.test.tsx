import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PaperRecord } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { i18n } from '../../../i18n';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { PaperBallotModal } from './PaperBallotModal';
import { detail } from './vote-fixtures';

const originalAdapter = service.defaults.adapter;
const present = [
  { reviewerId: 1, reviewerName: '甲专家' },
  { reviewerId: 2, reviewerName: '乙专家' },
  { reviewerId: 3, reviewerName: '丙专家' },
  { reviewerId: 4, reviewerName: '丁专家' },
];
const record: PaperRecord = {
  entries: [
    {
      entryId: 5,
      voters: [{ reviewerId: 4, reviewerName: '丁专家' }],
      enteredBy: '评审办',
      enteredTime: '2026-11-20 10:00:00',
    },
  ],
  onlineVoterIds: [1],
  paperVoterIds: [4],
};

beforeEach(() => {
  bindFeedback(fakeFeedback().asFeedback);
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
});

describe('录入纸质选票', () => {
  it('ticks only members who have not voted, keeps each line within the paper voters and sends the counts', async () => {
    const fake = fakeAdapter((config) => {
      if (config.method === 'post') return { data: { code: 200, msg: 'ok', data: 6 } };
      if (config.url?.endsWith('/paper')) return { data: { code: 200, msg: 'ok', data: record } };
      return { data: { code: 200, msg: 'ok', data: { ...detail(9), present } } };
    });
    service.defaults.adapter = fake.adapter;
    const entered = vi.fn();
    render(
      <QueryClientProvider client={createQueryClient()}>
        <PaperBallotModal meetingId={9} onClose={() => {}} onEntered={entered} />
      </QueryClientProvider>,
    );
    // 甲 voted online and 丁's paper ballot is in: neither can be ticked.
    // Label lookups, not role lookups: jsdom computes every element's role and name for each getByRole, which
    // made this modal's test take most of its 30 s limit on a busy machine.
    expect(await screen.findByLabelText(/甲专家/)).toHaveProperty('disabled', true);
    expect(screen.getByLabelText(/丁专家/)).toHaveProperty('disabled', true);
    expect(screen.getByText('已在线投票')).toBeTruthy();
    expect(screen.getByText('2026-11-20 10:00:00 评审办 录入')).toBeTruthy();
    fireEvent.click(screen.getByLabelText(/乙专家/));
    fireEvent.click(screen.getByLabelText(/丙专家/));
    const ok = () => screen.getByText(/^(确\s*定|OK)$/).closest('button')!;

    const set = (label: string, value: string) =>
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    set('张工 同意', '2');
    set('张工 不同意', '1');
    await waitFor(() => expect(screen.getByTestId('paper-over-11').textContent).toBe('合计 3 张，超过 2 人'));
    expect(ok()).toHaveProperty('disabled', true);
    set('张工 不同意', '0');
    set('李工 不同意', '1');
    set('李工 弃权', '1');
    await waitFor(() => expect(screen.queryByTestId('paper-over-11')).toBeNull());
    expect(ok()).toHaveProperty('disabled', false);
    fireEvent.click(ok());
    await waitFor(() => expect(entered).toHaveBeenCalled());
    const sent = fake.calls.find((c) => c.method === 'post')!;
    expect(sent.url).toBe('/title/review-approval/vote/meeting/9/paper');
    expect(JSON.parse(sent.data as string)).toEqual({
      voterIds: [2, 3],
      paperCounts: [
        { declarationId: 11, agree: 2, oppose: 0, abstain: 0 },
        { declarationId: 12, agree: 0, oppose: 1, abstain: 1 },
        { declarationId: 13, agree: 0, oppose: 0, abstain: 0 },
      ],
    });
  });
});

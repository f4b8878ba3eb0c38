import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { VoteTeam } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { i18n } from '../../../i18n';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { OpenMeetingModal } from './OpenMeetingModal';

const originalAdapter = service.defaults.adapter;
const NAMES = ['甲委员', '乙委员', '丙委员', '丁委员', '戊委员', '己委员', '庚委员'];
const committee: VoteTeam = {
  teamId: 9,
  teamName: '评委会',
  teamType: '2',
  activityId: 1,
  activityName: '2026 年度评审',
  waiting: 3,
  members: NAMES.map((reviewerName, i) => ({ reviewerId: i + 1, reviewerName, memberRole: '3' })),
  quorum: { num: 2, den: 3 },
};

beforeEach(() => {
  bindFeedback(fakeFeedback().asFeedback);
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
});

describe('开会 for the committee', () => {
  it('says how many must be present and opens the round only once the quorum is ticked', async () => {
    const fake = fakeAdapter(() => ({ data: { code: 200, msg: 'ok', data: [committee] } }));
    service.defaults.adapter = fake.adapter;
    render(
      <QueryClientProvider client={createQueryClient()}>
        <OpenMeetingModal
          open
          kind="committee"
          roundOf={{ meetingId: 1, teamId: 9 }}
          onClose={() => {}}
          onOpened={() => {}}
        />
      </QueryClientProvider>,
    );
    await screen.findByRole('checkbox', { name: NAMES[0] });
    // antd's Checkbox.Group counts a box only once the box's effect has registered it; on a busy machine the
    // scheduler can run that effect after the first clicks, which the group then drops. Flush it first.
    await act(async () => {});
    for (const name of NAMES.slice(0, 4)) fireEvent.click(screen.getByRole('checkbox', { name }));
    const ok = () => screen.getByRole('button', { name: /确\s*定|OK/ });
    await waitFor(() =>
      expect(screen.getByTestId('quorum-hint').textContent).toBe(
        '未达法定人数：需至少 5 人出席（2/3），才能开会表决',
      ),
    );
    expect(ok()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('checkbox', { name: NAMES[4] }));
    await waitFor(() =>
      expect(screen.getByTestId('quorum-hint').textContent).toBe('已达法定人数（至少 5 人，2/3）'),
    );
    expect(ok()).toHaveProperty('disabled', false);
  });
});

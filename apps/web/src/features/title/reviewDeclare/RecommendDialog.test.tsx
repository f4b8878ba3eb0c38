import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DeclarationVo } from '@zcps/contracts';
import { i18n } from '../../../i18n';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { RecommendDialog } from './RecommendDialog';
import { RecommendTag } from './RecommendTag';

const originalAdapter = service.defaults.adapter;
const row = { declarationId: 7, version: 3, applicantName: '王工' } as DeclarationVo;
let fb: ReturnType<typeof fakeFeedback>;

beforeEach(() => {
  fb = fakeFeedback();
  bindFeedback(fb.asFeedback);
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
});

describe('单位推荐', () => {
  it('sends the unit’s opinion with the declarations it recommends', async () => {
    const fake = fakeAdapter(() => ({ data: { code: 200, msg: '操作成功', data: null } }));
    service.defaults.adapter = fake.adapter;
    let done = false;
    render(<RecommendDialog rows={[row]} onClose={() => {}} onDone={() => (done = true)} />);
    const opinion = (await screen.findByTestId('recommend-opinion')) as HTMLTextAreaElement;
    await waitFor(() => expect(opinion.value).toBe('同意推荐'));
    expect(screen.getByText(/确认推荐所选的 1 份申报吗？（王工）/)).toBeTruthy();
    fireEvent.change(opinion, { target: { value: '业绩突出，同意推荐' } });
    fireEvent.click(screen.getByRole('button', { name: /OK|确\s*定/ }));
    await waitFor(() => expect(done).toBe(true));
    const sent = fake.calls.find((c) => c.url === '/title/review-declare/recommend')!;
    expect(JSON.parse(String(sent.data))).toEqual({
      declarationIds: [7],
      versions: [3],
      opinion: '业绩突出，同意推荐',
    });
    expect(fb.feedback.message.success).toHaveBeenCalledWith('推荐成功');
  });

  it('shows recommended with the opinion, not yet, or nothing on a draft', () => {
    const { rerender, container } = render(
      <RecommendTag
        row={{ stage: 'prepare', recommendTime: '2026-11-27 10:00:00', recommendOpinion: '同意推荐' }}
      />,
    );
    expect(container.textContent).toBe('已推荐同意推荐');
    rerender(<RecommendTag row={{ stage: 'prepare', recommendTime: null, recommendOpinion: null }} />);
    expect(container.textContent).toBe('未推荐');
    rerender(<RecommendTag row={{ stage: 'draft', recommendTime: null, recommendOpinion: null }} />);
    expect(container.textContent).toBe('');
  });
});

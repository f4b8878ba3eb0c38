import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { service } from '../../../lib/request';
import { fakeAdapter } from '../../../test/fake-adapter';
import { renderPage, setup, teardown } from '../defense/test-kit';
import { OpinionModal } from './OpinionModal';

const RATINGS = [
  ['A', '优秀'],
  ['B', '良好'],
  ['C', '合格'],
  ['D', '不合格'],
].map(([dictValue, dictLabel]) => ({ dictValue, dictLabel }));

afterEach(teardown);

describe('group review opinion form', () => {
  it('shows the ratings only by their labels: nothing while the dictionary loads, never A–D', async () => {
    setup([]);
    let answer: (rows: unknown) => void = () => {};
    const dictionary = new Promise((resolve) => (answer = resolve));
    service.defaults.adapter = fakeAdapter(async (config) => {
      if (config.url === '/system/dict/data/type/review_rating')
        return { data: { code: 200, msg: 'ok', data: await dictionary } };
      return { data: { code: 200, msg: 'ok', data: null } };
    }).adapter;
    renderPage(
      <OpinionModal
        target={{ declarationId: 11, applicantName: '张三', rating: 'B', opinion: '同意' }}
        onClose={() => {}}
        onSaved={() => {}}
      />,
    );
    const dialog = await screen.findByTestId('opinion-form');
    await waitFor(() => expect(dialog.textContent).toContain('评议等级'));
    expect(screen.queryAllByRole('radio')).toHaveLength(0);
    for (const code of ['A', 'B', 'C', 'D']) expect(screen.queryByText(code)).toBeNull();

    answer(RATINGS);
    expect(await screen.findByRole('radio', { name: '良好' })).toHaveProperty('checked', true);
    expect(screen.getAllByRole('radio')).toHaveLength(4);
    for (const code of ['A', 'B', 'C', 'D']) expect(screen.queryByText(code)).toBeNull();
  });
});

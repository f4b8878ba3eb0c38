import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../i18n';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { ReturnDialog } from './ReturnDialog';

const originalAdapter = service.defaults.adapter;

beforeEach(() => {
  bindFeedback(fakeFeedback().asFeedback);
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
});

describe('return dialog', () => {
  it('sends nothing until every item has a reason, then returns with the reasons per item and the versions', async () => {
    const fake = fakeAdapter(() => ({ data: { code: 200, msg: 'ok', data: null } }));
    service.defaults.adapter = fake.adapter;
    const onReturned = vi.fn();
    render(
      <ReturnDialog
        open
        declarations={[
          { declarationId: 11, version: 3 },
          { declarationId: 12, version: 0 },
        ]}
        onClose={() => undefined}
        onReturned={onReturned}
      />,
    );
    expect(screen.getByText('将退回 2 份申报')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('item-0'), { target: { value: '学历证书' } });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    expect(await screen.findAllByText('退回原因')).toBeTruthy();
    expect(fake.calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('reason-0'), { target: { value: '扫描件不清晰' } });
    fireEvent.click(screen.getByRole('button', { name: /添加事项/ }));
    fireEvent.change(screen.getByLabelText('item-1'), { target: { value: '年度考核' } });
    fireEvent.change(screen.getByLabelText('reason-1'), { target: { value: '缺 2024 年' } });
    fireEvent.change(screen.getByRole('textbox', { name: '退回意见' }), {
      target: { value: '请补正后重新提交' },
    });
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(onReturned).toHaveBeenCalledTimes(1));
    expect(fake.calls).toHaveLength(1);
    expect(fake.calls[0]!.method).toBe('put');
    expect(fake.calls[0]!.url).toBe('/title/review-approval/return');
    expect(JSON.parse(fake.calls[0]!.data as string)).toEqual({
      declarationIds: [11, 12],
      versions: [3, 0],
      items: [
        { item: '学历证书', reason: '扫描件不清晰' },
        { item: '年度考核', reason: '缺 2024 年' },
      ],
      opinion: '请补正后重新提交',
    });
  }, 60_000);
});

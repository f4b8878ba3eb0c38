import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CodeRuleVo } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { Page } from './index';

const originalAdapter = service.defaults.adapter;
const YEAR = new Date().getFullYear();
const rule = (ruleId: number, ruleCode: string, ruleName: string, nextCode: string): CodeRuleVo => ({
  ruleId,
  ruleCode,
  ruleName,
  prefix: ruleCode === 'expert' ? 'ZJ' : 'SB',
  datePattern: ruleCode === 'expert' ? 'none' : 'yyyy',
  resetCycle: ruleCode === 'expert' ? 'never' : 'year',
  seqWidth: 6,
  separator: '',
  nextCode,
  remark: null,
  createTime: '2026-01-01 10:00:00',
});

function serve() {
  return fakeAdapter((config) => {
    if (config.method !== 'get') return { data: { code: 200, msg: '操作成功', data: null } };
    return {
      data: {
        code: 200,
        msg: '查询成功',
        total: 2,
        rows: [
          rule(1, 'declaration', '申报编号', `SB${YEAR}000124`),
          rule(3, 'expert', '评审专家编号', 'ZJ000007'),
        ],
      },
    };
  });
}

function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/system/userCode']}>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const all = ['system:userCode:list', 'system:userCode:add', 'system:userCode:edit', 'system:userCode:remove'];
type Fake = ReturnType<typeof serve>;
const bodyOf = (fake: Fake, method: string) =>
  JSON.parse(String(fake.calls.find((c) => c.method === method)!.data)) as Record<string, unknown>;

beforeEach(() => {
  bindFeedback(fakeFeedback().asFeedback);
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
  useUserStore.setState({ permissions: [] });
});

describe('用户编码 page', () => {
  it('lists each rule with its purpose and the next number; without permissions offers no writes', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: ['system:userCode:list'] });
    renderPage();
    const row = (await screen.findByText('申报编号 (declaration)')).closest('tr')!;
    expect(within(row).getByText(`SB${YEAR}000124`)).toBeTruthy();
    expect(within(row).getByText('年 (yyyy)')).toBeTruthy();
    expect(within(row).getByText('每年')).toBeTruthy();
    expect(screen.getByText('专家编号 (expert)')).toBeTruthy();
    expect(screen.getByText('不重置')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /修\s*改/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
  }, 60_000);

  it('adds a rule, showing a sample number as the fields are filled in', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: all });
    renderPage();
    await screen.findByText('申报编号 (declaration)');
    fireEvent.click(screen.getAllByRole('button', { name: /新\s*增/ })[0]!);
    const form = await screen.findByTestId('code-rule-form');
    // The purpose is an AutoComplete (known purposes offered, others typed): the form's first combobox.
    fireEvent.change(within(form).getAllByRole('combobox')[0]!, { target: { value: 'archive' } });
    fireEvent.change(within(form).getByPlaceholderText('请输入规则名称'), { target: { value: '档案编号' } });
    fireEvent.change(within(form).getByPlaceholderText('请输入前缀'), { target: { value: 'DA' } });
    await waitFor(() => expect(screen.getByTestId('code-sample').textContent).toBe(`DA${YEAR}000001`));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'post')).toBe(true));
    expect(bodyOf(fake, 'post')).toEqual({
      ruleCode: 'archive',
      ruleName: '档案编号',
      prefix: 'DA',
      datePattern: 'yyyy',
      resetCycle: 'year',
      seqWidth: 6,
      separator: '',
    });
  }, 60_000);

  it('refuses a reset the date part does not show, before sending anything', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: all });
    renderPage();
    const row = (await screen.findByText('专家编号 (expert)')).closest('tr')!;
    fireEvent.click(within(row).getByRole('button', { name: /修\s*改/ }));
    const form = await screen.findByTestId('code-rule-form');
    await waitFor(() => expect(within(form).getByDisplayValue('ZJ')).toBeTruthy());
    // Comboboxes: purpose, date part, reset, separator.
    fireEvent.mouseDown(within(form).getAllByRole('combobox')[2]!);
    fireEvent.click(await screen.findByText('每月', { selector: '.ant-select-item-option-content' }));
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(
        within(form).getByText('按年、月、日重置时，日期格式须包含该周期，否则编号会重复', {
          selector: '.ant-form-item-explain-error',
        }),
      ).toBeTruthy(),
    );
    expect(fake.calls.some((c) => c.method === 'put')).toBe(false);
  }, 60_000);

  it('edits a rule with its id and speaks English when asked', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: all });
    await i18n.changeLanguage('en_US');
    renderPage();
    const row = (await screen.findByText('Expert number (expert)')).closest('tr')!;
    expect(within(row).getByText('Never')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: /Edit/ }));
    const form = await screen.findByTestId('code-rule-form');
    await waitFor(() => expect((within(form).getByDisplayValue('ZJ') as HTMLInputElement).value).toBe('ZJ'));
    expect(screen.getByTestId('code-sample').textContent).toBe('ZJ000001');
    fireEvent.click(screen.getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'put')).toBe(true));
    expect(bodyOf(fake, 'put')).toMatchObject({ ruleId: 3, ruleCode: 'expert', prefix: 'ZJ', seqWidth: 6 });
  }, 60_000);
});

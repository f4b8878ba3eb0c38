import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AxiosAdapter } from 'axios';
import { describe, expect, it } from 'vitest';
import { TitleConditionPermission as P } from '@zcps/contracts';
import {
  bodyOf,
  formErrors,
  grant,
  okButton,
  pickOption,
  renderPage,
  serveCatalog,
  setupPageTests,
} from '../catalog/page-test-kit';
import { service } from '../../../lib/request';
import { Page } from './index';

const condition = (conditionId: number, ruleKind: string, params: object) => ({
  conditionId,
  titleId: 52,
  titleName: '高级工程师',
  seriesId: 5,
  ruleKind,
  params,
  description: null,
  orderNum: conditionId,
  status: '0',
  remark: null,
  createTime: '2026-01-01 10:00:00',
});
const ROWS = [
  condition(1, 'education', { minEducation: '31' }),
  condition(2, 'seniority', { byEducation: [{ education: '11', years: 2 }] }),
];
setupPageTests();

describe('declare condition page', () => {
  it('shows each rule with its kind and params in words', async () => {
    serveCatalog(ROWS);
    grant(P.LIST);
    renderPage(Page);
    const first = (await screen.findByText('学历要求')).closest('tr')!;
    await waitFor(() => expect(within(first).getByText('最低学历：大学专科毕业')).toBeTruthy());
    const second = screen.getByText('任职年限').closest('tr')!;
    await waitFor(() => expect(within(second).getByText('按学历的年限：博士研究生毕业 2')).toBeTruthy());
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
  }, 30_000);

  it('shows no raw code in the params while their dictionaries load', async () => {
    serveCatalog(ROWS);
    const answer = service.defaults.adapter as AxiosAdapter;
    // The dictionaries never arrive (a slow network); everything else answers.
    service.defaults.adapter = (config) =>
      config.url?.startsWith('/system/dict/data/type/') ? new Promise<never>(() => {}) : answer(config);
    grant(P.LIST);
    renderPage(Page);
    const first = (await screen.findByText('学历要求')).closest('tr')!;
    const second = screen.getByText('任职年限').closest('tr')!;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(first.textContent).not.toContain('31');
    expect(second.textContent).not.toContain('11');
    expect(first.textContent).not.toContain('最低学历');
  }, 30_000);

  it("adds a rule: the fields follow the kind, and only the kind's params are sent", async () => {
    const fake = serveCatalog(ROWS);
    grant(P.LIST, P.ADD);
    renderPage(Page);
    await screen.findByText('学历要求');
    fireEvent.click(screen.getByRole('button', { name: /新\s*增/ }));
    const dialog = await screen.findByTestId('condition-form');
    await pickOption(dialog, '职称', '工程师');
    await pickOption(dialog, '规则类型', '年度考核');
    expect(await within(dialog).findByLabelText('最低考核结果')).toBeTruthy();
    expect(within(dialog).queryByLabelText('学时')).toBeNull();
    expect((within(dialog).getByLabelText('年限') as HTMLInputElement).value).toBe('5');
    fireEvent.change(within(dialog).getByLabelText('年限'), { target: { value: '3' } });

    await pickOption(dialog, '规则类型', '继续教育');
    expect(await within(dialog).findByLabelText('学时')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('学时'), { target: { value: '' } });
    fireEvent.click(okButton());
    await waitFor(() => expect(formErrors(dialog).length).toBe(1));
    expect(fake.calls.some((c) => c.method === 'post')).toBe(false);

    fireEvent.change(within(dialog).getByLabelText('学时'), { target: { value: '270' } });
    fireEvent.change(within(dialog).getByLabelText('年限'), { target: { value: '3' } });
    fireEvent.click(okButton());
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'post')).toBe(true));
    expect(bodyOf(fake, 'post')).toEqual({
      titleId: 53,
      ruleKind: 'training',
      params: { years: 3, hours: 270 },
      orderNum: 0,
      status: '0',
    });
  }, 30_000);
});

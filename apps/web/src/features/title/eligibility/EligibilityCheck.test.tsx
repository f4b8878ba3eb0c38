import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { i18n } from '../../../i18n';
import { pickOption, serveCatalog, setupPageTests } from '../catalog/page-test-kit';
import { EligibilityCheck } from './EligibilityCheck';

const rule = (
  conditionId: number,
  ruleKind: string,
  pass: boolean,
  zh: string,
  en: string,
  byException = false,
) => ({
  conditionId,
  ruleKind,
  description: null,
  pass,
  byException,
  found: ruleKind === 'education' ? '31' : null,
  required: ruleKind === 'education' ? '21' : null,
  foundText: ruleKind === 'education' ? { zh_CN: '大学专科毕业', en_US: 'Junior college graduate' } : null,
  requiredText: ruleKind === 'education' ? { zh_CN: '大学本科毕业', en_US: "Bachelor's graduate" } : null,
  reason: { zh_CN: zh, en_US: en },
});
const RESULT = {
  employeeId: 7,
  employeeName: '张工',
  titleId: 52,
  titleName: '高级工程师',
  evalDate: '2025-06-30',
  eligible: false,
  reason: null,
  rules: [
    rule(1, 'education', true, '最高学历大学专科毕业，低于要求', 'Below the minimum', true),
    rule(
      2,
      'assessment',
      false,
      '近5年年度考核须均为合格及以上，2023年为基本合格',
      '2023: Basically competent',
    ),
    rule(3, 'no_punishment', true, '近5年无处分', 'No punishment in force'),
  ],
  exception: {
    exceptionId: 1,
    exceptionName: '业绩突出破格',
    exceptionType: '3',
    relaxes: ['education'],
    applies: true,
    evidence: [rule(0, 'awards', true, '省部级及以上奖励1项，要求至少1项', '1 award')],
  },
};

function serve(result: object = RESULT) {
  return serveCatalog([], (c) => {
    if (c.url === '/title/exception/optionselect') return [{ exceptionId: 1, exceptionName: '业绩突出破格' }];
    if (c.url?.startsWith('/title/eligibility/')) return result;
    return undefined;
  });
}

const show = (employeeId?: number) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <EligibilityCheck employeeId={employeeId} />
    </QueryClientProvider>,
  );

setupPageTests();

describe('EligibilityCheck', () => {
  it('checks an employee against a title with a claimed exception and shows each rule with its reason', async () => {
    const fake = serve();
    show(7);
    fireEvent.click(screen.getByRole('button', { name: /检查申报资格/ }));
    const form = await screen.findByTestId('eligibility-form');
    fireEvent.click(within(form).getByRole('button', { name: /检\s*查/ }));
    expect(await screen.findByText('请先选择职称')).toBeTruthy();
    expect(fake.calls.some((c) => c.url?.startsWith('/title/eligibility/'))).toBe(false);

    await pickOption(form, '职称系列', '工程技术人员');
    await pickOption(form, '职称', '高级工程师');
    await pickOption(form, '破格条件', '业绩突出破格');
    fireEvent.click(within(form).getByRole('button', { name: /检\s*查/ }));
    const result = await screen.findByTestId('eligibility-result');
    const call = fake.calls.find((c) => c.url?.startsWith('/title/eligibility/'))!;
    expect(call.url).toBe('/title/eligibility/7');
    expect(call.params).toMatchObject({ titleId: 52, exceptionId: 1 });

    expect(within(result).getByText('张工 · 高级工程师：不符合申报条件')).toBeTruthy();
    const assessment = within(result)
      .getByText('近5年年度考核须均为合格及以上，2023年为基本合格')
      .closest('tr')!;
    expect(within(assessment).getByText('不符合')).toBeTruthy();
    expect(within(assessment).getByText('年度考核')).toBeTruthy();
    const education = within(result).getByText('最高学历大学专科毕业，低于要求').closest('tr')!;
    expect(within(education).getByText('破格满足')).toBeTruthy();
    // 实际 / 要求 name the education, never its code.
    expect(within(education).getByText('大学专科毕业')).toBeTruthy();
    expect(within(education).getByText('大学本科毕业')).toBeTruthy();
    expect(within(education).queryByText('31')).toBeNull();
    expect(within(result).getByText(/破格依据全部满足/)).toBeTruthy();
    expect(within(result).getByText('省部级及以上奖励1项，要求至少1项')).toBeTruthy();
  }, 30_000);

  it('without an employee id checks the signed-in applicant, in English when the console is', async () => {
    const fake = serve();
    await i18n.changeLanguage('en_US');
    show();
    fireEvent.click(screen.getByRole('button', { name: /Check eligibility/ }));
    const form = await screen.findByTestId('eligibility-form');
    await pickOption(form, 'Title', '工程师');
    fireEvent.click(within(form).getByRole('button', { name: /^Check$/ }));
    const result = await screen.findByTestId('eligibility-result');
    await waitFor(() =>
      expect(fake.calls.find((c) => c.url?.startsWith('/title/eligibility/'))!.url).toBe(
        '/title/eligibility/mine',
      ),
    );
    expect(within(result).getByText('2023: Basically competent')).toBeTruthy();
    expect(within(result).getAllByText('Met').length).toBe(2);
  }, 30_000);

  it('says why a title without declare conditions is not eligible', async () => {
    const bare = {
      ...RESULT,
      titleName: '工程师',
      rules: [],
      exception: null,
      reason: { zh_CN: '该职称尚未配置申报条件，请联系评审办', en_US: 'No declare conditions' },
    };
    serve(bare);
    show(7);
    fireEvent.click(screen.getByRole('button', { name: /检查申报资格/ }));
    const form = await screen.findByTestId('eligibility-form');
    await pickOption(form, '职称', '工程师');
    fireEvent.click(within(form).getByRole('button', { name: /检\s*查/ }));
    const result = await screen.findByTestId('eligibility-result');
    expect(within(result).getByText('张工 · 工程师：不符合申报条件')).toBeTruthy();
    expect(within(result).getByTestId('eligibility-reason').textContent).toBe(
      '该职称尚未配置申报条件，请联系评审办',
    );
  }, 30_000);
});

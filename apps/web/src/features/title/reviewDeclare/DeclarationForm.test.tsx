import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { DeclarationVo, EligibilityResult, RuleResult } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { clearDictCache } from '../../../lib/dict';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { DeclarationForm } from './DeclarationForm';
import { EligibilityPanel } from './EligibilityPanel';

const originalAdapter = service.defaults.adapter;
const bi = (zh_CN: string, en_US: string) => ({ zh_CN, en_US });
const rule = (ruleKind: string, pass: boolean, reason: string, byException = false): RuleResult => ({
  conditionId: 1,
  ruleKind,
  description: null,
  pass,
  byException,
  found: null,
  required: null,
  foundText: null,
  requiredText: null,
  reason: bi(reason, `${reason} (en)`),
});
const result = (eligible: boolean, rules: RuleResult[]): EligibilityResult => ({
  employeeId: 1,
  employeeName: '张三',
  titleId: 9,
  titleName: '高级工程师',
  evalDate: '2026-11-24',
  eligible,
  reason: null,
  rules,
  exception: null,
});
const draft: DeclarationVo = {
  declarationId: 5,
  activityId: 3,
  activityName: '2026 年度评审',
  employeeId: 1,
  userId: 2,
  applicantName: '张三',
  unitName: '华信',
  titleId: 9,
  titleName: '高级工程师',
  professionId: null,
  professionName: null,
  titleLevel: '2',
  declareType: '1',
  exceptionId: null,
  exceptionName: null,
  stage: 'draft',
  approvalStatus: '0',
  eligible: null,
  pledgeTime: null,
  submitTime: null,
  recommendTime: null,
  recommendOpinion: null,
  returnCount: 0,
  defenseStatus: '0',
  certificateNo: null,
  version: 0,
  remark: null,
  createTime: null,
};

const trailRow = (
  detailId: number,
  action: string,
  items: { item: string; reason: string }[] | null,
  opinion: string | null,
) => ({
  detailId,
  action,
  actionText: action,
  fromStage: 'prepare',
  toStage: 'prepare',
  fromStatus: '0',
  toStatus: '3',
  fromText: null,
  toText: '资格审查 / 已退回',
  opinion,
  items,
  operatorName: '李敏',
  createTime: `2026-11-2${detailId} 10:00:00`,
});
/** Returned twice: the dialog shows the latest return's reasons, not the first's. */
const PROGRESS = {
  declaration: { ...draft, stage: 'prepare', approvalStatus: '3', returnCount: 2 },
  trail: [
    trailRow(1, 'return', [{ item: '学历', reason: '旧的原因' }], null),
    trailRow(2, 'resubmit', null, null),
    trailRow(3, 'return', [{ item: '论文', reason: '第二篇论文缺少检索证明' }], '请补齐后重新提交'),
  ],
  process: null,
};

function serve(eligibility: EligibilityResult, titleLevels = ['2']) {
  return fakeAdapter((config) => {
    const ok = (data: unknown) => ({ data: { code: 200, msg: 'ok', data } });
    if (config.method !== 'get') return ok(null);
    if (config.url === '/title/review-activity/optionselect')
      return ok([
        {
          activityId: 3,
          activityName: '2026 年度评审',
          seriesId: 7,
          titleLevels,
          professionIds: [],
          declareStart: '',
          declareEnd: '',
          defenseRequired: false,
          reviewYear: 2026,
          status: '1',
        },
      ]);
    if (config.url === '/title/title-name/optionselect')
      return ok([
        { titleId: 9, seriesId: 7, titleName: '高级工程师', titleLevel: '2' },
        { titleId: 8, seriesId: 7, titleName: '正高级工程师', titleLevel: '1' },
        { titleId: 10, seriesId: 7, titleName: '工程师', titleLevel: '3' },
      ]);
    if (config.url === '/title/eligibility/mine') return ok(eligibility);
    if (config.url === '/title/review-approval/detail/5') return ok(PROGRESS);
    return ok([]);
  });
}

let fb: ReturnType<typeof fakeFeedback>;
beforeEach(() => {
  clearDictCache();
  fb = fakeFeedback();
  bindFeedback(fb.asFeedback);
  void i18n.changeLanguage('zh_CN');
  useUserStore.setState({ roles: ['staff'], permissions: [] });
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
  useUserStore.setState({ roles: [], permissions: [] });
});

describe('eligibility panel', () => {
  it('shows each rule with a pass or fail icon and its reason, in the console language', async () => {
    const { rerender } = render(
      <EligibilityPanel
        result={result(false, [
          rule('education', false, '学历低于本科'),
          rule('no_punishment', true, '无处分'),
        ])}
      />,
    );
    expect(screen.getByText('不符合申报条件')).toBeTruthy();
    expect(screen.getByTestId('rule-education').getAttribute('data-pass')).toBe('no');
    expect(screen.getByTestId('rule-no_punishment').getAttribute('data-pass')).toBe('yes');
    expect(screen.getByLabelText('fail')).toBeTruthy();
    expect(screen.getByText('学历低于本科')).toBeTruthy();
    await i18n.changeLanguage('en_US');
    rerender(<EligibilityPanel result={result(true, [rule('education', false, '学历低于本科', true)])} />);
    expect(screen.getByText('Every declare condition is met')).toBeTruthy();
    expect(screen.getByTestId('rule-education').getAttribute('data-pass')).toBe('yes');
    expect(screen.getByText('Met by exception')).toBeTruthy();
    expect(screen.getByText('学历低于本科 (en)')).toBeTruthy();
  });
});

describe('declaration form', () => {
  it("checks the applicant's own record against the title and submits only with the pledge ticked", async () => {
    const fake = serve(result(true, [rule('education', true, '本科，满足要求')]));
    service.defaults.adapter = fake.adapter;
    render(
      <QueryClientProvider client={createQueryClient()}>
        <DeclarationForm open row={draft} onClose={() => undefined} onSaved={() => undefined} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('本科，满足要求')).toBeTruthy();
    const mine = fake.calls.find((c) => c.url === '/title/eligibility/mine')!;
    expect(mine.params).toMatchObject({ titleId: 9 });
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    expect(await screen.findByText('请勾选诚信承诺')).toBeTruthy();
    expect(fake.calls.filter((c) => c.method === 'put')).toHaveLength(0);
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await waitFor(() =>
      expect(fake.calls.some((c) => c.method === 'put' && c.url === '/title/review-declare/submit')).toBe(
        true,
      ),
    );
    const puts = fake.calls.filter((c) => c.method === 'put');
    expect(puts.map((c) => c.url)).toEqual(['/title/review-declare', '/title/review-declare/submit']);
    expect(JSON.parse(puts[1]!.data as string)).toEqual({ declarationId: 5, pledge: true });
    expect(JSON.parse(puts[0]!.data as string)).not.toHaveProperty('employeeId');
    await waitFor(() => expect(fb.feedback.message.success).toHaveBeenCalledWith('提交成功'));
    expect(fb.feedback.message.success).not.toHaveBeenCalledWith('保存成功');
    fireEvent.click(screen.getByRole('button', { name: /保存草稿/ }));
    await waitFor(() => expect(fb.feedback.message.success).toHaveBeenCalledWith('保存成功'));
  }, 60_000);

  it('offers only the titles of the levels the chosen activity admits', async () => {
    service.defaults.adapter = serve(result(true, []), ['1']).adapter;
    render(
      <QueryClientProvider client={createQueryClient()}>
        <DeclarationForm open row={null} onClose={() => undefined} onSaved={() => undefined} />
      </QueryClientProvider>,
    );
    const dialog = await screen.findByTestId('declaration-form');
    const [activity, title] = within(dialog).getAllByRole('combobox');
    fireEvent.mouseDown(activity!);
    fireEvent.click(await screen.findByTitle('2026 年度评审'));
    fireEvent.mouseDown(title!);
    expect(await screen.findByTitle('正高级工程师')).toBeTruthy();
    // The list narrows once the form has the chosen activity (a render later on a loaded machine).
    await waitFor(() => expect(screen.queryByTitle('高级工程师')).toBeNull());
    expect(screen.queryByTitle('工程师')).toBeNull();
  }, 60_000);

  it('shows the latest return reasons where the applicant resubmits a returned declaration', async () => {
    const fake = serve(result(true, [rule('education', true, '本科，满足要求')]));
    service.defaults.adapter = fake.adapter;
    const returned = {
      ...draft,
      stage: 'prepare',
      approvalStatus: '3',
      returnCount: 2,
      submitTime: '2026-11-20 09:00:00',
    };
    render(
      <QueryClientProvider client={createQueryClient()}>
        <DeclarationForm open row={returned} onClose={() => undefined} onSaved={() => undefined} />
      </QueryClientProvider>,
    );
    const reasons = await screen.findByTestId('return-reasons');
    expect(reasons.textContent).toContain('退回原因（2026-11-23 10:00:00）');
    expect(reasons.textContent).toContain('论文：第二篇论文缺少检索证明');
    expect(reasons.textContent).toContain('请补齐后重新提交');
    expect(reasons.textContent).not.toContain('旧的原因');
    expect(screen.getByRole('button', { name: /重新提交/ })).toBeTruthy();
  }, 60_000);

  it('shows no return reasons on a draft', async () => {
    service.defaults.adapter = serve(result(true, [rule('education', true, '本科，满足要求')])).adapter;
    render(
      <QueryClientProvider client={createQueryClient()}>
        <DeclarationForm open row={draft} onClose={() => undefined} onSaved={() => undefined} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText('本科，满足要求')).toBeTruthy();
    expect(screen.queryByTestId('return-reasons')).toBeNull();
  }, 60_000);
});

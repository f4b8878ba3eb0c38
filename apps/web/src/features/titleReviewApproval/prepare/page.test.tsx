import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { RECORD_KINDS, type DeclarationVo } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { clearDictCache } from '../../../lib/dict';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { Page } from './index';

const originalAdapter = service.defaults.adapter;
const row = (declarationId: number, applicantName: string, version = 0): Partial<DeclarationVo> => ({
  declarationId,
  applicantName,
  activityId: 3,
  unitName: '华信',
  titleName: '高级工程师',
  stage: 'prepare',
  approvalStatus: '0',
  eligible: true,
  returnCount: 0,
  version,
});

function serve() {
  return fakeAdapter((config) => {
    if (config.method !== 'get') return { data: { code: 200, msg: 'ok', data: null } };
    if (config.url === '/title/review-approval/detail/7')
      return {
        data: {
          code: 200,
          msg: 'ok',
          data: { declaration: { ...row(7, '张三', 2), employeeId: 70 }, trail: [], process: null },
        },
      };
    if (config.url === '/employee/info/70/dossier')
      return {
        data: {
          code: 200,
          msg: 'ok',
          data: {
            employee: { employeeId: 70, employeeName: '张三' },
            records: Object.fromEntries(RECORD_KINDS.map((k) => [k, []])),
            attachments: [{ recordId: 1, typeName: '学历证书', fileName: 'diploma.pdf' }],
          },
        },
      };
    if (config.url === '/title/review-declare/7/eligibility')
      return {
        data: {
          code: 200,
          msg: 'ok',
          data: {
            employeeId: 70,
            employeeName: '张三',
            titleId: 1,
            titleName: '高级工程师',
            evalDate: '2026-11-27',
            eligible: true,
            reason: null,
            rules: [
              {
                conditionId: 1,
                ruleKind: 'education',
                description: null,
                pass: true,
                byException: false,
                found: '21',
                required: '21',
                foundText: null,
                requiredText: null,
                reason: { zh_CN: '最高学历：大学本科毕业', en_US: 'Bachelor' },
              },
            ],
            exception: null,
          },
        },
      };
    if (config.url === '/title/review-approval/prepare/list')
      return { data: { code: 200, msg: 'ok', total: 2, rows: [row(7, '张三', 2), row(8, '李四')] } };
    return { data: { code: 200, msg: 'ok', data: [] } };
  });
}

let fb: ReturnType<typeof fakeFeedback>;
beforeEach(() => {
  clearDictCache();
  fb = fakeFeedback();
  bindFeedback(fb.asFeedback);
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
  useUserStore.setState({ permissions: [] });
});

const P = 'title:review-approval:';
const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe('eligibility check page', () => {
  it('passes a declaration with its version and an optional opinion; hides buttons without permission', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: [P + 'prepare', P + 'check'] });
    renderPage();
    const first = (await screen.findByText('张三')).closest('tr')!;
    expect(within(first).queryByRole('button', { name: /退\s*回/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /不通过/ })).toBeNull();
    fireEvent.click(within(first).getByRole('button', { name: /通\s*过/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '材料齐全' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'put')).toBe(true));
    const put = fake.calls.find((c) => c.method === 'put')!;
    expect(put.url).toBe('/title/review-approval/prepare/check');
    expect(JSON.parse(put.data as string)).toEqual({
      declarationIds: [7],
      versions: [2],
      opinion: '材料齐全',
    });
    await waitFor(() => expect(fb.feedback.message.success).toHaveBeenCalledWith('已通过资格审查'));
  }, 60_000);

  it('asks for a selection before a bulk rejection, and a rejection needs an opinion', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: [P + 'prepare', P + 'reject'] });
    renderPage();
    await screen.findByText('李四');
    fireEvent.click(screen.getByRole('button', { name: /不通过/ }));
    expect(fb.feedback.message.warning).toHaveBeenCalledWith('请先选择申报');
    fireEvent.click(within(screen.getByText('李四').closest('tr')!).getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: /不通过/ }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await screen.findByText(/请输入|不能为空|required/i);
    expect(fake.calls.some((c) => c.method === 'put')).toBe(false);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '学历不符' } });
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect(fake.calls.some((c) => c.url === '/title/review-approval/prepare/reject')).toBe(true),
    );
    const put = fake.calls.find((c) => c.method === 'put')!;
    expect(JSON.parse(put.data as string)).toEqual({
      declarationIds: [8],
      versions: [0],
      opinion: '学历不符',
    });
  }, 60_000);

  it('shows the office the applicant’s dossier beside the trail in 详情', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: [P + 'prepare', P + 'detail', 'employee:info:query'] });
    renderPage();
    const first = (await screen.findByText('张三')).closest('tr')!;
    fireEvent.click(within(first).getByRole('button', { name: /详\s*情/ }));
    const dossier = await screen.findByTestId('declaration-dossier');
    expect(await within(dossier).findByRole('tab', { name: '附件 (1)' })).toBeTruthy();
    expect(fake.calls.some((c) => c.url === '/employee/info/70/dossier')).toBe(true);
    // Its eligibility now, from the declaration's own route (the 资格审查 code lets the office in).
    expect(await within(dossier).findByText('最高学历：大学本科毕业')).toBeTruthy();
    expect(fake.calls.some((c) => c.url === '/title/review-declare/7/eligibility')).toBe(true);
  }, 60_000);
});

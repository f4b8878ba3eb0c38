import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ReviewerVo } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { clearDictCache } from '../../../lib/dict';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { Page } from './index';

const originalAdapter = service.defaults.adapter;
const reviewer = (reviewerId: number, reviewerName: string, status = '0'): ReviewerVo => ({
  reviewerId,
  userId: null,
  userName: null,
  deptId: 101,
  reviewerName,
  sex: '0',
  idCard: '110101********0010',
  phone: '13900000001',
  email: null,
  unitName: '华信建设集团',
  clientId: null,
  clientName: null,
  seriesId: 5,
  seriesName: '工程技术人员',
  professionId: 1,
  professionName: '机械工程',
  titleLevel: '1',
  titleName: '正高级工程师',
  reviewerType: '2',
  isExternal: reviewerId === 2,
  status,
  remark: null,
  createTime: '2026-01-01 10:00:00',
});
const statusDict = [
  { dictValue: '0', dictLabel: '在库', listClass: 'success' },
  { dictValue: '1', dictLabel: '停用', listClass: 'warning' },
  { dictValue: '2', dictLabel: '黑名单', listClass: 'danger' },
];

function serve() {
  return fakeAdapter((config) => {
    const ok = { data: { code: 200, msg: '操作成功', data: null } };
    if (config.url === '/title/reviewer/accounts')
      return {
        data: {
          code: 200,
          msg: '操作成功',
          data: {
            deptName: '评审专家委员会',
            created: [{ reviewerId: 1, reviewerName: '张建国', userName: 'ZJ000001' }],
            skipped: [
              { reviewerId: 2, reviewerName: '李四', reason: "保存用户'ZJ000002'失败，登录账号已存在" },
            ],
          },
        },
      };
    if (config.method === 'put' || config.method === 'delete' || config.method === 'post') return ok;
    if (config.url === '/system/dict/data/type/reviewer_status')
      return { data: { code: 200, msg: 'ok', data: statusDict } };
    if (config.url?.startsWith('/system/dict/data/type/'))
      return { data: { code: 200, msg: 'ok', data: [] } };
    if (config.url === '/title/reviewer/1/conflicts')
      return {
        data: {
          code: 200,
          msg: 'ok',
          data: [
            {
              conflictId: 9,
              reviewerId: 1,
              conflictType: 'unit',
              clientId: 3,
              clientName: '宏远科技',
              employeeId: null,
              personName: null,
              reason: '曾任职',
              createTime: '2026-01-02 10:00:00',
            },
          ],
        },
      };
    if (config.url === '/title/reviewer/list')
      return {
        data: {
          code: 200,
          msg: '查询成功',
          total: 2,
          rows: [reviewer(1, '张建国'), reviewer(2, '李四', '2')],
        },
      };
    return { data: { code: 200, msg: 'ok', data: [] } };
  });
}

function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter initialEntries={['/title/reviewer']}>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const P = 'title:reviewer:';
const all = ['list', 'query', 'add', 'edit', 'remove', 'export', 'import', 'changeStatus'].map((a) => P + a);
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

const rowOf = (name: string) => screen.getByText(name).closest('tr')!;

describe('reviewer page', () => {
  it('lists reviewers with their status; blacklisting asks for a reason before it is sent', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: all });
    renderPage();
    expect(await screen.findByText('张建国')).toBeTruthy();
    expect(within(rowOf('李四')).getByText('黑名单')).toBeTruthy();
    expect(screen.getByRole('button', { name: /导\s*入/ })).toBeTruthy();

    fireEvent.click(within(rowOf('张建国')).getByRole('button', { name: /状态变更/ }));
    const dialog = await screen.findByTestId('reviewer-status-form');
    const ok = () => within(dialog.closest('.ant-modal')! as HTMLElement).getByRole('button', { name: 'OK' });
    fireEvent.click(within(dialog).getByLabelText('黑名单'));
    fireEvent.click(ok());
    expect(await screen.findByText(i18n.t('reviewer.reasonRequired'))).toBeTruthy();
    expect(fake.calls.some((c) => c.url === '/title/reviewer/changeStatus')).toBe(false);

    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '收受财物' } });
    fireEvent.click(ok());
    await waitFor(() => expect(fake.calls.some((c) => c.url === '/title/reviewer/changeStatus')).toBe(true));
    const sent = fake.calls.find((c) => c.url === '/title/reviewer/changeStatus')!;
    expect(JSON.parse(String(sent.data))).toEqual({ status: '2', reason: '收受财物', reviewerId: 1 });
    expect(fb.feedback.message.success).toHaveBeenCalledWith(i18n.t('reviewer.statusOk'));
  }, 60_000);

  it('shows the conflicts of a reviewer and withdraws one after asking', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: all });
    renderPage();
    fireEvent.click(
      within(await screen.findByText('张建国').then((n) => n.closest('tr')!)).getByRole('button', {
        name: /回\s*避/,
      }),
    );
    expect(await screen.findByText('宏远科技')).toBeTruthy();
    fireEvent.click(
      within(screen.getByText('宏远科技').closest('tr')!).getByRole('button', { name: /删\s*除/ }),
    );
    await waitFor(() => expect(fb.feedback.modal.confirm).toHaveBeenCalledTimes(1));
    (fb.feedback.modal.confirm.mock.calls[0]![0] as { onOk: () => void }).onOk();
    await waitFor(() =>
      expect(fake.calls.some((c) => c.method === 'delete' && c.url === '/title/reviewer/1/conflicts/9')).toBe(
        true,
      ),
    );
  }, 60_000);

  it('exports the conflicts of a reviewer after asking, only with title:reviewer-conflict:export', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: all });
    renderPage();
    const openConflicts = async () =>
      fireEvent.click(
        within(await screen.findByText('张建国').then((n) => n.closest('tr')!)).getByRole('button', {
          name: /回\s*避/,
        }),
      );
    await openConflicts();
    const dialog = (await screen.findByText('宏远科技')).closest('.ant-modal') as HTMLElement;
    expect(within(dialog).queryByRole('button', { name: /导\s*出/ })).toBeNull();
    cleanup();

    useUserStore.setState({ permissions: [...all, 'title:reviewer-conflict:export'] });
    renderPage();
    await openConflicts();
    const withExport = (await screen.findByText('宏远科技')).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(withExport).getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(fb.feedback.modal.confirm).toHaveBeenCalledTimes(1));
    (fb.feedback.modal.confirm.mock.calls[0]![0] as { onOk: () => void }).onOk();
    await waitFor(() =>
      expect(
        fake.calls.some((c) => c.method === 'post' && c.url === '/title/reviewer/1/conflicts/export'),
      ).toBe(true),
    );
  }, 60_000);

  it('hides what the caller may not do', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: [P + 'list', P + 'query'] });
    renderPage();
    expect(await screen.findByText('张建国')).toBeTruthy();
    for (const name of [/新\s*增/, /导\s*入/, /导\s*出/, /状态变更/, /回\s*避/, /开通账号/])
      expect(screen.queryByRole('button', { name })).toBeNull();
  }, 60_000);

  it('opens accounts for every reviewer without one and shows who got which and who did not', async () => {
    const fake = serve();
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ permissions: all });
    renderPage();
    expect(
      within(await screen.findByText('张建国').then((n) => n.closest('tr')!)).getByText('未开通'),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /开通账号/ }));
    expect((await screen.findByTestId('accounts-scope')).textContent).toContain('所有在聘且尚无账号的专家');
    fireEvent.click(screen.getByRole('button', { name: /开\s*通$/ }));
    const result = await screen.findByTestId('accounts-result');
    const sent = fake.calls.find((c) => c.url === '/title/reviewer/accounts')!;
    expect(JSON.parse(String(sent.data))).toEqual({});
    expect(within(result).getByText('已开通 1 个账号，所属部门：评审专家委员会')).toBeTruthy();
    expect(within(result).getByText('ZJ000001')).toBeTruthy();
    expect(within(result).getByText("李四：保存用户'ZJ000002'失败，登录账号已存在")).toBeTruthy();
    expect(fb.feedback.message.success).toHaveBeenCalledWith('已开通 1 个账号');
  }, 60_000);
});

import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { EmployeePermission, RECORD_KINDS, RECORD_SPECS, recordPermissions } from '@zcps/contracts';
import { createQueryClient } from '../../../lib/query-client';
import { useUserStore } from '../../../stores/user-store';
import { i18n } from '../../../i18n';
import { clearDictCache } from '../../../lib/dict';
import { bindFeedback } from '../../../lib/feedback';
import { service } from '../../../lib/request';
import { fakeAdapter, fakeFeedback } from '../../../test/fake-adapter';
import { recordRows } from '../records/record-page-test-kit';
import { Page } from './index';

const originalAdapter = service.defaults.adapter;
const EDU = recordPermissions(RECORD_SPECS.education);

const employee = (employeeId: number, employeeName: string) => ({
  employeeId,
  userId: null,
  clientId: 3,
  clientName: '华信建设',
  deptId: 110,
  employeeName,
  sex: '0',
  birthDate: '1985-01-01',
  nation: null,
  politicalStatus: null,
  idCard: '110101198501010011',
  phone: '13900000000',
  email: null,
  education: '21',
  seriesId: null,
  seriesName: null,
  professionId: null,
  professionName: null,
  currentTitleId: null,
  currentTitleName: '工程师',
  currentTitleLevel: '3',
  currentTitleDate: null,
  currentTitleCertNo: null,
  hiredDate: '2015-01-01',
  workStartDate: null,
  wageLevel: null,
  employmentRelation: null,
  archiveLocation: null,
  status: '0',
  remark: null,
  createTime: '2026-01-01 10:00:00',
});

function dossier(employeeId: number) {
  const records = Object.fromEntries(RECORD_KINDS.map((k) => [k, [] as unknown[]]));
  const [draft, pending] = recordRows('education');
  records.education = [
    { ...draft, employeeId, school: '清华大学', education: '21' },
    { ...pending, employeeId, school: '北京大学', education: '14', checkRemark: '请补充学位证' },
  ];
  const [, claimed] = recordRows('reward');
  records.reward = [{ ...claimed, recordId: 31, employeeId, rewardName: '省科技进步奖' }];
  return { employee: employee(employeeId, '张三'), records, attachments: [] };
}

function serve(mine: boolean) {
  return fakeAdapter((config: InternalAxiosRequestConfig) => {
    const ok = (data: unknown) => ({ data: { code: 200, msg: 'ok', data } });
    const url = config.url ?? '';
    if (url === '/system/dict/data/type/record_check_status')
      return ok([{ dictValue: '1', dictLabel: '待审核', listClass: 'warning', cssClass: '' }]);
    if (url.startsWith('/system/dict/data/type/') || url.endsWith('/optionselect')) return ok([]);
    if (url === '/employee/info/list')
      return { data: { code: 200, msg: 'ok', total: 2, rows: [employee(1, '张三'), employee(2, '李四')] } };
    if (url === '/employee/info/mine') return ok(mine ? employee(1, '张三') : null);
    if (url === '/employee/info/1/dossier') return ok(dossier(1));
    if (url.startsWith('/employee/attachment/list'))
      return { data: { code: 200, msg: 'ok', total: 0, rows: [] } };
    if (url.startsWith('/employee/attachment/missing')) return ok([]);
    return ok(null);
  });
}

function renderPage() {
  return render(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Page />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

let fb: ReturnType<typeof fakeFeedback>;
beforeEach(() => {
  clearDictCache();
  fb = fakeFeedback();
  fb.feedback.modal.confirm.mockImplementation((opts: { onOk: () => void }) => opts.onOk());
  bindFeedback(fb.asFeedback);
  void i18n.changeLanguage('zh_CN');
});
afterEach(() => {
  service.defaults.adapter = originalAdapter;
  useUserStore.setState({ permissions: [], roles: [] });
});

describe('employee information (list, dossier, own record)', () => {
  it('opens an employee’s dossier from the list with a tab per sub-form and goes back', async () => {
    const fake = serve(false);
    service.defaults.adapter = fake.adapter;
    const info = Object.values(EmployeePermission);
    useUserStore.setState({
      roles: ['company'],
      permissions: [...info, EDU.LIST, EDU.ADD, EDU.EDIT, EDU.SUBMIT],
    });
    renderPage();
    expect(await screen.findByText('李四')).toBeTruthy();
    fireEvent.click(within(screen.getByText('张三').closest('tr')!).getByRole('button', { name: /档\s*案/ }));
    expect(await screen.findByTestId('dossier-view')).toBeTruthy();
    expect(screen.getByText('人员档案：张三')).toBeTruthy();
    expect(screen.getByRole('button', { name: /检查申报资格/ })).toBeTruthy();
    for (const tab of ['学历学位 (2)', '任职经历 (0)', '党团信息 (0)', '附件材料 (0)'])
      expect(screen.getByText(tab)).toBeTruthy();
    expect(screen.queryByText('岗位等级 (0)')).toBeNull();
    const tab = screen.getByTestId('dossier-tab-education');
    expect(within(tab).getByText('请补充学位证')).toBeTruthy();
    const draftRow = within(tab).getByText('清华大学').closest('tr')!;
    fireEvent.click(within(draftRow).getByRole('button', { name: /提交审核/ }));
    await waitFor(() => expect(fake.calls.some((c) => c.url === '/employee/education/submit')).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: /返回列表/ }));
    expect(await screen.findByText('李四')).toBeTruthy();
  }, 60_000);

  it('lets the office list only the people with records awaiting review', async () => {
    const fake = serve(false);
    service.defaults.adapter = fake.adapter;
    useUserStore.setState({ roles: ['office'], permissions: [EmployeePermission.LIST, EDU.CHECK] });
    renderPage();
    await screen.findByText('李四');
    fireEvent.mouseDown(screen.getByLabelText('资料审核'));
    fireEvent.click(await screen.findByTitle('有待审核的资料'));
    fireEvent.click(screen.getByRole('button', { name: /搜\s*索/ }));
    await waitFor(() =>
      expect(fake.calls.some((c) => c.url === '/employee/info/list' && c.params?.pendingCheck === '1')).toBe(
        true,
      ),
    );
  }, 60_000);

  it('opens the office on everything pending of the person, every kind on one page, to approve or return', async () => {
    const fake = serve(false);
    service.defaults.adapter = fake.adapter;
    const REWARD = recordPermissions(RECORD_SPECS.reward);
    useUserStore.setState({
      roles: ['office'],
      permissions: [EmployeePermission.LIST, EmployeePermission.QUERY, EDU.CHECK, REWARD.CHECK],
    });
    renderPage();
    fireEvent.click(await screen.findByText('张三'));
    const pending = await screen.findByTestId('dossier-pending');
    expect(within(pending).getByText('学历学位 (1)')).toBeTruthy();
    expect(within(pending).getByText('奖励情况 (1)')).toBeTruthy();
    expect(within(pending).queryByText('清华大学')).toBeNull();
    expect(within(pending).queryByRole('button', { name: /新\s*增/ })).toBeNull();
    const verdict = async (text: string, label: string, url: string) => {
      const row = within(pending).getByText(text).closest('tr')!;
      fireEvent.click(
        within(row).getByRole('button', { name: new RegExp(`(^|\\s)${[...label].join('\\s*')}$`) }),
      );
      // Each kind has its own check dialog: the one asking carries the verdict in its title.
      const open = (await screen.findByText(`审核：${label}`)).closest<HTMLElement>('.ant-modal')!;
      if (label === '退回')
        fireEvent.change(within(open).getByRole('textbox'), { target: { value: '获奖证书不清晰' } });
      fireEvent.click(within(open).getByRole('button', { name: /确\s*定|OK/ }));
      await waitFor(() => expect(fake.calls.some((c) => c.url === url)).toBe(true));
      return JSON.parse(String(fake.calls.find((c) => c.url === url)!.data));
    };
    expect(await verdict('北京大学', '通过', '/employee/education/check')).toEqual({
      recordIds: [12],
      action: 'approve',
    });
    expect(await verdict('省科技进步奖', '退回', '/employee/reward/check')).toMatchObject({
      recordIds: [31],
      action: 'return',
      checkRemark: '获奖证书不清晰',
    });
  }, 60_000);

  it('shows a staff member their own dossier directly, or the way to create it', async () => {
    const staffPerms = [EmployeePermission.LIST, EmployeePermission.QUERY, EmployeePermission.ADD];
    service.defaults.adapter = serve(false).adapter;
    useUserStore.setState({ roles: ['staff'], permissions: staffPerms });
    const first = renderPage();
    expect(await screen.findByText('您还没有人员信息，请先填写')).toBeTruthy();
    expect(screen.getByRole('button', { name: /填写我的人员信息/ })).toBeTruthy();
    first.unmount();

    const fake = serve(true);
    service.defaults.adapter = fake.adapter;
    renderPage();
    expect(await screen.findByText('人员档案：张三')).toBeTruthy();
    expect(fake.calls.some((c) => c.url === '/employee/info/list')).toBe(false);
    expect(screen.queryByRole('button', { name: /返回列表/ })).toBeNull();
  }, 60_000);
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReviewApprovalPermission as P, type DefenseSessionDetail } from '@zcps/contracts';
import { renderPage, serve, setup, teardown } from './test-kit';
import { Page } from './index';

const session = {
  sessionId: 5,
  activityId: 7,
  teamId: 3,
  teamName: '机械组',
  place: '第一会议室',
  startTime: '2026-12-01 09:00:00',
  remark: null,
  slotCount: 2,
  presentCount: 1,
  absentCount: 0,
};
const detail: DefenseSessionDetail = {
  session,
  rows: [
    {
      declarationId: 11,
      orderNum: 1,
      applicantName: '张三',
      unitName: '华信',
      checkin: 'present',
      defenseStatus: '2',
      stage: 'defense',
      approvalStatus: '4',
      version: 1,
      scores: [
        { reviewerId: 1, reviewerName: '王专家', score: 80 },
        { reviewerId: 2, reviewerName: '赵专家', score: 91 },
      ],
      score100: 8550,
    },
    {
      declarationId: 12,
      orderNum: 2,
      applicantName: '李四',
      unitName: '华信',
      checkin: null,
      defenseStatus: '1',
      stage: 'defense',
      approvalStatus: '4',
      version: 1,
      scores: [],
      score100: null,
    },
  ],
};
const sheet = {
  sessionId: 5,
  reviewerId: 1,
  reviewerName: '王专家',
  editable: true,
  rows: [
    { declarationId: 11, orderNum: 1, applicantName: '张三', checkin: 'present', score: 80 },
    { declarationId: 12, orderNum: 2, applicantName: '李四', checkin: null, score: null },
  ],
};
const routes = {
  'get /title/review-approval/defense/sessions': () => [session],
  'get /title/review-approval/defense/session/5': () => detail,
  'get /title/review-approval/defense/session/5/sheet': () => sheet,
};

afterEach(teardown);

describe('defense page', () => {
  it('shows a session’s results with every score and lets the office check applicants in', async () => {
    setup([P.DEFENSE, P.ARRANGE, P.CHECKIN, P.EXPORT, P.RETURN]);
    const fake = serve(routes);
    renderPage(<Page />);
    fireEvent.click(await screen.findByText('第一会议室'));
    const first = (await screen.findByText('张三')).closest('tr')!;
    expect(within(first).getByText('85.50')).toBeTruthy();
    expect(within(first).getByText('91')).toBeTruthy();
    expect(within(first).getByRole('button', { name: /退\s*回/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: '安排申报人' })).toBeTruthy();
    // a session with applicants cannot be deleted
    expect((screen.getByRole('button', { name: /删\s*除/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByRole('button', { name: /导\s*出/ })).toBeTruthy();
    // no scoring permission: no sheet
    expect(screen.queryByText(/我的评分表/)).toBeNull();
    const select = within(screen.getByText('李四').closest('tr')!).getByLabelText('签到 李四');
    fireEvent.mouseDown(select);
    fireEvent.click((await screen.findAllByText('出席')).at(-1)!);
    await waitFor(() => {
      const call = fake.calls.find((c) => c.method === 'put' && c.url?.endsWith('/checkin'));
      expect(JSON.parse(call!.data as string)).toEqual({ declarationId: 12, checkin: 'present' });
    });
  }, 60_000);

  it('counts the newly arranged applicant in the sessions list (已安排) as soon as the arrangement is saved', async () => {
    setup([P.DEFENSE, P.ARRANGE]);
    let arranged = [11, 12];
    const fake = serve({
      ...routes,
      'get /title/review-approval/defense/sessions': () => [{ ...session, slotCount: arranged.length }],
      'get /title/review-approval/defense/session/5/candidates': () => [
        {
          declarationId: 13,
          applicantName: '王五',
          unitName: '设计院',
          professionName: null,
          defenseStatus: '0',
          version: 1,
        },
      ],
      'put /title/review-approval/defense/session/5/slots': (config) => {
        arranged = (JSON.parse(config.data as string) as { declarationIds: number[] }).declarationIds;
        return null;
      },
    });
    renderPage(<Page />);
    const sessionRow = (await screen.findByText('第一会议室')).closest('tr')!;
    const table = sessionRow.closest('table')!;
    const column = [...table.querySelectorAll('thead th')].findIndex((th) => th.textContent === '已安排');
    const arrangedCell = () => sessionRow.querySelectorAll('td')[column]!.textContent;
    expect(arrangedCell()).toBe('2');
    fireEvent.click(sessionRow);
    await screen.findByText('张三');
    fireEvent.click(await screen.findByRole('button', { name: '安排申报人' }));
    const box = (await screen.findByText('安排申报人（按选择顺序排序）')).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.mouseDown(within(box).getByLabelText('安排申报人'));
    fireEvent.click(await screen.findByText('王五（设计院）'));
    fireEvent.click(within(box).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'put')).toBe(true));
    expect(arranged).toEqual([11, 12, 13]);
    await waitFor(() => expect(arrangedCell()).toBe('3'));
  }, 60_000);

  it('gives a reviewer their own sheet: only the present can be scored', async () => {
    setup([P.DEFENSE, P.SCORE]);
    const fake = serve(routes);
    renderPage(<Page />);
    fireEvent.click(await screen.findByText('第一会议室'));
    expect(await screen.findByText('我的评分表（王专家）')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '安排申报人' })).toBeNull();
    expect(screen.queryByRole('button', { name: /退\s*回/ })).toBeNull();
    const absent = screen.getByLabelText('评分 李四') as HTMLInputElement;
    expect(absent.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('评分 张三'), { target: { value: '88' } });
    fireEvent.click(screen.getByRole('button', { name: '保存评分' }));
    await waitFor(() => {
      const call = fake.calls.find(
        (c) => c.method === 'put' && c.url === '/title/review-approval/defense/score',
      );
      expect(JSON.parse(call!.data as string)).toEqual({
        sessionId: 5,
        scores: [{ declarationId: 11, score: 88 }],
      });
    });
  }, 60_000);

  it('says the new session is saved', async () => {
    const fb = setup([P.DEFENSE, P.ARRANGE]);
    const fake = serve({
      ...routes,
      'get /title/review-approval/group-review/progress': () => [
        { teamId: 3, teamName: '机械组', declarations: 2, required: 0, rated: 0, complete: 0 },
      ],
      'post /title/review-approval/defense/session': () => ({ sessionId: 5 }),
    });
    renderPage(<Page />);
    await screen.findByText('第一会议室');
    fireEvent.click(screen.getByRole('button', { name: /新增场次/ }));
    const dialog = (await screen.findByText('新增场次', { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.mouseDown(within(dialog).getByLabelText('评审组'));
    fireEvent.click((await screen.findAllByTitle('机械组')).at(-1)!);
    fireEvent.change(within(dialog).getByLabelText('答辩地点'), { target: { value: '第二会议室' } });
    const start = within(dialog).getByLabelText('开始时间');
    fireEvent.mouseDown(start);
    fireEvent.change(start, { target: { value: '2026-12-02 09:30' } });
    fireEvent.keyDown(start, { key: 'Enter' });
    fireEvent.click(within(dialog).getByRole('button', { name: /OK|确\s*定/ }));
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'post')).toBe(true));
    expect(JSON.parse(fake.calls.find((c) => c.method === 'post')!.data as string)).toMatchObject({
      activityId: 7,
      teamId: 3,
      place: '第二会议室',
      startTime: '2026-12-02 09:30:00',
    });
    await waitFor(() => expect(fb.feedback.message.success).toHaveBeenCalledWith('保存成功'));
  }, 60_000);
});

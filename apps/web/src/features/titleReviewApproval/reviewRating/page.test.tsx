import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ReviewApprovalPermission as P, type AssignedDeclarationVo } from '@zcps/contracts';
import { renderPage, serve, setup, teardown } from '../defense/test-kit';
import { Page } from './index';

const row = (declarationId: number, applicantName: string, stage: string): AssignedDeclarationVo => ({
  declarationId,
  activityId: 7,
  activityName: '2026 年度工程系列高级职称评审',
  employeeId: 100 + declarationId,
  applicantName,
  unitName: '华信建设集团',
  titleName: '高级工程师',
  titleLevel: '2',
  declareType: '1',
  stage,
  approvalStatus: '4',
  teamName: '机械组',
  myRating: null,
  myOpinion: null,
  myScore: null,
});

const dossier = {
  declaration: row(1, '张三', 'group_review'),
  dossier: {
    employee: { employeeId: 101, employeeName: '张三', idCard: '110101********1234' },
    records: Object.fromEntries(
      [
        'education',
        'officePost',
        'dutyAchievement',
        'yearlyAchievement',
        'academicWorks',
        'reward',
        'punishment',
        'training',
        'partyInfo',
        'wageLevel',
        'jobQualification',
      ].map((k) => [k, []]),
    ),
    attachments: [{ recordId: 1, typeName: '学历证书', fileName: 'diploma.pdf' }],
  },
};

afterEach(teardown);

describe('review rating page (the reviewer’s workbench)', () => {
  it('shows my task counts, my assigned declarations and one dossier read-only', async () => {
    setup([P.RATING, P.RATE]);
    serve(
      {
        'get /title/review-approval/rating/tasks': () => ({ ratings: 2, scores: 1, ballots: 3, dossiers: 4 }),
        'get /title/review-approval/rating/dossier/1': () => dossier,
      },
      {
        'get /title/review-approval/rating/assigned': () => [
          row(1, '张三', 'group_review'),
          row(2, '李四', 'defense'),
        ],
      },
    );
    renderPage(<Page />);
    await waitFor(() => expect(within(screen.getByTestId('task-ratings')).getByText('2')).toBeTruthy());
    expect(within(screen.getByTestId('task-ballots')).getByText('3')).toBeTruthy();
    const first = (await screen.findByText('张三')).closest('tr')!;
    // the rate button shows for a declaration in group review only
    expect(within(first).getByRole('button', { name: /评\s*分/ })).toBeTruthy();
    expect(
      within(screen.getByText('李四').closest('tr')!).queryByRole('button', { name: /评\s*分/ }),
    ).toBeNull();
    fireEvent.click(within(first).getByRole('button', { name: '查看材料' }));
    const drawer = await screen.findByTestId('assigned-dossier');
    expect(within(drawer).getByText('110101********1234')).toBeTruthy();
    expect(await within(drawer).findByText('附件 (1)')).toBeTruthy();
  }, 60_000);

  it('hides the rate button without the rate permission', async () => {
    setup([P.RATING]);
    serve(
      {
        'get /title/review-approval/rating/tasks': () => ({ ratings: 0, scores: 0, ballots: 0, dossiers: 1 }),
      },
      { 'get /title/review-approval/rating/assigned': () => [row(1, '张三', 'group_review')] },
    );
    renderPage(<Page />);
    const first = (await screen.findByText('张三')).closest('tr')!;
    expect(within(first).queryByRole('button', { name: /评\s*分/ })).toBeNull();
  }, 60_000);
});

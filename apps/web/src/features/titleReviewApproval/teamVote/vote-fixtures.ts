import type { MeetingDetail, MeetingVo, TallySheet } from '@zcps/contracts';

/** A meeting as the vote list answers it (page tests). */
export const meeting = (meetingId: number, status: string, kind = 'team'): MeetingVo => ({
  meetingId,
  activityId: 1,
  activityName: '2026 年度工程系列高级职称评审',
  teamId: 3,
  teamName: kind === 'team' ? '土建学科组' : '评委会',
  kind,
  roundNo: 1,
  memberCount: 5,
  presentCount: 4,
  declarationCount: 2,
  status,
  quorumMet: status === '1' ? true : null,
  openTime: '2026-11-20 09:00:00',
  closeTime: null,
});

export const detail = (meetingId: number): MeetingDetail => ({
  ...meeting(meetingId, '0'),
  present: [],
  agenda: [
    {
      declarationId: 11,
      applicantName: '张工',
      unitName: '华信',
      titleName: '高级工程师',
      titleLevel: '2',
      stage: 'team_vote',
      approvalStatus: '4',
      ballotsCast: 2,
    },
    {
      declarationId: 12,
      applicantName: '李工',
      unitName: '华信',
      titleName: '高级工程师',
      titleLevel: '2',
      stage: 'team_vote',
      approvalStatus: '4',
      ballotsCast: 1,
    },
    {
      declarationId: 13,
      applicantName: '王工',
      unitName: '专家单位',
      titleName: '高级工程师',
      titleLevel: '2',
      stage: 'team_vote',
      approvalStatus: '4',
      ballotsCast: 3,
    },
  ],
  me: {
    reviewerId: 7,
    present: true,
    votedIds: [],
    recusals: [{ declarationId: 13, reason: '与申报人同一单位' }],
  },
});

export const sheet = (meetingId: number): TallySheet => ({
  meeting: meeting(meetingId, '1'),
  passRule: { num: 2, den: 3 },
  quorumRule: null,
  rows: [
    {
      declarationId: 11,
      applicantName: '张工',
      unitName: '华信',
      titleName: '高级工程师',
      memberCount: 5,
      presentCount: 4,
      agree: 3,
      oppose: 1,
      abstain: 0,
      blank: 0,
      quorumMet: true,
      passed: true,
    },
  ],
  passed: 1,
  failed: 0,
});

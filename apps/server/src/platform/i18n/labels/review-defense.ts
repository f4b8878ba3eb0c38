import type { Language } from '@zcps/contracts';

/** Request fields of the defense, group review and workbench screens; spread into `fieldLabels`. */
export const reviewDefenseFieldLabels: Record<string, Record<Language, string>> = {
  activityId: { zh_CN: '评审活动', en_US: 'Review activity' },
  teamId: { zh_CN: '评审组', en_US: 'Team' },
  sessionId: { zh_CN: '答辩场次', en_US: 'Defense session' },
  place: { zh_CN: '答辩地点', en_US: 'Place' },
  startTime: { zh_CN: '开始时间', en_US: 'Start time' },
  declarationId: { zh_CN: '申报编号', en_US: 'Declaration id' },
  declarationIds: { zh_CN: '申报编号', en_US: 'Declaration ids' },
  checkin: { zh_CN: '签到状态', en_US: 'Check-in' },
  scores: { zh_CN: '评分', en_US: 'Scores' },
  score: { zh_CN: '答辩成绩（0–100 的整数）', en_US: 'Score (a whole number 0–100)' },
  rating: { zh_CN: '评议等级', en_US: 'Rating' },
  applicantName: { zh_CN: '申报人', en_US: 'Applicant' },
};

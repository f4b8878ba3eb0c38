import type { MenuSeed } from '../types.js';
import { dir, hiddenPage, page } from './menu-builders.js';
import type { ButtonSpec } from './menu-builders.js';

/**
 * 职称评审 (pages 250..299). Every permission is `title:review-approval:<x>`: the page carries the stage
 * (`prepare`, `team-vote`, …) and its buttons the verbs (`query`, `vote`, `tally`, …), so a reviewer can be
 * given `vote` without `tally`. `title:review-approval:query` also opens the hidden /titleReviewApproval/index.
 */
export const REVIEW_DIR = 21;
const PREFIX = 'title:review-approval';

export const ReviewPage = {
  PREPARE: 250,
  DEFENSE: 251,
  GROUP_REVIEW: 252,
  TEAM_VOTE: 253,
  COMMITTEE_VOTE: 254,
  FINAL_APPROVAL: 255,
  RETURN: 256,
  FINAL: 257,
  ASSIGNMENT_DETAIL: 258,
  ASSIGNMENT_BEGIN: 259,
  ASSIGNMENT_FINISH: 260,
  DEFENSE_BEGIN: 261,
  DEFENSE_FINISH: 262,
  REVIEW_DETAIL: 263,
  REVIEW_RATING: 264,
  REVIEW_RESULT: 265,
  INDEX: 266,
} as const;

function stage(
  menuId: number,
  orderNum: number,
  path: string,
  view: string,
  stageKey: string,
  zh: string,
  en: string,
  icon: string,
  buttons: ButtonSpec[],
): MenuSeed[] {
  return page({
    menuId,
    parentId: REVIEW_DIR,
    orderNum,
    path,
    component: `titleReviewApproval/${view}/index`,
    prefix: PREFIX,
    perms: `${PREFIX}:${stageKey}`,
    zh,
    en,
    icon,
    buttons,
  });
}

export const reviewMenus: MenuSeed[] = [
  dir(REVIEW_DIR, 0, 3, 'titleReviewApproval', '职称评审', 'Title review', 'rate'),
  ...stage(ReviewPage.PREPARE, 1, 'prepare', 'prepare', 'prepare', '资格审查', 'Eligibility check', 'clipboard', [
    'query',
    'check',
    'return',
    'reject',
    'export',
  ]),
  ...stage(
    ReviewPage.ASSIGNMENT_BEGIN,
    2,
    'assignment-begin',
    'assignmentBegin',
    'assignment-begin',
    '开始分配',
    'Begin assignment',
    'guide',
    ['query', 'begin-assignment'],
  ),
  ...stage(
    ReviewPage.ASSIGNMENT_DETAIL,
    3,
    'assignment-detail',
    'assignmentDetail',
    'assignment',
    '分配明细',
    'Assignment detail',
    'list',
    ['query', 'assign', 'redraw', 'export'],
  ),
  ...stage(
    ReviewPage.ASSIGNMENT_FINISH,
    4,
    'assignment-finish',
    'assignmentFinish',
    'assignment-finish',
    '完成分配',
    'Finish assignment',
    'checkbox',
    ['query', 'finish-assignment'],
  ),
  ...stage(ReviewPage.DEFENSE_BEGIN, 5, 'defense-begin', 'defenseBegin', 'defense-begin', '开始答辩', 'Begin defense', 'time', [
    'query',
    'begin-defense',
  ]),
  ...stage(ReviewPage.DEFENSE, 6, 'defense', 'defense', 'defense', '答辩管理', 'Defense', 'people', [
    'query',
    'arrange',
    'checkin',
    'score',
    'return',
    'export',
  ]),
  ...stage(
    ReviewPage.DEFENSE_FINISH,
    7,
    'defense-finish',
    'defenseFinish',
    'defense-finish',
    '结束答辩',
    'Finish defense',
    'lock',
    ['query', 'finish-defense'],
  ),
  ...stage(
    ReviewPage.GROUP_REVIEW,
    8,
    'group-review',
    'groupReview',
    'group-review',
    '学科组评议',
    'Group review',
    'peoples',
    ['query', 'opinion', 'close-review', 'return', 'export'],
  ),
  ...stage(ReviewPage.TEAM_VOTE, 9, 'team-vote', 'teamVote', 'team-vote', '评审组投票', 'Team votes', 'checkbox', [
    'query',
    'vote',
    'tally',
    'return',
    'export',
  ]),
  ...stage(
    ReviewPage.COMMITTEE_VOTE,
    10,
    'committee-vote',
    'committeeVote',
    'committee-vote',
    '评委会表决',
    'Committee votes',
    'star',
    ['query', 'vote', 'tally', 'new-round', 'return', 'export'],
  ),
  ...stage(
    ReviewPage.FINAL_APPROVAL,
    11,
    'final-approval',
    'finalApproval',
    'final-approval',
    '终审',
    'Final approval',
    'validCode',
    ['query', 'publicize', 'confirm', 'reject', 'return', 'export'],
  ),
  ...stage(ReviewPage.RETURN, 12, 'return', 'return', 'return', '退回管理', 'Returned', 'exit-fullscreen', [
    'query',
    'return',
    'export',
  ]),
  ...stage(ReviewPage.FINAL, 13, 'final', 'final', 'final', '终审归档', 'Finalised', 'zip', [
    'query',
    'revoke',
    'certificate',
    'export',
  ]),
  ...stage(ReviewPage.REVIEW_RATING, 14, 'review-rating', 'reviewRating', 'rating', '评审打分', 'Review rating', 'rate', [
    'query',
    'rate',
    'export',
  ]),
  ...stage(ReviewPage.REVIEW_DETAIL, 15, 'review-detail', 'reviewDetail', 'detail', '评审详情', 'Review detail', 'eye-open', [
    'query',
    'export',
  ]),
  ...stage(ReviewPage.REVIEW_RESULT, 16, 'review-result', 'reviewResult', 'result', '评审结果', 'Review results', 'chart', [
    'query',
    'publish',
    'export',
  ]),
  hiddenPage(ReviewPage.INDEX, REVIEW_DIR, 90, 'index', 'title/review-approval/index', `${PREFIX}:query`, '职称评审', 'Title review'),
];

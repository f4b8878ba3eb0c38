import type { Language } from '@zcps/contracts';

/** Server messages of reviewers, their conflicts of interest and reviewer pools. Spread into `messages` (../messages.ts). */
export const titleReviewerMessages = {
  'reviewer.notFound': { zh_CN: '评审专家不存在或无权访问', en_US: 'No such reviewer, or not yours to see' },
  'reviewer.allHaveAccounts': {
    zh_CN: '没有需要开通账号的评审专家：所选专家均已有账号或未在聘',
    en_US: 'No reviewer needs an account: those chosen have one already or are not active',
  },
  'reviewer.accountsDeptUnknown': {
    zh_CN: '请指定账号所属部门：本租户还没有可参照的专家账号',
    en_US: 'Name the accounts’ department: no expert of this tenant has an account to follow yet',
  },
  'reviewer.linkedMeanwhile': {
    zh_CN: '该专家已由他人关联账号',
    en_US: 'Someone linked this reviewer to an account meanwhile',
  },
  'reviewer.noProfile': {
    zh_CN: '当前账号未关联评审专家信息',
    en_US: 'Your account is not linked to a reviewer profile',
  },
  'reviewer.idCardTaken': {
    zh_CN: "身份证号已被评审专家'{reviewerName}'使用",
    en_US: "The identity number is already used by reviewer '{reviewerName}'",
  },
  'reviewer.userTaken': {
    zh_CN: "该账号已关联评审专家'{reviewerName}'",
    en_US: "The account is already linked to reviewer '{reviewerName}'",
  },
  'reviewer.userNotFound': { zh_CN: '关联账号不存在', en_US: 'No such account to link' },
  'reviewerConflict.seated': {
    zh_CN: '回避关系已添加，但该专家正在评审：{seats}，请调整评审组成员或申报分组',
    en_US:
      'Conflict added, but the reviewer already judges: {seats}. Change the team or move the declaration',
  },
  'reviewer.userNotReviewer': {
    zh_CN: '关联账号须拥有评审专家角色',
    en_US: 'The linked account must hold the reviewer role',
  },
  'reviewer.linkLocked': {
    zh_CN: "该专家在进行中的活动'{activityName}'的'{teamName}'任职，不能更改关联账号",
    en_US:
      "The reviewer sits on '{teamName}' of the running activity '{activityName}': the linked account cannot change",
  },
  'reviewer.seriesNotFound': { zh_CN: '职称系列不存在：{value}', en_US: 'No such title series: {value}' },
  'reviewer.professionMismatch': {
    zh_CN: '专业不存在或不属于所选职称系列：{value}',
    en_US: 'No such profession in the chosen series: {value}',
  },
  'reviewer.clientNotFound': {
    zh_CN: '委托单位不存在：{clientId}',
    en_US: 'No such entrusted unit: {clientId}',
  },
  'reviewer.employeeNotFound': { zh_CN: '人员不存在：{employeeId}', en_US: 'No such employee: {employeeId}' },
  'reviewer.ownStatus': {
    zh_CN: '不能修改本人的评审专家状态',
    en_US: 'You cannot change the status of your own reviewer profile',
  },
  'reviewer.inPool': {
    zh_CN: "评审专家'{reviewerName}'仍在专家库中，请先移出后再删除",
    en_US: "Reviewer '{reviewerName}' is still a pool member; remove them from the pool first",
  },
  'reviewer.importEmpty': {
    zh_CN: '导入文件中没有评审专家数据',
    en_US: 'The import file holds no reviewers',
  },
  'reviewer.importTooMany': {
    zh_CN: '单次最多导入 {max} 条评审专家数据',
    en_US: 'At most {max} reviewers can be imported at once',
  },
  'reviewer.importBadHeader': {
    zh_CN: '导入文件的表头不符合模板（缺少“专家姓名”列），请先下载模板',
    en_US:
      'The import file does not follow the template (no "Reviewer name" column); download the template first',
  },
  'reviewer.importExists': {
    zh_CN: '身份证号已存在（未勾选更新已存在数据）',
    en_US: 'The identity number already exists (updating existing reviewers was not chosen)',
  },
  'reviewer.importSummary': {
    zh_CN: '导入完成：新增 {created} 条，更新 {updated} 条，失败 {failed} 条',
    en_US: 'Import finished: {created} created, {updated} updated, {failed} failed',
  },
  'pool.notFound': { zh_CN: '专家库不存在', en_US: 'No such reviewer pool' },
  'pool.orgNotFound': { zh_CN: '评审组织不存在：{orgId}', en_US: 'No such organization: {orgId}' },
  'pool.memberExists': {
    zh_CN: "评审专家'{reviewerName}'已在该专家库中",
    en_US: "Reviewer '{reviewerName}' is already a member of this pool",
  },
  'pool.memberInactive': {
    zh_CN: "评审专家'{reviewerName}'不是在库状态，不能加入专家库",
    en_US: "Reviewer '{reviewerName}' is not active and cannot join a pool",
  },
  'pool.memberLevel': {
    zh_CN: "评审专家'{reviewerName}'的职称级别低于专家库的评审级别",
    en_US: "Reviewer '{reviewerName}' holds a title below the pool's level",
  },
  'pool.memberTerm': {
    zh_CN: '成员任期须在加入日期与专家库任期结束日期（{termEnd}）之间',
    en_US: "A member's term must end between the join date and the end of the pool's term ({termEnd})",
  },
} as const satisfies Record<string, Record<Language, string>>;

import type { Language } from '@zcps/contracts';

/** Server messages of system administration: users. Spread into `messages` (../messages.ts). */
export const systemUserMessages = {
  'user.notFound': { zh_CN: '用户不存在或无权访问：{id}', en_US: 'No such user, or not yours to see: {id}' },
  'user.nameTaken': {
    zh_CN: "保存用户'{userName}'失败，登录账号已存在",
    en_US: "Saving user '{userName}' failed: the user name already exists",
  },
  'user.phoneTaken': {
    zh_CN: "保存用户'{userName}'失败，手机号码已存在",
    en_US: "Saving user '{userName}' failed: the mobile number already exists",
  },
  'user.emailTaken': {
    zh_CN: "保存用户'{userName}'失败，邮箱账号已存在",
    en_US: "Saving user '{userName}' failed: the email already exists",
  },
  'user.deptInvalid': { zh_CN: '部门不存在或已停用：{deptId}', en_US: 'No such active department: {deptId}' },
  'user.roleInvalid': { zh_CN: '角色不可分配：{ids}', en_US: 'These roles cannot be assigned: {ids}' },
  'user.roleKeyMissing': {
    zh_CN: '角色“{roleKey}”不存在或已停用',
    en_US: 'The role "{roleKey}" does not exist or is disabled',
  },
  'user.postInvalid': { zh_CN: '岗位不可分配：{ids}', en_US: 'These posts cannot be assigned: {ids}' },
  'user.superAdminProtected': {
    zh_CN: '不允许操作超级管理员用户',
    en_US: 'The super administrator cannot be changed here',
  },
  'user.quotaReached': {
    zh_CN: '当前租户下用户名额不足（上限 {limit}），请联系管理员',
    en_US: 'The tenant has reached its limit of {limit} user accounts; contact the administrator',
  },
  'user.deleteSelf': { zh_CN: '当前用户不能删除', en_US: 'You cannot delete your own account' },
  'user.disableSelf': { zh_CN: '不能停用当前用户', en_US: 'You cannot disable your own account' },
  'user.importEmpty': { zh_CN: '导入文件中没有用户数据', en_US: 'The import file holds no users' },
  'user.importNotXlsx': {
    zh_CN: '导入文件不是有效的 xlsx 表格',
    en_US: 'The import file is not a valid xlsx workbook',
  },
  'user.importTooMany': {
    zh_CN: '单次最多导入 {max} 条用户数据',
    en_US: 'At most {max} users can be imported at once',
  },
  'user.importBadHeader': {
    zh_CN: '导入文件的表头不符合模板（缺少“登录名称”列），请先下载模板',
    en_US:
      'The import file does not follow the template (no "User name" column); download the template first',
  },
  'user.initPasswordMissing': {
    zh_CN: '未配置用户初始密码（sys.user.initPassword）',
    en_US: 'No initial user password is configured (sys.user.initPassword)',
  },
  'user.importExists': {
    zh_CN: '登录账号已存在（未勾选更新已存在数据）',
    en_US: 'The user name already exists (updating existing users was not chosen)',
  },
  'user.importSummary': {
    zh_CN: '导入完成：新增 {created} 条，更新 {updated} 条，失败 {failed} 条',
    en_US: 'Import finished: {created} created, {updated} updated, {failed} failed',
  },
} as const satisfies Record<string, Record<Language, string>>;

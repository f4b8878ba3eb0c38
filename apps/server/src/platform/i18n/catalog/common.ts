import type { Language } from './common/constants.js';
import { deptPostMessages } from './messages-dept.js';
import { dictConfigMessages } from './messages-dict.js';
import { roleMessages } from './messages-role.js';
import { userMessages } from './messages-user.js';
import { menuNoticeMessages } from './messages-menu.js';
import { clientOssMessages } from './messages-client.js';
import { oauthMessages } from './messages-oauth.js';
import { tenantMessages } from './messages-tenant.js';
import { titleCatalogMessages } from './messages-title-catalog.js';
import { attachmentMessages } from './messages-attachment.js';
import { reviewerMessages } from './messages-reviewer.js';
import { titleOrgMessages } from './messages-title-org.js';
import { authAccountMessages } from './messages-auth-account.js';
import { employeeMessages } from './messages-employee.js';
import { authSocialMessages } from './messages-auth-social.js';
import { reviewMessages } from './messages-review.js';
import { reviewActivityMessages } from './messages-review-activity.js';
import { reviewTeamMessages } from './messages-review-team.js';
import { reviewVoteMessages } from './messages-review-vote.js';
import { reviewDefenseMessages } from './messages-review-defense.js';

/**
 * Server messages in both languages; `{0}`, `{1}` are positional arguments.
 * Keys are stable identifiers; the console may show them too.
 */
export const messages = {
  ok: { zh_CN: '操作成功', en_US: 'Operation succeeded' },
  'query.ok': { zh_CN: '查询成功', en_US: 'Query succeeded' },
  fail: { zh_CN: '操作失败', en_US: 'Operation failed' },
  'error.unknown': {
    zh_CN: '系统未知错误，请反馈给管理员',
    en_US: 'Unknown system error, please report it to the administrator',
  },
  'error.notFound': { zh_CN: '请求地址不存在：{0}', en_US: 'No such resource: {0}' },
  'error.method': { zh_CN: '不支持的请求方法：{0}', en_US: 'Request method not supported: {0}' },
  'error.bodyTooLarge': { zh_CN: '请求体过大', en_US: 'Request body too large' },
  'error.unsupportedMedia': { zh_CN: '不支持的内容类型', en_US: 'Unsupported content type' },
  'error.badJson': { zh_CN: '请求体不是有效的 JSON', en_US: 'The request body is not valid JSON' },
  'error.rateLimited': {
    zh_CN: '访问过于频繁，请稍候再试',
    en_US: 'Too many requests, please try again later',
  },
  'error.database': {
    zh_CN: '数据库操作异常，请联系管理员',
    en_US: 'Database error, please contact the administrator',
  },
  'auth.unauthorized': {
    zh_CN: '认证失败，无法访问系统资源',
    en_US: 'Authentication failed, system resources cannot be accessed',
  },
  'auth.forbidden': {
    zh_CN: '没有访问权限，请联系管理员授权',
    en_US: 'No permission to access, please contact the administrator',
  },
  'auth.clientMismatch': { zh_CN: '客户端ID与Token不匹配', en_US: 'The client id does not match the token' },
  'auth.encryptRequired': {
    zh_CN: '该接口要求加密请求，没有访问权限',
    en_US: 'This endpoint requires an encrypted request body',
  },
  'auth.decryptFailed': {
    zh_CN: '请求解密失败，请刷新页面后重试',
    en_US: 'The request could not be decrypted; reload the page and try again',
  },
  'auth.clientInvalid': { zh_CN: '认证权限类型错误', en_US: 'Invalid client or grant type' },
  'auth.clientDisabled': { zh_CN: '认证权限类型已禁用', en_US: 'This client is disabled' },
  'auth.grantTypeInvalid': { zh_CN: '授权类型不正确!', en_US: 'Unsupported grant type!' },
  'auth.tenantRequired': { zh_CN: '租户编号不能为空', en_US: 'The tenant id is required' },
  'auth.tenantNotFound': {
    zh_CN: '对不起, 您的租户不存在，请联系管理员',
    en_US: 'Sorry, your tenant does not exist; please contact the administrator',
  },
  'auth.tenantDisabled': {
    zh_CN: '对不起，您的租户已禁用，请联系管理员',
    en_US: 'Sorry, your tenant is disabled; please contact the administrator',
  },
  'auth.tenantExpired': {
    zh_CN: '对不起，您的租户已过期，请联系管理员',
    en_US: 'Sorry, your tenant has expired; please contact the administrator',
  },
  'auth.captchaExpired': { zh_CN: '验证码已失效', en_US: 'The captcha has expired' },
  'auth.captchaWrong': { zh_CN: '验证码错误', en_US: 'Wrong captcha' },
  'auth.userNotFound': {
    zh_CN: '对不起, 您的账号：{0} 不存在.',
    en_US: 'Sorry, your account: {0} does not exist.',
  },
  'auth.userDisabled': {
    zh_CN: '对不起，您的账号：{0} 已禁用，请联系管理员',
    en_US: 'Sorry, your account: {0} is disabled; please contact the administrator',
  },
  'auth.passwordWrong': {
    zh_CN: '用户不存在/密码错误',
    en_US: 'Wrong user name or password',
  },
  'auth.passwordRetry': {
    zh_CN: '密码输入错误{0}次',
    en_US: 'Wrong password entered {0} time(s)',
  },
  'auth.passwordLocked': {
    zh_CN: '密码输入错误{0}次，帐户锁定{1}分钟',
    en_US: 'Wrong password entered {0} times, the account is locked for {1} minutes',
  },
  'auth.lockPasswordWrong': { zh_CN: '锁屏密码错误', en_US: 'Lock screen password error' },
  'auth.unlockOk': { zh_CN: '解锁成功', en_US: 'Unlocked' },
  'tenant.dynamicSet': { zh_CN: '已切换到租户：{0}', en_US: 'Now viewing tenant: {0}' },
  'tenant.dynamicCleared': { zh_CN: '已回到本租户', en_US: 'Back to your own tenant' },
  'auth.loginOk': { zh_CN: '登录成功', en_US: 'Login succeeded' },
  'auth.logoutOk': { zh_CN: '退出成功', en_US: 'Logout succeeded' },
  'user.noAccess': { zh_CN: '没有权限访问用户数据!', en_US: 'No permission to access this user data!' },
  'validation.required': { zh_CN: '{0}不能为空', en_US: '{0} is required' },
  'validation.length': {
    zh_CN: '{0}长度必须在{1}到{2}个字符之间',
    en_US: '{0} must be between {1} and {2} characters long',
  },
  'validation.tooShort': {
    zh_CN: '{0}长度不能少于{1}个字符',
    en_US: '{0} must be at least {1} characters long',
  },
  'validation.tooLong': {
    zh_CN: '{0}长度不能超过{1}个字符',
    en_US: '{0} must be at most {1} characters long',
  },
  'validation.tooSmall': { zh_CN: '{0}不能小于{1}', en_US: '{0} must be at least {1}' },
  'validation.tooBig': { zh_CN: '{0}不能大于{1}', en_US: '{0} must be at most {1}' },
  'validation.type': { zh_CN: '{0}类型错误，要求{1}', en_US: '{0} has the wrong type, {1} expected' },
  'validation.format': { zh_CN: '{0}格式不正确', en_US: '{0} has an invalid format' },
  'validation.enum': { zh_CN: '{0}取值必须是 {1} 之一', en_US: '{0} must be one of {1}' },
  'validation.unknownKeys': { zh_CN: '不允许的参数：{0}', en_US: 'Unexpected parameter(s): {0}' },
  'validation.invalid': { zh_CN: '{0}不合法', en_US: '{0} is invalid' },
  'validation.sortColumn': {
    zh_CN: '排序字段（orderByColumn）不支持按 {0} 排序',
    en_US: 'Sort column (orderByColumn): sorting by {0} is not supported',
  },
  'validation.beginDate': {
    zh_CN: '开始时间格式不正确：{0}（应为 yyyy-MM-dd HH:mm:ss）',
    en_US: 'Begin time has an invalid format: {0} (expected yyyy-MM-dd HH:mm:ss)',
  },
  'validation.endDate': {
    zh_CN: '结束时间格式不正确：{0}（应为 yyyy-MM-dd HH:mm:ss）',
    en_US: 'End time has an invalid format: {0} (expected yyyy-MM-dd HH:mm:ss)',
  },
  'online.selfLogout': {
    zh_CN: '不能强退当前会话，请使用退出登录',
    en_US: 'You cannot force out your own current session; use log out instead',
  },
  'online.notFound': { zh_CN: '会话不存在或已过期', en_US: 'The session does not exist or has expired' },
  'online.notMine': { zh_CN: '只能退出自己的会话', en_US: 'You can only end your own sessions' },
  'log.notFound': { zh_CN: '日志不存在：{0}', en_US: 'No such log entry: {0}' },
  'job.notFound': { zh_CN: '任务不存在：{0}', en_US: 'No such job: {0}' },
  'job.cronInvalid': {
    zh_CN: 'Cron执行表达式(cronExpression)不正确：{0}',
    en_US: 'Invalid cron expression (cronExpression): {0}',
  },
  'job.handlerUnknown': {
    zh_CN: '调用目标(invokeTarget)不存在：{0}',
    en_US: 'Unknown invoke target (invokeTarget): {0}',
  },
  'job.paramsInvalid': {
    zh_CN: '任务参数(jobParams)不正确：{0}',
    en_US: 'Invalid job parameters (jobParams): {0}',
  },
  'cache.sessionsProtected': {
    zh_CN: '清理全部缓存不包括会话；如需强制下线，请单独清理 session 命名空间',
    en_US: 'Clearing all caches keeps sessions; clear the session namespace explicitly to log everyone out',
  },
  'oss.notFound': { zh_CN: '文件数据不存在：{0}', en_US: 'No such file: {0}' },
  'oss.fileRequired': { zh_CN: '上传文件不能为空', en_US: 'No file was uploaded' },
  'oss.badName': { zh_CN: '文件名不合法：{0}', en_US: 'Invalid file name: {0}' },
  'oss.badExtension': {
    zh_CN: '文件格式不正确，请上传{0}格式',
    en_US: 'Unsupported file format, please upload one of: {0}',
  },
  'oss.contentMismatch': {
    zh_CN: '文件内容与扩展名不符：{0}',
    en_US: 'The file content does not match its extension: {0}',
  },
  'oss.tooLarge': {
    zh_CN: '上传文件大小不能超过{0}MB',
    en_US: 'The uploaded file must not be larger than {0} MB',
  },
  'profile.emailTaken': {
    zh_CN: "修改用户'{0}'失败，邮箱账号已存在",
    en_US: "Could not update user '{0}': the email address is already in use",
  },
  'profile.phoneTaken': {
    zh_CN: "修改用户'{0}'失败，手机号码已存在",
    en_US: "Could not update user '{0}': the mobile number is already in use",
  },
  'profile.oldPasswordWrong': {
    zh_CN: '修改密码失败，旧密码错误',
    en_US: 'Password change failed: the old password is wrong',
  },
  'profile.samePassword': {
    zh_CN: '新密码不能与旧密码相同',
    en_US: 'The new password must differ from the old one',
  },
  'manual.staff': { zh_CN: '申报人操作手册', en_US: 'Applicant manual' },
  'manual.company': { zh_CN: '委托单位操作手册', en_US: 'Entrusted unit manual' },
  'manual.office': { zh_CN: '评审办操作手册', en_US: 'Review office manual' },
  'manual.reviewer': { zh_CN: '评审专家操作手册', en_US: 'Reviewer manual' },
  'manual.admin': { zh_CN: '管理员操作手册', en_US: 'Administrator manual' },
  ...deptPostMessages,
  ...dictConfigMessages,
  ...roleMessages,
  ...userMessages,
  ...menuNoticeMessages,
  ...clientOssMessages,
  ...oauthMessages,
  ...tenantMessages,
  ...titleCatalogMessages,
  ...attachmentMessages,
  ...reviewerMessages,
  ...titleOrgMessages,
  ...employeeMessages,
  ...authSocialMessages,
  ...authAccountMessages,
  ...reviewMessages,
  ...reviewActivityMessages,
  ...reviewTeamMessages,
  ...reviewVoteMessages,
  ...reviewDefenseMessages,
} as const satisfies Record<string, Record<Language, string>>;

export type MessageKey = keyof typeof messages;

/** A message argument: plain, or worded in each language (a stage's or an action's name). */
export type MessageArg = string | number | Readonly<Record<Language, string>>;

export function formatMessage(lang: Language, key: MessageKey, ...args: MessageArg[]): string {
  const template: string = messages[key][lang];
  return template.replace(/\{(\d+)\}/g, (whole, index: string) => {
    const value = args[Number(index)];
    if (value === undefined) return whole;
    return typeof value === 'object' ? value[lang] : String(value);
  });
}

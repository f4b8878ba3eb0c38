import type { Language } from '@zcps/contracts';

/** Sign-in, sessions and the access guard. Spread into `messages` (../messages.ts). */
export const authMessages = {
  'auth.unauthorized': {
    zh_CN: '认证失败，无法访问系统资源',
    en_US: 'Authentication failed, system resources cannot be accessed',
  },
  'auth.forbidden': {
    zh_CN: '没有访问权限，请联系管理员授权',
    en_US: 'No permission to access, please contact the administrator',
  },
  'auth.demoMode': { zh_CN: '演示模式，不允许操作', en_US: 'Demo mode, no write operations allowed' },
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
    zh_CN: '对不起, 您的账号：{username} 不存在.',
    en_US: 'Sorry, your account: {username} does not exist.',
  },
  'auth.userDisabled': {
    zh_CN: '对不起，您的账号：{username} 已禁用，请联系管理员',
    en_US: 'Sorry, your account: {username} is disabled; please contact the administrator',
  },
  'auth.passwordWrong': {
    zh_CN: '用户不存在/密码错误',
    en_US: 'Wrong user name or password',
  },
  'auth.passwordRetry': {
    zh_CN: '密码输入错误{count}次',
    en_US: 'Wrong password entered {count} time(s)',
  },
  'auth.passwordLocked': {
    zh_CN: '密码输入错误{count}次，帐户锁定{minutes}分钟',
    en_US: 'Wrong password entered {count} times, the account is locked for {minutes} minutes',
  },
  'auth.lockPasswordWrong': { zh_CN: '锁屏密码错误', en_US: 'Lock screen password error' },
  'auth.unlockOk': { zh_CN: '解锁成功', en_US: 'Unlocked' },
  'auth.loginOk': { zh_CN: '登录成功', en_US: 'Login succeeded' },
  'auth.logoutOk': { zh_CN: '退出成功', en_US: 'Logout succeeded' },
} as const satisfies Record<string, Record<Language, string>>;

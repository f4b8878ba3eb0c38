import type { Language } from '@zcps/contracts';

/** Server messages of social (OIDC) and QR code sign-in. Spread into `messages` (../messages.ts). */
export const authSocialMessages = {
  'social.endpointsRequired': {
    zh_CN: '{field}与{other}、{other2}至少填写一组',
    en_US: 'Give {field}, or both {other} and {other2}',
  },
  'social.providerNotFound': { zh_CN: '第三方登录配置不存在', en_US: 'No such social provider' },
  'social.sourceExists': {
    zh_CN: "第三方平台标识'{source}'已存在",
    en_US: "The social source '{source}' already exists",
  },
  'social.sourceUnsupported': {
    zh_CN: '{source}平台账号暂不支持',
    en_US: 'Sign-in with {source} is not supported',
  },
  'social.providerUnreachable': {
    zh_CN: '无法连接第三方登录平台，请稍后再试或联系管理员',
    en_US: 'The sign-in provider cannot be reached; try again later or contact the administrator',
  },
  'social.stateMismatch': {
    zh_CN: '第三方登录状态不匹配，请重新发起登录',
    en_US: 'The sign-in state does not match; please start the sign-in again',
  },
  'social.stateExpired': {
    zh_CN: '第三方登录已超时（5分钟），请重新发起登录',
    en_US: 'The sign-in request has expired (5 minutes); please start again',
  },
  'social.stateUsed': {
    zh_CN: '该第三方登录请求已被使用，请重新发起登录',
    en_US: 'This sign-in request has already been used; please start again',
  },
  'social.codeInvalid': {
    zh_CN: '第三方授权码无效或已过期，请重新发起登录',
    en_US: 'The authorization code is invalid or expired; please start again',
  },
  'social.issuerMismatch': {
    zh_CN: '第三方身份令牌的签发者与配置不符，已拒绝登录',
    en_US: 'The identity token was issued by an unexpected issuer; sign-in refused',
  },
  'social.signatureInvalid': {
    zh_CN: '第三方身份令牌签名校验失败，已拒绝登录',
    en_US: 'The identity token signature is invalid; sign-in refused',
  },
  'social.nonceMismatch': {
    zh_CN: '第三方身份令牌的 nonce 不匹配，已拒绝登录',
    en_US: 'The identity token nonce does not match; sign-in refused',
  },
  'social.tokenInvalid': {
    zh_CN: '第三方身份令牌校验失败，已拒绝登录',
    en_US: 'The identity token could not be verified; sign-in refused',
  },
  'social.providerError': {
    zh_CN: '第三方登录平台返回错误：{error}',
    en_US: 'The sign-in provider answered with an error: {error}',
  },
  'social.noSubject': {
    zh_CN: '第三方平台未返回账号标识',
    en_US: 'The provider did not name the account (no subject)',
  },
  'social.notBound': {
    zh_CN: '你还没有绑定第三方账号，绑定后才可以登录！',
    en_US: 'This account is not bound to any user yet; bind it in the personal centre first',
  },
  'social.tenantDenied': {
    zh_CN: '对不起，你没有权限登录当前租户！',
    en_US: 'Sorry, you may not sign in to this tenant',
  },
  'social.alreadyBound': {
    zh_CN: '此三方账号已经被绑定!',
    en_US: 'This account is already bound to a user!',
  },
  'social.sourceBound': {
    zh_CN: '你已绑定过{sourceName}账号，请先解绑',
    en_US: 'You have already bound a {sourceName} account; unbind it first',
  },
  'social.bindOk': { zh_CN: '绑定成功', en_US: 'Account bound' },
  'social.bindNeedsLogin': {
    zh_CN: '绑定请求属于其他登录会话，请在个人中心重新发起绑定',
    en_US: 'This binding request belongs to another session; start the binding again in the personal centre',
  },
  'social.bindingNotFound': { zh_CN: '取消授权失败', en_US: 'Unbinding failed: no such binding' },
  'qrcode.expired': {
    zh_CN: '二维码已过期，请刷新二维码',
    en_US: 'The QR code has expired; refresh it',
  },
  'qrcode.notFound': {
    zh_CN: '二维码无效或已过期',
    en_US: 'The QR code is invalid or has expired',
  },
  'qrcode.used': {
    zh_CN: '二维码已被使用，请刷新二维码',
    en_US: 'The QR code has already been used; refresh it',
  },
  'qrcode.cancelled': {
    zh_CN: '二维码登录已取消',
    en_US: 'The QR sign-in was cancelled',
  },
  'qrcode.notScanned': {
    zh_CN: '请先扫描二维码再确认登录',
    en_US: 'Scan the QR code before confirming',
  },
  'qrcode.otherScanner': {
    zh_CN: '二维码已被其他用户扫描',
    en_US: 'The QR code was scanned by another user',
  },
  'qrcode.otherTenant': {
    zh_CN: '二维码属于其他租户的登录页，不能确认',
    en_US: 'The QR code belongs to another tenant’s sign-in page',
  },
} as const satisfies Record<string, Record<Language, string>>;

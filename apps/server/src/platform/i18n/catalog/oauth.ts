import type { Language } from '@zcps/contracts';

/** Server messages of the OAuth 2.0 applications, tokens and consent. Spread into `messages` (../messages.ts). */
export const oauthMessages = {
  'oauth.appNotFound': { zh_CN: 'OAuth应用不存在：{id}', en_US: 'No such OAuth application: {id}' },
  'oauth.redirectRequired': {
    zh_CN: '授权码模式的应用至少需要一个回调地址(redirectUris)',
    en_US: 'An application using the authorization code grant needs a redirect URI (redirectUris)',
  },
  'oauth.publicClientCredentials': {
    zh_CN: '公开客户端没有秘钥，不能使用客户端凭证模式(grantTypes)',
    en_US: 'A public client has no secret and cannot use the client credentials grant (grantTypes)',
  },
  'oauth.refreshNeedsCode': {
    zh_CN: '刷新令牌(grantTypes)只能与授权码模式一起使用',
    en_US: 'The refresh token grant (grantTypes) only comes with the authorization code grant',
  },
  'oauth.publicNoSecret': {
    zh_CN: '公开客户端没有秘钥，无需重置',
    en_US: 'A public client has no secret to reset',
  },
  'oauth.clientUnavailable': {
    zh_CN: '应用不存在或已停用：{clientId}',
    en_US: 'The application does not exist or is disabled: {clientId}',
  },
  'oauth.redirectUriMismatch': {
    zh_CN: '回调地址(redirect_uri)未在应用中登记',
    en_US: 'The redirect URI (redirect_uri) is not registered for this application',
  },
  'oauth.requestInvalid': {
    zh_CN: '授权请求无效：{description}',
    en_US: 'Invalid authorization request: {description}',
  },
} as const satisfies Record<string, Record<Language, string>>;

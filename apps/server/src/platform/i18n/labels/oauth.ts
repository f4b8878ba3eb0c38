import type { Language } from '@zcps/contracts';

/** Request fields of the OAuth screens and of the authorization request; spread into `fieldLabels`. */
export const oauthFieldLabels: Record<string, Record<Language, string>> = {
  appName: { zh_CN: '应用名称', en_US: 'Application name' },
  clientType: { zh_CN: '客户端类型', en_US: 'Client type' },
  redirectUris: { zh_CN: '回调地址', en_US: 'Redirect URIs' },
  scopes: { zh_CN: '授权范围', en_US: 'Scopes' },
  grantTypes: { zh_CN: '授权类型', en_US: 'Grant types' },
  accessTokenLifetime: { zh_CN: '访问令牌有效期', en_US: 'Access token lifetime' },
  refreshTokenLifetime: { zh_CN: '刷新令牌有效期', en_US: 'Refresh token lifetime' },
  revoked: { zh_CN: '是否撤销', en_US: 'Revoked' },
  response_type: { zh_CN: '响应类型', en_US: 'Response type' },
  client_id: { zh_CN: '客户端编号', en_US: 'Client id' },
  redirect_uri: { zh_CN: '回调地址', en_US: 'Redirect URI' },
  scope: { zh_CN: '授权范围', en_US: 'Scope' },
  state: { zh_CN: '状态参数', en_US: 'State' },
  code_challenge: { zh_CN: 'PKCE校验码', en_US: 'Code challenge' },
  code_challenge_method: { zh_CN: 'PKCE校验方法', en_US: 'Code challenge method' },
  approved: { zh_CN: '是否同意授权', en_US: 'Approved' },
};

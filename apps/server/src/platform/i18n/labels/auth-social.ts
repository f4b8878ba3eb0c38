import type { Language } from '@zcps/contracts';

/** Field names of social providers, social sign-in and QR tickets. Spread into `fieldLabels`. */
export const authSocialFieldLabels: Record<string, Record<Language, string>> = {
  source: { zh_CN: '平台标识', en_US: 'Source' },
  name: { zh_CN: '平台名称', en_US: 'Name' },
  issuerUrl: { zh_CN: '签发者地址(Issuer)', en_US: 'Issuer URL' },
  authorizationEndpoint: { zh_CN: '授权地址', en_US: 'Authorization endpoint' },
  tokenEndpoint: { zh_CN: '令牌地址', en_US: 'Token endpoint' },
  userinfoEndpoint: { zh_CN: '用户信息地址', en_US: 'Userinfo endpoint' },
  jwksUri: { zh_CN: '公钥地址(JWKS)', en_US: 'JWKS URI' },
  scopes: { zh_CN: '授权范围', en_US: 'Scopes' },
  sort: { zh_CN: '显示顺序', en_US: 'Sort order' },
  socialCode: { zh_CN: '第三方授权码', en_US: 'Authorization code' },
  socialState: { zh_CN: '第三方登录状态', en_US: 'Sign-in state' },
  socialId: { zh_CN: '绑定编号', en_US: 'Binding id' },
  ticket: { zh_CN: '二维码票据', en_US: 'QR ticket' },
};

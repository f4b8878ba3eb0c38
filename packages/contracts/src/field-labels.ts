import type { Language } from './constants.js';

/** Human names of request fields, so a validation message names the field the user sees. */
export const fieldLabels: Record<string, Record<Language, string>> = {
  clientId: { zh_CN: '认证客户端id', en_US: 'Client id' },
  grantType: { zh_CN: '认证权限类型', en_US: 'Grant type' },
  tenantId: { zh_CN: '租户编号', en_US: 'Tenant id' },
  username: { zh_CN: '用户账号', en_US: 'User name' },
  password: { zh_CN: '用户密码', en_US: 'Password' },
  code: { zh_CN: '验证码', en_US: 'Captcha' },
  uuid: { zh_CN: '验证码标识', en_US: 'Captcha id' },
  rememberMe: { zh_CN: '记住密码', en_US: 'Remember me' },
  pageNum: { zh_CN: '页码', en_US: 'Page number' },
  pageSize: { zh_CN: '每页条数', en_US: 'Page size' },
  orderByColumn: { zh_CN: '排序列', en_US: 'Sort column' },
  isAsc: { zh_CN: '排序方向', en_US: 'Sort direction' },
  infoIds: { zh_CN: '日志编号', en_US: 'Log ids' },
  operIds: { zh_CN: '日志编号', en_US: 'Log ids' },
  operId: { zh_CN: '日志编号', en_US: 'Log id' },
  tokenId: { zh_CN: '会话编号', en_US: 'Session id' },
  tokenIds: { zh_CN: '会话编号', en_US: 'Session ids' },
  ipaddr: { zh_CN: '登录地址', en_US: 'IP address' },
  operIp: { zh_CN: '操作地址', en_US: 'IP address' },
  businessType: { zh_CN: '操作类型', en_US: 'Operation type' },
  status: { zh_CN: '状态', en_US: 'Status' },
  userName: { zh_CN: '用户名称', en_US: 'User name' },
};

export function fieldLabel(path: readonly PropertyKey[], lang: Language): string {
  const key = path.map(String).join('.');
  const last = path.length ? String(path[path.length - 1]) : '';
  const label = fieldLabels[key]?.[lang] ?? fieldLabels[last]?.[lang];
  if (!key) return lang === 'zh_CN' ? '请求体' : 'Request body';
  if (!label) return key;
  return lang === 'zh_CN' ? `${label}(${key})` : `${label} (${key})`;
}

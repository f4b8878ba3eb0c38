import type { Language } from '@zcps/contracts';

/** Request fields of 短信消息; spread into `fieldLabels`. */
export const smsFieldLabels: Record<string, Record<Language, string>> = {
  templateId: { zh_CN: '模板编号', en_US: 'Template id' },
  templateCode: { zh_CN: '模板编码', en_US: 'Template code' },
  templateText: { zh_CN: '模板内容', en_US: 'Template text' },
  subject: { zh_CN: '邮件主题', en_US: 'Subject' },
  provider: { zh_CN: '服务类型', en_US: 'Provider' },
  host: { zh_CN: '服务器地址', en_US: 'Host' },
  port: { zh_CN: '端口', en_US: 'Port' },
  secure: { zh_CN: 'SSL', en_US: 'TLS' },
  fromAddr: { zh_CN: '发件人', en_US: 'Sender' },
  url: { zh_CN: '网关地址', en_US: 'Gateway URL' },
  secretHeader: { zh_CN: '密钥请求头', en_US: 'Secret header' },
  secret: { zh_CN: '网关密钥', en_US: 'Gateway secret' },
  to: { zh_CN: '接收地址', en_US: 'Recipient' },
  logId: { zh_CN: '记录编号', en_US: 'Record id' },
  logIds: { zh_CN: '记录编号', en_US: 'Record ids' },
};

import type { Language } from '@zcps/contracts';

/** Server messages of 短信消息 (templates, providers, the send log). Spread into `messages` (../messages.ts). */
export const systemSmsMessages = {
  'sms.templateNotFound': { zh_CN: '消息模板不存在', en_US: 'No such message template' },
  'sms.logNotFound': { zh_CN: '发送记录不存在', en_US: 'No such send record' },
  'sms.codeNoResend': {
    zh_CN: '验证码消息不重发：验证码已过期，请用户重新获取验证码',
    en_US: 'A code message is not sent again: the code has expired; the user asks for a new one',
  },
  'sms.resendFailedOnly': {
    zh_CN: '只能重发发送失败的消息',
    en_US: 'Only a message that failed can be sent again',
  },
  'sms.sendFailed': { zh_CN: '发送失败：{reason}', en_US: 'Sending failed: {reason}' },
  'sms.gatewayStatus': {
    zh_CN: '短信网关返回 HTTP {status}：{body}',
    en_US: 'The SMS gateway answered HTTP {status}: {body}',
  },
  'sms.gatewayTimeout': { zh_CN: '短信网关无响应（超时）', en_US: 'The SMS gateway did not answer in time' },
  'sms.gatewayUnreachable': { zh_CN: '无法连接短信网关', en_US: 'The SMS gateway cannot be reached' },
  'sms.testSubject': { zh_CN: '职称评审管理系统测试消息', en_US: 'Title review system test message' },
  'sms.testText': {
    zh_CN: '这是一条测试消息，收到即表示消息服务配置正确。',
    en_US: 'This is a test message: receiving it means the message service is configured correctly.',
  },
  /** The {opinion} of a review notice (templates are written in Chinese). */
  'sms.opinion': { zh_CN: '意见：{opinion}。', en_US: 'Opinion: {opinion}. ' },
  'sms.sheet': { zh_CN: '发送记录', en_US: 'Send log' },
  'sms.column.logId': { zh_CN: '记录编号', en_US: 'Record id' },
  'sms.column.channel': { zh_CN: '渠道', en_US: 'Channel' },
  'sms.column.purpose': { zh_CN: '用途', en_US: 'Purpose' },
  'sms.column.recipient': { zh_CN: '接收人', en_US: 'Recipient' },
  'sms.column.content': { zh_CN: '消息内容', en_US: 'Text' },
  'sms.column.status': { zh_CN: '状态', en_US: 'Status' },
  'sms.column.error': { zh_CN: '失败原因', en_US: 'Error' },
  'sms.column.attempts': { zh_CN: '发送次数', en_US: 'Attempts' },
  'sms.column.createTime': { zh_CN: '创建时间', en_US: 'Created' },
  'sms.channel.sms': { zh_CN: '短信', en_US: 'SMS' },
  'sms.channel.email': { zh_CN: '邮件', en_US: 'Email' },
  'sms.purpose.login': { zh_CN: '登录验证码', en_US: 'Sign-in code' },
  'sms.purpose.reset': { zh_CN: '重置密码验证码', en_US: 'Password reset code' },
  'sms.purpose.review': { zh_CN: '评审进展通知', en_US: 'Review notice' },
  'sms.purpose.defense': { zh_CN: '答辩通知', en_US: 'Defense notice' },
  'sms.purpose.test': { zh_CN: '测试发送', en_US: 'Test message' },
  'sms.status.0': { zh_CN: '待发送', en_US: 'Pending' },
  'sms.status.1': { zh_CN: '已发送', en_US: 'Sent' },
  'sms.status.2': { zh_CN: '失败', en_US: 'Failed' },
  'validation.templateParam': {
    zh_CN: '{field}使用了本用途不支持的参数{param}，可用参数：{allowed}',
    en_US: '{field} uses {param}, which this purpose does not offer; available: {allowed}',
  },
  'validation.smtpEmailOnly': {
    zh_CN: '{field}：SMTP 只能用于邮件',
    en_US: '{field}: SMTP sends email only',
  },
} as const satisfies Record<string, Record<Language, string>>;

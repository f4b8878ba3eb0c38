import type { NotifyPurposeKind } from '@zcps/contracts';

export interface TemplateDefault {
  purpose: NotifyPurposeKind;
  channel: 'sms' | 'email';
  templateCode: string;
  subject: string;
  content: string;
}

const CODE_TEXT = '您的验证码为：{code}，{minutes}分钟内有效，请勿泄露给他人。如非本人操作，请忽略本消息。';
const RESET_TEXT =
  '您正在重置密码，验证码为：{code}，{minutes}分钟内有效，请勿泄露给他人。如非本人操作，请忽略本消息。';
const REVIEW_TEXT = '{name}，您的职称申报有新进展：{action}。{opinion}请登录职称评审管理系统查看。';
const DEFENSE_TEXT = '{name}，您的职称评审答辩安排在{time}，地点：{place}，答辩顺序第{order}位，请准时参加。';

const both = (
  purpose: NotifyPurposeKind,
  code: string,
  subject: string,
  content: string,
): TemplateDefault[] => [
  { purpose, channel: 'sms', templateCode: code, subject: '', content },
  { purpose, channel: 'email', templateCode: '', subject, content },
];

/**
 * The templates a tenant starts with (seeded, then edited on 短信消息), and what a purpose without a row sends by.
 * `templateCode` is a placeholder until the gateway's own template ids are entered.
 */
export const DEFAULT_SMS_TEMPLATES: TemplateDefault[] = [
  ...both('login', 'SMS_LOGIN_CODE', '职称评审管理系统验证码', CODE_TEXT),
  ...both('reset', 'SMS_RESET_CODE', '职称评审管理系统密码重置验证码', RESET_TEXT),
  ...both('review', 'SMS_REVIEW_NOTICE', '职称申报进展通知', REVIEW_TEXT),
  ...both('defense', 'SMS_DEFENSE_NOTICE', '职称评审答辩通知', DEFENSE_TEXT),
];

export const defaultTemplate = (purpose: string, channel: string) =>
  DEFAULT_SMS_TEMPLATES.find((t) => t.purpose === purpose && t.channel === channel);

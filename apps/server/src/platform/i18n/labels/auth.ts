import type { Language } from '@zcps/contracts';

/** Fields of captcha, code, registration and password reset requests. */
export const authFieldLabels: Record<string, Record<Language, string>> = {
  x: { zh_CN: '滑块位置', en_US: 'Slider position' },
  points: { zh_CN: '点选位置', en_US: 'Clicked points' },
  channel: { zh_CN: '发送方式', en_US: 'Channel' },
  purpose: { zh_CN: '验证码用途', en_US: 'Code purpose' },
  smsCode: { zh_CN: '短信验证码', en_US: 'SMS code' },
  emailCode: { zh_CN: '邮箱验证码', en_US: 'Email code' },
  confirmPassword: { zh_CN: '确认密码', en_US: 'Confirm password' },
  agreement: { zh_CN: '用户协议', en_US: 'User agreement' },
  unitId: { zh_CN: '委托单位', en_US: 'Entrusted unit' },
};

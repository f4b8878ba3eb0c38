/** Captcha, codes, password policy, registration and password reset (sign-in issue). */
export const authAccountMessages = {
  'validation.passwordMismatch': {
    zh_CN: '两次输入的密码不一致',
    en_US: 'The two passwords are inconsistent',
  },
  'validation.agreementRequired': {
    zh_CN: '请先阅读并同意《用户注册协议》',
    en_US: 'Please read and accept the user agreement first',
  },
  'validation.creditCode': {
    zh_CN: '{field}不是有效的统一社会信用代码',
    en_US: '{field} is not a valid unified social credit code',
  },
  'auth.captchaRequired': { zh_CN: '请先完成安全验证', en_US: 'Please complete the verification first' },
  'auth.captchaOk': { zh_CN: '验证通过', en_US: 'Verified' },
  'password.lettersDigits': {
    zh_CN: '密码必须同时包含字母和数字',
    en_US: 'The password must contain both letters and digits',
  },
  'password.lettersDigitsSymbols': {
    zh_CN: '密码必须同时包含字母、数字和特殊字符',
    en_US: 'The password must contain letters, digits and special characters',
  },
  'auth.passwordChangeFirst': {
    zh_CN: '请先修改初始密码',
    en_US: 'Change your initial password first',
  },
  'password.changeOk': { zh_CN: '密码修改成功', en_US: 'Password changed' },
  'password.sameAsOld': {
    zh_CN: '新密码不能与旧密码相同',
    en_US: 'The new password must differ from the old one',
  },
  'password.oldWrong': {
    zh_CN: '修改密码失败，旧密码错误',
    en_US: 'Password change failed: the old password is wrong',
  },
  'code.sent': { zh_CN: '验证码已发送', en_US: 'The verification code has been sent' },
  'code.tooSoon': {
    zh_CN: '验证码发送过于频繁，请{seconds}秒后再试',
    en_US: 'A code was sent a moment ago; try again in {seconds} seconds',
  },
  'code.dailyLimit': {
    zh_CN: '今日验证码发送次数已达上限，请明天再试',
    en_US: 'The daily limit of codes for this address is reached; try again tomorrow',
  },
  'code.expired': {
    zh_CN: '验证码已失效，请重新获取',
    en_US: 'The verification code has expired; request a new one',
  },
  'code.wrong': { zh_CN: '验证码错误', en_US: 'Wrong verification code' },
  'code.ambiguous': {
    zh_CN: '该号码关联了多个账号，请使用账号密码登录',
    en_US: 'Several accounts use this number or address; sign in with user name and password',
  },
  'code.smsNotConfigured': { zh_CN: '短信服务未配置', en_US: 'SMS sending is not configured' },
  'code.emailNotConfigured': { zh_CN: '邮件服务未配置', en_US: 'Email sending is not configured' },
  'code.sendFailed': {
    zh_CN: '验证码发送失败，请稍后再试',
    en_US: 'The code could not be sent; please try again later',
  },
  'register.disabled': { zh_CN: '当前系统没有开启注册功能！', en_US: 'Self-registration is not enabled' },
  'register.accountUnavailable': {
    zh_CN: '注册信息无法使用，请更换账号、手机号或邮箱',
    en_US: 'These registration details cannot be used; choose another user name, mobile number or email',
  },
  'register.unitInvalid': {
    zh_CN: '所选委托单位不存在或未通过审核',
    en_US: 'The chosen entrusted unit does not exist or is not approved',
  },
  'register.unitTypeInvalid': { zh_CN: '单位类型不正确', en_US: 'Unknown unit type' },
  'register.creditTaken': {
    zh_CN: '该统一社会信用代码已注册',
    en_US: 'This unified social credit code is already registered',
  },
  'register.licenceInvalid': {
    zh_CN: '营业执照文件无效或已使用，请重新上传',
    en_US: 'The licence file is unknown or already used; upload it again',
  },
  'register.staffOk': { zh_CN: '注册成功', en_US: 'Registration succeeded' },
  'register.companyOk': {
    zh_CN: '注册成功，请等待评审办审核通过后登录',
    en_US: 'Registered; you can sign in once the review office has approved the unit',
  },
  'auth.companyPending': {
    zh_CN: '您的委托单位注册正在审核中，审核通过后方可登录',
    en_US: 'Your entrusted unit registration is awaiting review; you can sign in once it is approved',
  },
  'auth.companyRejected': {
    zh_CN: '您的委托单位注册未通过审核：{reason}',
    en_US: 'Your entrusted unit registration was rejected: {reason}',
  },
  'reset.ok': {
    zh_CN: '密码已重置，请使用新密码登录',
    en_US: 'The password is reset; sign in with the new one',
  },
} as const;

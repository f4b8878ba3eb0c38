import type { Language } from '@zcps/contracts';

/** System administration outside a single screen: tenant switch, user data access, profile. Spread into `messages` (../messages.ts). */
export const systemMessages = {
  'tenant.dynamicSet': { zh_CN: '已切换到租户：{companyName}', en_US: 'Now viewing tenant: {companyName}' },
  'tenant.dynamicCleared': { zh_CN: '已回到本租户', en_US: 'Back to your own tenant' },
  'user.noAccess': { zh_CN: '没有权限访问用户数据!', en_US: 'No permission to access this user data!' },
  'profile.emailTaken': {
    zh_CN: "修改用户'{userName}'失败，邮箱账号已存在",
    en_US: "Could not update user '{userName}': the email address is already in use",
  },
  'profile.phoneTaken': {
    zh_CN: "修改用户'{userName}'失败，手机号码已存在",
    en_US: "Could not update user '{userName}': the mobile number is already in use",
  },
  'profile.oldPasswordWrong': {
    zh_CN: '修改密码失败，旧密码错误',
    en_US: 'Password change failed: the old password is wrong',
  },
  'profile.samePassword': {
    zh_CN: '新密码不能与旧密码相同',
    en_US: 'The new password must differ from the old one',
  },
} as const satisfies Record<string, Record<Language, string>>;

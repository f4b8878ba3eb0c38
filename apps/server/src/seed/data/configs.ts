import type { ConfigSeed } from '../types.js';

/**
 * Built-in parameters (config_type 'Y'); copied into each new tenant. Values are strings. Only the switches the
 * console reads are public (`isPublic: 'Y'`, any signed-in user may read them by key); the rest, the initial
 * password first, need system:config:query.
 */
export const configSeeds: ConfigSeed[] = [
  // The reference's built-in keys.
  {
    configKey: 'sys.index.skinName',
    isPublic: 'Y',
    configName: '主框架页-默认皮肤样式名称',
    configValue: 'skin-blue',
    remark: '蓝色 skin-blue、绿色 skin-green、紫色 skin-purple、红色 skin-red、黄色 skin-yellow',
  },
  {
    configKey: 'sys.user.initPassword',
    configName: '用户管理-账号初始密码',
    configValue: '123456',
    remark: '新增用户的默认密码，导入用户的密码',
  },
  {
    configKey: 'sys.index.sideTheme',
    isPublic: 'Y',
    configName: '主框架页-侧边栏主题',
    configValue: 'theme-dark',
    remark: '深色主题 theme-dark，浅色主题 theme-light',
  },
  {
    configKey: 'sys.account.registerUser',
    isPublic: 'Y',
    configName: '账号自助-是否开启用户注册功能',
    configValue: 'false',
    remark: '是否开启申报人注册 (/registerStaff)：true 开启，false 关闭',
  },
  {
    configKey: 'sys.oss.previewListResource',
    isPublic: 'Y',
    configName: 'OSS预览列表资源开关',
    configValue: 'true',
    remark: 'true: 开启, false: 关闭',
  },
  // The review process (domain.md "Teams"): national minimums by default.
  {
    configKey: 'review.committee.minSeniorSeries',
    configName: '职称评审-评委会最少人数（按系列组建的高级评委会）',
    configValue: '25',
    remark: '《职称评审管理暂行规定》第九条：按系列组建的高级职称评审委员会不少于25人',
  },
  {
    configKey: 'review.committee.minPerProfession',
    configName: '职称评审-评委会最少人数（按专业组建或中初级）',
    configValue: '11',
    remark: '《职称评审管理暂行规定》第九条：按专业组建的评审委员会不少于11人',
  },
  // Login and account security.
  {
    configKey: 'sys.account.captchaEnabled',
    isPublic: 'Y',
    configName: '账号自助-验证码开关',
    configValue: 'true',
    remark: '是否开启登录验证码：true 开启，false 关闭',
  },
  {
    configKey: 'sys.account.captchaType',
    isPublic: 'Y',
    configName: '账号自助-验证码类型',
    configValue: 'slide',
    remark: 'slide 滑块拼图，click 文字点选',
  },
  {
    configKey: 'sys.user.maxRetryCount',
    configName: '用户管理-密码最大错误次数',
    configValue: '5',
    remark: '连续输错密码达到次数后锁定账号',
  },
  {
    configKey: 'sys.user.lockTime',
    configName: '用户管理-账号锁定时间',
    configValue: '10',
    remark: '锁定时长，单位：分钟',
  },
  {
    configKey: 'sys.account.passwordStrength',
    configName: '账号自助-密码强度',
    configValue: '1',
    remark: '0 不限字符，1 须含字母和数字，2 须含字母、数字和特殊字符 (长度见密码最小/最大长度)',
  },
  {
    configKey: 'sys.account.passwordMinLength',
    configName: '账号自助-密码最小长度',
    configValue: '6',
    remark: '用户设置密码的最少字符数，1-72 且不大于最大长度；无效时按 6-20 位',
  },
  {
    configKey: 'sys.account.passwordMaxLength',
    configName: '账号自助-密码最大长度',
    configValue: '20',
    remark: '用户设置密码的最多字符数，1-72 (加密算法只取前 72 字节) 且不小于最小长度；无效时按 6-20 位',
  },
  {
    configKey: 'sys.account.initPasswordModify',
    configName: '账号自助-初始密码修改策略',
    configValue: 'false',
    remark:
      'true：使用他人设置的密码 (如预置账号、新租户管理员) 登录后必须先修改密码；false：不要求。管理员新增、导入、重置的密码总须先修改',
  },
  {
    configKey: 'sys.account.codeDailyLimit',
    configName: '账号自助-验证码每日发送上限',
    configValue: '10',
    remark: '同一手机号或邮箱每天最多发送的短信/邮件验证码条数 (每 60 秒最多 1 条)',
  },
  {
    configKey: 'sys.account.registerCompany',
    isPublic: 'Y',
    configName: '账号自助-是否开启委托单位注册',
    configValue: 'true',
    remark: '是否开启委托单位注册 (/registerCompany)，注册后由评审办审核',
  },
  {
    configKey: 'sys.log.retentionDays',
    configName: '日志管理-日志保留天数',
    configValue: '180',
    remark: '操作日志与登录日志的保留天数，超过后由定时任务清理',
  },
  // Title review defaults (domain.md); an activity may carry its own values.
  {
    configKey: 'title.vote.committeeQuorumNumerator',
    configName: '职称评审-评委会法定人数分子',
    configValue: '2',
    remark: '出席人数 × 分母 ≥ 委员人数 × 分子 才可表决 (默认 2/3)',
  },
  {
    configKey: 'title.vote.committeeQuorumDenominator',
    configName: '职称评审-评委会法定人数分母',
    configValue: '3',
    remark: '见 title.vote.committeeQuorumNumerator',
  },
  {
    configKey: 'title.vote.committeePassNumerator',
    configName: '职称评审-评委会通过票数分子',
    configValue: '2',
    remark: '同意票 × 分母 ≥ 出席人数 × 分子 为通过 (默认 2/3)；弃权和空票不计为同意',
  },
  {
    configKey: 'title.vote.committeePassDenominator',
    configName: '职称评审-评委会通过票数分母',
    configValue: '3',
    remark: '见 title.vote.committeePassNumerator',
  },
  {
    configKey: 'title.vote.teamPassNumerator',
    configName: '职称评审-评审组通过票数分子',
    configValue: '2',
    remark: '评审组投票通过门槛 (默认 2/3)，评审活动可覆盖',
  },
  {
    configKey: 'title.vote.teamPassDenominator',
    configName: '职称评审-评审组通过票数分母',
    configValue: '3',
    remark: '见 title.vote.teamPassNumerator',
  },
  {
    configKey: 'title.publicity.minWorkingDays',
    configName: '职称评审-公示最少工作日',
    configValue: '5',
    remark: '评审结果公示期不少于的工作日数',
  },
  {
    configKey: 'title.committee.minSeniorMembers',
    configName: '职称评审-高级评委会最少人数(按系列)',
    configValue: '25',
    remark: '按系列组建的高级评委会委员人数下限 (奇数)',
  },
  {
    configKey: 'title.committee.minPerProfessionMembers',
    configName: '职称评审-高级评委会最少人数(按专业)',
    configValue: '11',
    remark: '按专业组建的高级评委会委员人数下限 (奇数)',
  },
  {
    configKey: 'title.team.minMembers',
    configName: '职称评审-评审组最少人数',
    configValue: '3',
    remark: '学科组/评审组成员人数下限 (奇数)',
  },
  {
    configKey: 'title.pool.maxTermYears',
    configName: '职称评审-专家库任期上限(年)',
    configValue: '3',
    remark: '专家库任期不超过的年数',
  },
  {
    configKey: 'title.defense.dropExtremes',
    configName: '职称评审-答辩去掉最高最低分',
    configValue: 'false',
    remark: 'true 时，评分人数达到 title.defense.dropExtremesMinCount 则去掉一个最高分和一个最低分后取平均',
  },
  {
    configKey: 'title.defense.dropExtremesMinCount',
    configName: '职称评审-去极值最少评分人数',
    configValue: '5',
    remark: '评分人数不少于此值时才去掉最高最低分',
  },
  {
    configKey: 'title.revoke.barYears',
    configName: '职称评审-撤销后禁止申报年限',
    configValue: '3',
    remark: '因弄虚作假被撤销职称后，禁止再次申报的年数',
  },
  {
    configKey: 'title.declare.maxReturns',
    configName: '职称评审-申报最多退回次数',
    configValue: '0',
    remark: '同一申报被退回后可重新提交的次数上限，0 表示不限',
  },
];

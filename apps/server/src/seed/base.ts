import { DEFAULT_CLIENT_ID, DEFAULT_TENANT_ID } from '@zcps/contracts';

/** Fixed rows every installation starts with; ids are stable so later seeds and tests can refer to them. */
export const tenantSeed = {
  id: 1,
  tenantId: DEFAULT_TENANT_ID,
  contactUserName: '管理组',
  contactPhone: '15888888888',
  companyName: '职称评审服务平台',
  licenseNumber: '',
  domain: null,
  intro: '职称评审管理系统默认租户',
  accountCount: -1,
};

export const deptSeeds = [
  { deptId: 100, parentId: 0, ancestors: '0', deptName: '职称评审服务中心', orderNum: 0 },
  { deptId: 101, parentId: 100, ancestors: '0,100', deptName: '评审办公室', orderNum: 1 },
  { deptId: 102, parentId: 100, ancestors: '0,100', deptName: '评审专家委员会', orderNum: 2 },
  { deptId: 103, parentId: 100, ancestors: '0,100', deptName: '信息中心', orderNum: 3 },
  { deptId: 104, parentId: 100, ancestors: '0,100', deptName: '委托单位', orderNum: 4 },
  { deptId: 105, parentId: 100, ancestors: '0,100', deptName: '申报人员', orderNum: 5 },
  { deptId: 106, parentId: 101, ancestors: '0,100,101', deptName: '资格审查科', orderNum: 1 },
  { deptId: 107, parentId: 101, ancestors: '0,100,101', deptName: '评审组织科', orderNum: 2 },
  { deptId: 108, parentId: 100, ancestors: '0,100', deptName: '行业主管部门', orderNum: 6 },
];

export const postSeeds = [
  { postId: 1, deptId: 100, postCode: 'director', postName: '主任', postSort: 1 },
  { postId: 2, deptId: 101, postCode: 'secretary', postName: '评审秘书', postSort: 2 },
  { postId: 3, deptId: 101, postCode: 'clerk', postName: '经办人', postSort: 3 },
  { postId: 4, deptId: 102, postCode: 'expert', postName: '评审专家', postSort: 4 },
  { postId: 5, deptId: 100, postCode: 'staff', postName: '普通员工', postSort: 5 },
];

/** Role keys of domain.md; data scope 1 all, 3 own dept, 5 self. */
export const roleSeeds = [
  {
    roleId: 1,
    roleName: '超级管理员',
    roleKey: 'superadmin',
    roleSort: 1,
    dataScope: '1',
    remark: '平台超级管理员',
  },
  { roleId: 2, roleName: '管理员', roleKey: 'admin', roleSort: 2, dataScope: '1', remark: '租户管理员' },
  {
    roleId: 3,
    roleName: '评审办',
    roleKey: 'office',
    roleSort: 3,
    dataScope: '1',
    remark: '评审办/职改办工作人员',
  },
  {
    roleId: 4,
    roleName: '评审专家',
    roleKey: 'reviewer',
    roleSort: 4,
    dataScope: '5',
    remark: '只见分配给自己的材料',
  },
  {
    roleId: 5,
    roleName: '委托单位',
    roleKey: 'company',
    roleSort: 5,
    dataScope: '3',
    remark: '管理本单位人员',
  },
  {
    roleId: 6,
    roleName: '申报人',
    roleKey: 'staff',
    roleSort: 6,
    dataScope: '5',
    remark: '维护本人材料并申报',
  },
  {
    roleId: 7,
    roleName: '主管部门',
    roleKey: 'competent',
    roleSort: 7,
    dataScope: '5',
    remark: '行业主管部门：审核职称申报预审',
  },
] as const;

export const adminSeed = {
  userId: 1,
  deptId: 103,
  userName: 'admin',
  nickName: '系统管理员',
  email: 'admin@zcps.local',
  phonenumber: '15888888888',
  sex: '0',
  password: 'admin123',
  remark: '超级管理员',
};

export const clientSeeds = [
  {
    id: 1,
    clientId: DEFAULT_CLIENT_ID,
    clientKey: 'pc',
    clientSecret: 'pc123',
    grantType: 'password,social,sms,email',
    deviceType: 'pc',
    activeTimeout: 1800,
    timeout: 604800,
  },
  {
    id: 2,
    clientId: '428a8310cd442757ae699df5d894f051',
    clientKey: 'app',
    clientSecret: 'app123',
    grantType: 'password,sms,social',
    deviceType: 'android',
    activeTimeout: 1800,
    timeout: 604800,
  },
];

export const noticeSeeds = [
  {
    noticeId: 1,
    noticeTitle: '欢迎使用职称评审管理系统',
    noticeType: '2',
    noticeContent: '<p>系统已完成初始化。请尽快修改管理员初始密码。</p>',
  },
  {
    noticeId: 2,
    noticeTitle: '评审材料提交须知',
    noticeType: '1',
    noticeContent: '<p>申报人须在申报期内提交完整材料，并签署诚信承诺书。</p>',
  },
];

export const ossConfigSeeds = [
  {
    ossConfigId: 1,
    configKey: 'local',
    bucketName: 'zcps',
    endpoint: 'local',
    accessPolicy: '1',
    status: '0',
    remark: '本地文件存储（数据目录下）',
  },
];

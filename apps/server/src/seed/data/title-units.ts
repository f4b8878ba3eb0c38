/**
 * Demo organizations and entrusted units (issue 7's demo data set). Each approved unit has its own dept under
 * the seeded 104 委托单位, so the company role's dept scope reaches its employees; company01 belongs to the
 * first unit. Credit codes carry valid GB 32100 check characters.
 */

export const organizationSeeds = [
  {
    orgId: 1,
    parentId: 0,
    ancestors: '0',
    orgName: '省职称改革工作领导小组办公室',
    orgCode: '11100000000013127D',
    orgType: '2',
    contactName: '赵立新',
    contactPhone: '010-66880001',
    address: '省政府大院3号楼',
    orderNum: 1,
  },
  {
    orgId: 2,
    parentId: 1,
    ancestors: '0,1',
    orgName: '省工程技术人员高级职称评审委员会',
    orgCode: null,
    orgType: '1',
    contactName: '钱文博',
    contactPhone: '010-66880002',
    address: '省人才服务中心5楼',
    orderNum: 1,
  },
];

export const UNIT_PARENT_DEPT = 104;

interface UnitSeed {
  clientId: number;
  deptId: number;
  clientName: string;
  creditCode: string;
  unitType: string;
  contactName: string;
  contactPhone: string;
  address: string;
  userId: number | null;
}

export const unitSeeds: UnitSeed[] = [
  {
    clientId: 1,
    deptId: 110,
    clientName: '华信建设集团有限公司',
    creditCode: '91110000MA01ABCD1M',
    unitType: '3',
    contactName: '孙宏伟',
    contactPhone: '13900001001',
    address: '北京市海淀区学院路18号',
    userId: 4,
  },
  {
    clientId: 2,
    deptId: 111,
    clientName: '中科电子信息技术有限公司',
    creditCode: '91310115MA1K4XYZ23',
    unitType: '4',
    contactName: '周晓燕',
    contactPhone: '13900001002',
    address: '上海市浦东新区张江路88号',
    userId: null,
  },
  {
    clientId: 3,
    deptId: 112,
    clientName: '省交通规划设计研究院',
    creditCode: '121100004000012343',
    unitType: '2',
    contactName: '吴国强',
    contactPhone: '13900001003',
    address: '省会市交通路6号',
    userId: null,
  },
  {
    clientId: 4,
    deptId: 113,
    clientName: '恒远化工股份有限公司',
    creditCode: '91440300MA5EQ6789M',
    unitType: '3',
    contactName: '郑丽华',
    contactPhone: '13900001004',
    address: '深圳市南山区科技园南路9号',
    userId: null,
  },
  {
    clientId: 5,
    deptId: 114,
    clientName: '市第一人民医院',
    creditCode: '52110000MJ0012345X',
    unitType: '2',
    contactName: '王淑芬',
    contactPhone: '13900001005',
    address: '市中心人民路1号',
    userId: null,
  },
];

export const unitDeptSeeds = unitSeeds.map((u, i) => ({
  deptId: u.deptId,
  parentId: UNIT_PARENT_DEPT,
  ancestors: `0,100,${UNIT_PARENT_DEPT}`,
  deptName: u.clientName,
  orderNum: i + 1,
}));

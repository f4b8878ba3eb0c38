import type { Language } from '@zcps/contracts';

/** Server messages of the employee record and its sub-records. Spread into `messages` (../messages.ts). */
export const employeeMessages = {
  'employee.notFound': { zh_CN: '人员信息不存在或无权访问', en_US: 'No such employee, or not yours to see' },
  'employee.idCardTaken': {
    zh_CN: "保存人员'{employeeName}'失败，身份证号已存在",
    en_US: "Saving employee '{employeeName}' failed: the identity number already exists",
  },
  'employee.noUnit': {
    zh_CN: '当前账号未关联委托单位，不能维护人员信息',
    en_US: 'Your account belongs to no entrusted unit, so it cannot keep employee records',
  },
  'employee.unitInvalid': {
    zh_CN: '委托单位不存在或未通过审核',
    en_US: 'No such entrusted unit, or it is not approved',
  },
  'employee.mineExists': {
    zh_CN: '您已有人员信息，不能重复创建',
    en_US: 'You already have an employee record',
  },
  'employee.seriesInvalid': { zh_CN: '职称系列不存在或已停用', en_US: 'No such active title series' },
  'employee.professionInvalid': {
    zh_CN: '专业不存在、已停用或不属于所选系列',
    en_US: 'No such active profession in the chosen series',
  },
  'employee.titleInvalid': {
    zh_CN: '职称不存在、已停用或不属于所选系列',
    en_US: 'No such active title in the chosen series',
  },
  'employee.hasCheckedRecords': {
    zh_CN: "人员'{employeeName}'有待审核或已通过的材料，不能删除",
    en_US: "Employee '{employeeName}' has pending or approved records and cannot be deleted",
  },
  'employee.importEmpty': { zh_CN: '导入文件中没有数据', en_US: 'The import file holds no rows' },
  'employee.importTooMany': {
    zh_CN: '单次最多导入 {max} 条数据',
    en_US: 'At most {max} rows can be imported at once',
  },
  'employee.importBadHeader': {
    zh_CN: '导入文件的表头不符合模板（缺少“{column}”列），请先下载模板',
    en_US: 'The import file does not follow the template (no "{column}" column); download the template first',
  },
  'employee.importExists': {
    zh_CN: '身份证号已存在（未勾选更新已存在数据）',
    en_US: 'The identity number already exists (updating existing rows was not chosen)',
  },
  'employee.refUnknown': {
    zh_CN: '{label}不存在或已停用：{name}',
    en_US: '{label} not found or disabled: {name}',
  },
  'employee.notBefore': { zh_CN: '{field}不能早于{other}', en_US: '{field} cannot be before {other}' },
  'employee.notBelow': { zh_CN: '{field}不能小于{other}', en_US: '{field} cannot be less than {other}' },
  'employee.future': { zh_CN: '{field}不能晚于今天', en_US: '{field} cannot be in the future' },
  'employee.dictValue': {
    zh_CN: '{field}不是字典中的有效值',
    en_US: '{field} is not a value of its dictionary',
  },
  'record.notFound': {
    zh_CN: '材料记录不存在或无权访问：{ids}',
    en_US: 'No such record, or not yours to see: {ids}',
  },
  'record.employeeNotFound': {
    zh_CN: '人员不存在或无权访问：{employee}',
    en_US: 'No such employee, or not yours to see: {employee}',
  },
  'record.notEditable': {
    zh_CN: '只有草稿或已退回的材料可以修改',
    en_US: 'Only draft or returned records can be changed',
  },
  'record.notRemovable': {
    zh_CN: '待审核或已通过的材料不能删除',
    en_US: 'Pending or approved records cannot be deleted',
  },
  'record.cannotSubmit': {
    zh_CN: '只有草稿或已退回的材料可以提交审核',
    en_US: 'Only draft or returned records can be submitted',
  },
  'record.cannotApprove': {
    zh_CN: '只有待审核的材料可以审核通过',
    en_US: 'Only pending records can be approved',
  },
  'record.cannotReturn': {
    zh_CN: '只有待审核或已通过的材料可以退回',
    en_US: 'Only pending or approved records can be returned',
  },
  'record.cannotReject': {
    zh_CN: '只有待审核的材料可以驳回',
    en_US: 'Only pending records can be rejected',
  },
  'record.yearTaken': {
    zh_CN: '该人员{year}年度的考核记录已存在',
    en_US: 'This employee already has an assessment for {year}',
  },
} as const satisfies Record<string, Record<Language, string>>;

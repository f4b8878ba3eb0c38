import type { LcAppVo, LcFieldVo, LcObjectDetail, LcObjectVo } from '@zcps/contracts';
import { lcDefaultForm, lcDefaultList } from '@zcps/contracts';

/** The 继续教育 app of the low-code page tests: one object 学时登记 with five fields. */
export const lcApp: LcAppVo = {
  appId: 3,
  appKey: 'edu',
  name: '继续教育',
  icon: 'education',
  appGroup: '人事台账',
  status: '0',
  parentMenuId: 0,
  remark: null,
  rev: 4,
  publishedRev: 3,
  menuId: null,
  objectCount: 1,
  createTime: '2026-11-26 10:00:00',
  updateTime: null,
};

export const lcObject: LcObjectVo = {
  objectId: 5,
  appId: 3,
  appKey: 'edu',
  objectKey: 'hours',
  label: '学时登记',
  tableName: 'lc_edu_hours',
  titleField: null,
  kind: 'flat',
  sort: 0,
  rev: 4,
  publishedRev: 3,
  remark: null,
  createTime: '2026-11-26 10:00:00',
};

const base = {
  objectId: 5,
  length: null,
  precision: null,
  scale: null,
  required: false,
  unique: false,
  defaultValue: null,
  dictType: null,
  refObjectId: null,
  validation: {},
  listed: true,
  searchable: false,
  queryType: 'EQ' as const,
  state: 'active' as const,
};

export const lcFields: LcFieldVo[] = [
  {
    ...base,
    fieldId: 11,
    name: 'employee',
    label: '人员',
    type: 'user',
    sort: 1,
    required: true,
    searchable: true,
  },
  { ...base, fieldId: 12, name: 'year', label: '年度', type: 'number', sort: 2, precision: 4, scale: 0 },
  { ...base, fieldId: 13, name: 'hours', label: '学时', type: 'number', sort: 3, precision: 6, scale: 1 },
  {
    ...base,
    fieldId: 14,
    name: 'certificate',
    label: '证书',
    type: 'file',
    sort: 4,
    length: 500,
    listed: false,
  },
  {
    ...base,
    fieldId: 15,
    name: 'status',
    label: '状态',
    type: 'select',
    sort: 5,
    length: 10,
    dictType: 'sys_normal_disable',
    searchable: true,
  },
];

export function lcDetail(fields: LcFieldVo[] = lcFields): LcObjectDetail {
  return {
    object: lcObject,
    fields,
    pages: { list: lcDefaultList(fields), form: lcDefaultForm(fields), detail: lcDefaultForm(fields) },
  };
}

export const okReply = (data: unknown) => ({ data: { code: 200, msg: '操作成功', data } });
export const dictReply = {
  data: {
    code: 200,
    msg: '操作成功',
    data: [
      { dictValue: '0', dictLabel: '正常', listClass: 'primary', dictSort: 1 },
      { dictValue: '1', dictLabel: '停用', listClass: 'danger', dictSort: 2 },
    ],
  },
};

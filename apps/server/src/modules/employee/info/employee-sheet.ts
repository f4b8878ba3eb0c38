import { EmployeeStatus, type EmployeeVo, type Language } from '@zcps/contracts';
import type { XlsxColumn } from '../../../platform/http/xlsx.js';
import { sheetTemplate } from '../../../platform/http/xlsx-import.js';
import { dictLabels } from '../../system/dict/dict-labels.js';
import type { DictService } from '../../system/dict/dict.service.js';

const h = (zh_CN: string, en_US: string) => ({ zh_CN, en_US });

export const EMPLOYEE_SHEET = h('人员信息', 'Employees');

/** Columns of the import template and the export, read in either language; an exported sheet imports again. */
export const employeeSheetColumns = {
  employeeName: h('姓名', 'Name'),
  sex: h('性别', 'Sex'),
  idCard: h('身份证号', 'Identity number'),
  phone: h('联系电话', 'Phone'),
  email: h('电子邮箱', 'Email'),
  nation: h('民族', 'Ethnic group'),
  politicalStatus: h('政治面貌', 'Political status'),
  education: h('学历', 'Education'),
  clientName: h('委托单位', 'Entrusted unit'),
  seriesName: h('职称系列', 'Title series'),
  professionName: h('专业', 'Profession'),
  currentTitleName: h('现职称', 'Current title'),
  currentTitleDate: h('现职称取得日期', 'Current title since'),
  currentTitleCertNo: h('现职称证书编号', 'Current title certificate no.'),
  workStartDate: h('参加工作日期', 'Started work on'),
  hiredDate: h('入职日期', 'Hired on'),
  wageLevel: h('岗位等级', 'Post grade'),
  employmentRelation: h('用工关系', 'Employment relation'),
  archiveLocation: h('档案所在地', 'Archive location'),
  status: h('人员状态', 'Status'),
  remark: h('备注', 'Remark'),
} as const;
export type EmployeeSheetKey = keyof typeof employeeSheetColumns;

/** Dictionary of each coded column (labels in the sheet, values in the database). */
export const EMPLOYEE_SHEET_DICTS = {
  sex: 'sys_user_sex',
  nation: 'nation',
  politicalStatus: 'political_status',
  education: 'education',
  wageLevel: 'wage_level',
  employmentRelation: 'employment_relation',
} as const satisfies Partial<Record<EmployeeSheetKey, string>>;

/** The employee status has no dictionary of its own. */
export const EMPLOYEE_STATUS_LABELS = {
  [EmployeeStatus.ACTIVE]: h('在职', 'Active'),
  [EmployeeStatus.LEFT]: h('离职', 'Left'),
};

const WIDTHS: Partial<Record<EmployeeSheetKey, number>> = {
  idCard: 22,
  email: 24,
  clientName: 28,
  archiveLocation: 24,
  remark: 30,
};

export function employeeTemplate(lang: Language): Promise<Buffer> {
  return sheetTemplate(lang, EMPLOYEE_SHEET, employeeSheetColumns, WIDTHS);
}

export async function employeeExportColumns(
  dicts: DictService,
  tenantId: string,
  lang: Language,
): Promise<XlsxColumn<EmployeeVo>[]> {
  const labels = Object.fromEntries(
    await Promise.all(
      Object.entries(EMPLOYEE_SHEET_DICTS).map(
        async ([key, dict]) => [key, await dictLabels(dicts, tenantId, dict, lang)] as const,
      ),
    ),
  ) as Record<keyof typeof EMPLOYEE_SHEET_DICTS, (v: string | number) => string>;
  const status = (v: string) => EMPLOYEE_STATUS_LABELS[v as keyof typeof EMPLOYEE_STATUS_LABELS]?.[lang] ?? v;
  const coded = (key: keyof typeof EMPLOYEE_SHEET_DICTS) => (r: EmployeeVo) => {
    const value = r[key];
    return value === null ? null : labels[key](value);
  };
  const plain = (key: EmployeeSheetKey & keyof EmployeeVo) => (r: EmployeeVo) => r[key] as string | null;
  const valueOf = (key: EmployeeSheetKey): XlsxColumn<EmployeeVo>['value'] => {
    if (key === 'status') return (r) => status(r.status);
    if (key in EMPLOYEE_SHEET_DICTS) return coded(key as keyof typeof EMPLOYEE_SHEET_DICTS);
    return plain(key);
  };
  return [
    { header: h('人员编号', 'Employee id'), value: (r) => r.employeeId, width: 12 },
    ...(Object.entries(employeeSheetColumns) as [EmployeeSheetKey, Record<Language, string>][]).map(
      ([key, header]) => ({ header, value: valueOf(key), width: WIDTHS[key] }),
    ),
    { header: h('创建时间', 'Created'), value: (r) => r.createTime, width: 20 },
  ];
}

import { EmployeeStatus, type EmployeeVo, type Language } from '@zcps/contracts';
import type { XlsxColumn } from '../../../platform/http/xlsx.js';
import { sheetTemplate } from '../../../platform/http/xlsx-import.js';
import { dictLabels } from '../../system/dict/dict-labels.js';
import type { DictService } from '../../system/dict/dict.service.js';
import { localize, message, type Text } from '../../../platform/i18n/format.js';

export const EMPLOYEE_SHEET = message('employee.sheet');

/** Columns of the import template and the export, read in either language; an exported sheet imports again. */
export const employeeSheetColumns = {
  employeeName: message('employee.column.employeeName'),
  sex: message('employee.column.sex'),
  idCard: message('employee.column.idCard'),
  phone: message('employee.column.phone'),
  email: message('employee.column.email'),
  nation: message('employee.column.nation'),
  politicalStatus: message('employee.column.politicalStatus'),
  education: message('employee.column.education'),
  clientName: message('employee.column.clientName'),
  seriesName: message('employee.column.seriesName'),
  professionName: message('employee.column.professionName'),
  currentTitleName: message('employee.column.currentTitleName'),
  currentTitleDate: message('employee.column.currentTitleDate'),
  currentTitleCertNo: message('employee.column.currentTitleCertNo'),
  workStartDate: message('employee.column.workStartDate'),
  hiredDate: message('employee.column.hiredDate'),
  wageLevel: message('employee.column.wageLevel'),
  employmentRelation: message('employee.column.employmentRelation'),
  archiveLocation: message('employee.column.archiveLocation'),
  status: message('employee.column.status'),
  remark: message('employee.column.remark'),
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
  [EmployeeStatus.ACTIVE]: message('employee.status.active'),
  [EmployeeStatus.LEFT]: message('employee.status.left'),
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
  const status = (v: string) => {
    const label = EMPLOYEE_STATUS_LABELS[v as keyof typeof EMPLOYEE_STATUS_LABELS];
    return label ? localize(lang, label) : v;
  };
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
    { header: message('employee.column.employeeId'), value: (r) => r.employeeId, width: 12 },
    ...(Object.entries(employeeSheetColumns) as [EmployeeSheetKey, Text][]).map(([key, header]) => ({
      header,
      value: valueOf(key),
      width: WIDTHS[key],
    })),
    { header: message('employee.column.createTime'), value: (r) => r.createTime, width: 20 },
  ];
}

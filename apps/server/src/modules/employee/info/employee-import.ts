import { employeeCreateSchema, type EmployeeCreate, type ImportReport, type Language } from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { ServiceError } from '../../../platform/http/errors.js';
import { formatIssue } from '../../../platform/http/validation.js';
import { dictValues, importRows, readSheet, type SheetRow } from '../../../platform/http/xlsx-import.js';
import type { DictService } from '../../system/dict/dict.service.js';
import type { EmployeeRepo } from './employee.repo.js';
import type { EmployeeService } from './employee.service.js';
import {
  EMPLOYEE_SHEET_DICTS,
  EMPLOYEE_STATUS_LABELS,
  employeeSheetColumns,
  type EmployeeSheetKey,
} from './employee-sheet.js';
import { bilingual, message, type Text } from '../../../platform/i18n/format.js';

/** Most rows one import takes. */
export const EMPLOYEE_IMPORT_MAX_ROWS = 5000;

export interface EmployeeImportDeps {
  repo: EmployeeRepo;
  service: EmployeeService;
  dicts: DictService;
  progress?: (processed: number, total: number) => void;
}

type Named = { id: number; name: string; seriesId?: number };

/** Name → id of a catalogue row, within the series when one is known. */
function byName(rows: Named[], label: Text) {
  return (name: string | undefined, seriesId?: number | null): number | undefined => {
    if (!name) return undefined;
    const match = rows.find((r) => r.name === name && (!seriesId || !r.seriesId || r.seriesId === seriesId));
    if (!match) throw new ServiceError('employee.refUnknown', { label, name });
    return match.id;
  };
}

/**
 * Imports employees from the template's sheet, keyed by identity number: a new number creates the employee
 * (in the caller's unit for a company user), a known one is updated only with updateSupport and only when the
 * caller reaches it; a refused row writes nothing, the others are kept.
 */
export async function importEmployees(
  deps: EmployeeImportDeps,
  caller: LoginUser,
  content: Buffer,
  updateSupport: boolean,
  lang: Language,
): Promise<ImportReport> {
  const c = employeeSheetColumns;
  const rows = await readSheet(content, {
    columns: c,
    required: 'idCard',
    maxRows: EMPLOYEE_IMPORT_MAX_ROWS,
    badHeader: message('employee.importBadHeader', { column: c.idCard }),
    notXlsx: 'user.importNotXlsx',
  });
  if (!rows.length) throw new ServiceError('employee.importEmpty');
  if (rows.length > EMPLOYEE_IMPORT_MAX_ROWS)
    throw new ServiceError('employee.importTooMany', { max: EMPLOYEE_IMPORT_MAX_ROWS });
  const { tenantId } = caller;
  const [refs, ...coded] = await Promise.all([
    deps.repo.namedRefs(tenantId),
    ...Object.values(EMPLOYEE_SHEET_DICTS).map((dict) => dictValues(deps.dicts, tenantId, dict)),
  ]);
  const codes = Object.fromEntries(Object.keys(EMPLOYEE_SHEET_DICTS).map((key, i) => [key, coded[i]!]));
  const unit = byName(refs.units, c.clientName);
  const series = byName(refs.series, c.seriesName);
  const profession = byName(refs.professions, c.professionName);
  const title = byName(refs.titles, c.currentTitleName);
  const status = (text: string | undefined) =>
    Object.entries(EMPLOYEE_STATUS_LABELS).find(
      ([value, l]) => text === value || Object.values(bilingual(l)).some((word) => word === text),
    )?.[0] ??
    (text || undefined);

  const toInput = ({ cells }: SheetRow<EmployeeSheetKey>) => {
    const seriesId = series(cells.seriesName);
    const input: Record<string, unknown> = {
      employeeName: cells.employeeName ?? '',
      idCard: cells.idCard ?? '',
      email: cells.email,
      phone: cells.phone,
      clientId: unit(cells.clientName),
      seriesId,
      professionId: profession(cells.professionName, seriesId),
      currentTitleId: title(cells.currentTitleName, seriesId),
      currentTitleDate: dateOf(cells.currentTitleDate),
      currentTitleCertNo: cells.currentTitleCertNo,
      workStartDate: dateOf(cells.workStartDate),
      hiredDate: dateOf(cells.hiredDate),
      archiveLocation: cells.archiveLocation,
      status: status(cells.status),
      remark: cells.remark,
    };
    for (const key of Object.keys(EMPLOYEE_SHEET_DICTS)) {
      const text = cells[key as EmployeeSheetKey];
      input[key] = text ? codes[key]!(text) : undefined;
    }
    return input;
  };

  return importRows(
    rows,
    lang,
    ({ cells }) => cells.employeeName || cells.idCard || '',
    async (row) => {
      const input = toInput(row);
      const parsed = employeeCreateSchema.safeParse(input);
      if (!parsed.success)
        return { outcome: 'failed', reason: formatIssue(parsed.error.issues[0]!, lang, input) };
      return importOne(deps, caller, parsed.data, updateSupport);
    },
    deps.progress,
  );
}

async function importOne(
  { repo, service }: EmployeeImportDeps,
  caller: LoginUser,
  body: EmployeeCreate,
  updateSupport: boolean,
): Promise<{ outcome: 'created' | 'updated' }> {
  const existing = await repo.findByIdCard(caller.tenantId, body.idCard);
  if (!existing) {
    await service.create(caller, body);
    return { outcome: 'created' };
  }
  if (!updateSupport) throw new ServiceError('employee.importExists');
  await service.update(caller, { ...body, employeeId: existing.employeeId });
  return { outcome: 'updated' };
}

/** A date cell: `YYYY-MM-DD` text, or the ISO text of a date ExcelJS read. */
export function dateOf(text: string | undefined): string | undefined {
  if (!text) return undefined;
  const iso = /^(\d{4}-\d{2}-\d{2})T/.exec(text);
  return iso ? iso[1] : text.replace(/[/.]/g, '-');
}

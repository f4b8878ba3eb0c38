import { recordCreateSchema, type ImportReport, type Language } from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { ServiceError } from '../../../platform/http/errors.js';
import { formatIssue } from '../../../platform/http/validation.js';
import { dictValues, importRows, readSheet } from '../../../platform/http/xlsx-import.js';
import type { DictService } from '../../system/dict/dict.service.js';
import { dateOf } from '../info/employee-import.js';
import { employeeScope } from '../info/employee-scope.js';
import type { EmployeeRepo } from '../info/employee.repo.js';
import { recordSheetColumns, NO, YES } from './record-sheet.js';
import type { RecordService } from './record.service.js';
import { bilingual, message } from '../../../platform/i18n/format.js';

export const RECORD_IMPORT_MAX_ROWS = 5000;

export interface RecordImportDeps {
  service: RecordService;
  employees: EmployeeRepo;
  dicts: DictService;
  progress?: (processed: number, total: number) => void;
}

/** A sheet cell as the kind's field wants it (numbers, yes/no, dates, dictionary labels → values). */
async function cellReaders(deps: RecordImportDeps, tenantId: string) {
  const { fields } = deps.service.def.spec;
  const coded = await Promise.all(
    fields.map((f) => (f.dict ? dictValues(deps.dicts, tenantId, f.dict) : null)),
  );
  return fields.map((f, i) => (text: string | undefined): unknown => {
    if (!text) return f.kind === 'bool' ? false : undefined;
    switch (f.kind) {
      case 'int':
      case 'hours':
      case 'year':
        return Number.isNaN(Number(text)) ? text : Number(text);
      case 'bool':
        return [...Object.values(bilingual(YES)), 'true', '1'].includes(text)
          ? true
          : [...Object.values(bilingual(NO)), 'false', '0'].includes(text)
            ? false
            : text;
      case 'date':
        return dateOf(text);
      case 'dict':
        return coded[i]!(text);
      default:
        return text;
    }
  });
}

/**
 * Adds records of one kind from its sheet; each row names its employee by identity number (one the caller
 * reaches) and becomes a draft. A refused row writes nothing, the others are kept.
 */
export async function importRecords(
  deps: RecordImportDeps,
  caller: LoginUser,
  content: Buffer,
  lang: Language,
): Promise<ImportReport> {
  const { def } = deps.service;
  const columns = recordSheetColumns(def);
  const rows = await readSheet(content, {
    columns,
    required: 'idCard',
    maxRows: RECORD_IMPORT_MAX_ROWS,
    badHeader: message('employee.importBadHeader', { column: columns.idCard! }),
    notXlsx: 'user.importNotXlsx',
  });
  if (!rows.length) throw new ServiceError('employee.importEmpty');
  if (rows.length > RECORD_IMPORT_MAX_ROWS)
    throw new ServiceError('employee.importTooMany', { max: RECORD_IMPORT_MAX_ROWS });
  const readers = await cellReaders(deps, caller.tenantId);
  const schema = recordCreateSchema(def.spec);
  const scope = employeeScope(caller);

  return importRows(
    rows,
    lang,
    ({ cells }) => cells.employeeName || cells.idCard || '',
    async ({ cells }) => {
      const idCard = (cells.idCard ?? '').toUpperCase();
      const employee = idCard ? await deps.employees.findByIdCard(caller.tenantId, idCard) : undefined;
      const reachable = employee && (await deps.employees.find(caller.tenantId, scope, employee.employeeId));
      if (!reachable) throw new ServiceError('record.employeeNotFound', { employee: idCard });
      const input: Record<string, unknown> = { employeeId: reachable.employeeId, remark: cells.remark };
      def.spec.fields.forEach((f, i) => (input[f.name] = readers[i]!(cells[f.name])));
      const parsed = schema.safeParse(input);
      if (!parsed.success)
        return { outcome: 'failed', reason: formatIssue(parsed.error.issues[0]!, lang, input) };
      await deps.service.create(caller, parsed.data as typeof parsed.data & { employeeId: number });
      return { outcome: 'created' };
    },
    deps.progress,
  );
}

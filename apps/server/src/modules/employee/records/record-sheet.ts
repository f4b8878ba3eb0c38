import { maskReviewerIdCard, type Language, type RecordField } from '@zcps/contracts';
import type { XlsxColumn } from '../../../platform/http/xlsx.js';
import { sheetTemplate, type SheetColumns } from '../../../platform/http/xlsx-import.js';
import { dictLabels } from '../../system/dict/dict-labels.js';
import type { DictService } from '../../system/dict/dict.service.js';
import type { RecordDef } from './record-defs.js';
import type { RecordRow } from './record.repo.js';
import { fieldLabels } from '../../../platform/i18n/field-labels.js';
import { localize, message, type Text } from '../../../platform/i18n/format.js';

export const YES = message('word.yes');
export const NO = message('word.no');

const label = (name: string): Text => fieldLabels[name] ?? name;

/**
 * A kind's sheet: the employee (named, found by identity number on import), then the kind's own fields with
 * the same labels as the validation messages. An exported sheet imports again.
 */
export function recordSheetColumns(def: RecordDef): SheetColumns<string> {
  return {
    employeeName: message('record.column.employeeName'),
    idCard: message('record.column.idCard'),
    ...Object.fromEntries(def.spec.fields.map((f) => [f.name, label(f.name)])),
    remark: message('record.column.remark'),
  };
}

export function recordTemplate(def: RecordDef, lang: Language): Promise<Buffer> {
  return sheetTemplate(lang, def.title, recordSheetColumns(def), { idCard: 22 });
}

const WIDTH: Partial<Record<RecordField['kind'], number>> = { text: 24, longText: 40, date: 12, bool: 8 };

export async function recordExportColumns(
  def: RecordDef,
  dicts: DictService,
  tenantId: string,
  lang: Language,
  maskIdCard: boolean,
): Promise<XlsxColumn<RecordRow>[]> {
  const [status, ...coded] = await Promise.all([
    dictLabels(dicts, tenantId, 'record_check_status', lang),
    ...def.spec.fields.map((f) => (f.dict ? dictLabels(dicts, tenantId, f.dict, lang) : null)),
  ]);
  const own = def.spec.fields.map((f, i): XlsxColumn<RecordRow> => {
    const toLabel = coded[i];
    const value = (r: RecordRow) => {
      const v = r[f.name];
      if (v === null || v === undefined) return null;
      if (f.kind === 'bool') return localize(lang, v ? YES : NO);
      if (toLabel) return toLabel(String(v));
      return typeof v === 'number' ? v : String(v);
    };
    return { header: label(f.name), value, width: WIDTH[f.kind] };
  });
  const sheet = recordSheetColumns(def);
  return [
    { header: message('record.column.recordId'), value: (r) => r.recordId, width: 10 },
    { header: sheet.employeeName!, value: (r) => r.employeeName ?? null },
    {
      header: sheet.idCard!,
      value: (r) => (r.idCard && maskIdCard ? maskReviewerIdCard(r.idCard) : (r.idCard ?? null)),
      width: 22,
    },
    ...own,
    { header: sheet.remark!, value: (r) => r.remark, width: 30 },
    { header: message('record.column.checkStatus'), value: (r) => status!(r.checkStatus), width: 10 },
    { header: message('record.column.checkRemark'), value: (r) => r.checkRemark, width: 30 },
  ];
}

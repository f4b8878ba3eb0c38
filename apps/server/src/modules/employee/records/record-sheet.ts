import { maskReviewerIdCard, type Language, type RecordField } from '@zcps/contracts';
import type { XlsxColumn } from '../../../platform/http/xlsx.js';
import { sheetTemplate, type SheetColumns } from '../../../platform/http/xlsx-import.js';
import { dictLabels } from '../../system/dict/dict-labels.js';
import type { DictService } from '../../system/dict/dict.service.js';
import type { RecordDef } from './record-defs.js';
import type { RecordRow } from './record.repo.js';
import { fieldLabels } from '../../../platform/i18n/field-labels.js';

const h = (zh_CN: string, en_US: string) => ({ zh_CN, en_US });
export const YES = h('是', 'Yes');
export const NO = h('否', 'No');

const label = (name: string) => fieldLabels[name] ?? h(name, name);

/**
 * A kind's sheet: the employee (named, found by identity number on import), then the kind's own fields with
 * the same labels as the validation messages. An exported sheet imports again.
 */
export function recordSheetColumns(def: RecordDef): SheetColumns<string> {
  return {
    employeeName: h('姓名', 'Name'),
    idCard: h('身份证号', 'Identity number'),
    ...Object.fromEntries(def.spec.fields.map((f) => [f.name, label(f.name)])),
    remark: h('备注', 'Remark'),
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
      if (f.kind === 'bool') return (v ? YES : NO)[lang];
      if (toLabel) return toLabel(String(v));
      return typeof v === 'number' ? v : String(v);
    };
    return { header: label(f.name), value, width: WIDTH[f.kind] };
  });
  const sheet = recordSheetColumns(def);
  return [
    { header: h('记录编号', 'Record id'), value: (r) => r.recordId, width: 10 },
    { header: sheet.employeeName!, value: (r) => r.employeeName ?? null },
    {
      header: sheet.idCard!,
      value: (r) => (r.idCard && maskIdCard ? maskReviewerIdCard(r.idCard) : (r.idCard ?? null)),
      width: 22,
    },
    ...own,
    { header: sheet.remark!, value: (r) => r.remark, width: 30 },
    { header: h('审核状态', 'Check status'), value: (r) => status!(r.checkStatus), width: 10 },
    { header: h('审核意见', 'Check remark'), value: (r) => r.checkRemark, width: 30 },
  ];
}

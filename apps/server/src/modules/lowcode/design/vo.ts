import {
  lcDefaultForm,
  lcDefaultList,
  lcListLayoutSchema,
  formSchema,
  type LcAppVo,
  type LcFieldVo,
  type LcObjectVo,
  type LcPages,
} from '@zcps/contracts';
import { formatDateTime } from '../../../platform/http/dates.js';
import type { AppRow, FieldRow, ObjectRow, PageRow } from './meta.repo.js';

export function toAppVo(row: AppRow, objectCount: number): LcAppVo {
  return {
    appId: row.appId,
    appKey: row.appKey,
    name: row.name,
    icon: row.icon,
    appGroup: row.appGroup,
    status: row.status === '1' ? '1' : '0',
    parentMenuId: row.parentMenuId,
    remark: row.remark,
    rev: row.rev,
    publishedRev: row.publishedRev,
    menuId: row.menuId,
    objectCount,
    createTime: formatDateTime(row.createTime),
    updateTime: formatDateTime(row.updateTime),
  };
}

export function toObjectVo(row: ObjectRow, appKey: string): LcObjectVo {
  return {
    objectId: row.objectId,
    appId: row.appId,
    appKey,
    objectKey: row.objectKey,
    label: row.label,
    tableName: row.tableName,
    titleField: row.titleField,
    kind: row.kind === 'tree' ? 'tree' : 'flat',
    sort: row.sort,
    rev: row.rev,
    publishedRev: row.publishedRev,
    remark: row.remark,
    createTime: formatDateTime(row.createTime),
  };
}

export function toFieldVo(row: FieldRow): LcFieldVo {
  return {
    fieldId: row.fieldId,
    objectId: row.objectId,
    name: row.name,
    label: row.label,
    type: row.type as LcFieldVo['type'],
    length: row.length,
    precision: row.precision,
    scale: row.scale,
    required: row.required,
    unique: row.isUnique,
    defaultValue: row.defaultValue ?? null,
    dictType: row.dictType,
    refObjectId: row.refObjectId,
    validation: row.validation ?? {},
    sort: row.sort,
    listed: row.listed,
    searchable: row.searchable,
    queryType: row.queryType as LcFieldVo['queryType'],
    state: row.columnState === 'hidden' ? 'hidden' : 'active',
  };
}

/**
 * The object's pages: saved layouts with items of fields no longer active left out, else defaults from the
 * fields. A saved layout that no longer parses falls back to the default rather than breaking the screen.
 */
export function pagesOf(fields: LcFieldVo[], saved: PageRow[]): LcPages {
  const active = new Set(fields.filter((f) => f.state === 'active').map((f) => f.name));
  const byKind = new Map(saved.map((p) => [p.kind, p.schema]));
  const form = formSchema.safeParse(byKind.get('form'));
  const detail = formSchema.safeParse(byKind.get('detail'));
  const list = lcListLayoutSchema.safeParse(byKind.get('list'));
  const keep = (items: LcPages['form']['items']) =>
    items.filter((item) => !('field' in item) || active.has(item.field));
  return {
    form: form.success ? { ...form.data, items: keep(form.data.items) } : lcDefaultForm(fields),
    detail: detail.success ? { ...detail.data, items: keep(detail.data.items) } : lcDefaultForm(fields),
    list: list.success
      ? {
          ...list.data,
          columns: list.data.columns.filter((c) => active.has(c.field)),
          search: list.data.search.filter((s) => active.has(s)),
        }
      : lcDefaultList(fields),
  };
}

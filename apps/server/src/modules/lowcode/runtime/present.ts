import { type Language, type LcFieldVo, type LcFileVo, type LcRefOption, type LcRow } from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { ServiceError } from '../../../platform/http/errors.js';
import type { DictSource } from '../../../platform/http/xlsx-import.js';
import type { MetaRepo } from '../design/meta.repo.js';
import type { LcResolved } from '../registry.js';
import type { DynamicRow, RuntimeRepo } from './runtime.repo.js';
import { toApi } from './values.js';

const LABELLED = new Set(['select', 'radio', 'checkbox', 'user', 'dept', 'reference']);
export const FILES = new Set(['image', 'file']);
/** The OSS ids an image or file value holds ("1,2"). */
export const idsOf = (value: unknown): number[] =>
  typeof value === 'string' && value
    ? value
        .split(',')
        .map(Number)
        .filter((n) => Number.isSafeInteger(n) && n > 0)
    : [];

/**
 * What rows read like beyond their stored values: labels of dictionary, user, dept and reference values, file
 * names, and the choices and titles of user, dept and reference fields.
 */
export class LcPresenter {
  constructor(
    private readonly meta: MetaRepo,
    private readonly repo: RuntimeRepo,
    private readonly dicts: DictSource,
  ) {}

  /** Rows as the API answers them, with `<name>Label` for dictionary, user, dept and reference fields. */
  async present(caller: LoginUser, r: LcResolved, rows: DynamicRow[], lang: Language): Promise<LcRow[]> {
    const labels = new Map<string, (value: unknown) => string | null>();
    for (const field of r.fields) {
      if (!LABELLED.has(field.type)) continue;
      const values = rows.map((row) => row[field.name]).filter((v) => v !== null && v !== undefined);
      labels.set(field.name, await this.labeller(caller, field, values, lang));
    }
    const fileIds = r.fields
      .filter((f) => FILES.has(f.type))
      .flatMap((f) => rows.flatMap((row) => idsOf(row[f.name])));
    const fileNames = new Map(
      (await this.repo.ossFiles(caller.tenantId, [...new Set(fileIds)])).map((f) => [f.ossId, f.name]),
    );
    const parents =
      r.object.kind === 'tree'
        ? await this.repo.titles(
            r.object.tableName,
            r.object.titleField,
            caller.tenantId,
            [...new Set(rows.map((row) => Number(row.parentId ?? 0)))].filter((id) => id > 0),
          )
        : new Map<number, string>();
    return rows.map((row) => {
      const out: LcRow = {
        id: Number(row.id),
        deptId: (row.deptId as number | null) ?? null,
        createBy: (row.createBy as number | null) ?? null,
        createTime: formatDateTime(row.createTime as Date | null),
        updateTime: formatDateTime(row.updateTime as Date | null),
      };
      if (r.object.kind === 'tree') {
        out.parentId = (row.parentId as number | null) ?? 0;
        out.parentIdLabel = parents.get(out.parentId) ?? null;
      }
      for (const field of r.fields) {
        const value = toApi(field, row[field.name]);
        out[field.name] = value;
        const label = labels.get(field.name);
        if (label) out[`${field.name}Label`] = value === null ? null : label(value);
        if (FILES.has(field.type))
          out[`${field.name}Files`] = idsOf(row[field.name])
            .filter((id) => fileNames.has(id))
            .map((id): LcFileVo => ({ ossId: String(id), name: fileNames.get(id)! }));
      }
      return out;
    });
  }

  /** value → label of one field over the values of a page. */
  async labeller(caller: LoginUser, field: LcFieldVo, values: unknown[], lang: Language) {
    const tenantId = caller.tenantId;
    if (field.dictType) {
      const entries = await this.dicts.byType(tenantId, field.dictType, lang);
      const byValue = new Map(entries.map((e) => [e.dictValue, e.dictLabel]));
      const one = (v: string) => byValue.get(v) ?? v;
      return (value: unknown) =>
        Array.isArray(value) ? value.map((v) => one(String(v))).join(',') : one(String(value));
    }
    const ids = [...new Set(values.map(Number))];
    let names = new Map<number, string>();
    if (field.type === 'user') names = await this.repo.userNames(tenantId, ids);
    else if (field.type === 'dept') names = await this.repo.deptNames(tenantId, ids);
    else if (field.type === 'reference') {
      const target = await this.refTarget(caller, field);
      if (target) names = await this.repo.titles(target.tableName, target.titleField, tenantId, ids);
    }
    return (value: unknown) => names.get(Number(value)) ?? String(value);
  }

  async refTarget(caller: LoginUser, field: LcFieldVo) {
    return field.refObjectId ? this.meta.object(caller.tenantId, field.refObjectId) : undefined;
  }

  /** The one live user, dept or referenced row whose title reads `text`; undefined when none or several do. */
  async idByTitle(caller: LoginUser, field: LcFieldVo, text: string): Promise<number | undefined> {
    let ids: number[] = [];
    if (field.type === 'user' || field.type === 'dept')
      ids = await this.repo.idsByTitle({ kind: field.type }, caller.tenantId, text);
    else if (field.type === 'reference') {
      const target = await this.refTarget(caller, field);
      if (target)
        ids = await this.repo.idsByTitle(
          { kind: 'reference', table: target.tableName, title: target.titleField },
          caller.tenantId,
          text,
        );
    }
    return ids.length === 1 ? ids[0] : undefined;
  }

  /**
   * Choices of a reference, user or dept field: the referenced object's live rows by title; users and depts
   * within the caller's data scope (the object's editors need no system:user:* or system:dept:* right).
   */
  async refOptions(caller: LoginUser, r: LcResolved, name: string, keyword: string): Promise<LcRefOption[]> {
    const field = r.fields.find((f) => f.name === name && ['reference', 'user', 'dept'].includes(f.type));
    if (!field) throw new ServiceError('lowcode.fieldNotFound');
    if (field.type === 'user') return this.repo.userOptions(caller, keyword.trim(), 50);
    if (field.type === 'dept') return this.repo.deptOptions(caller, keyword.trim(), 50);
    const target = await this.refTarget(caller, field);
    if (!target) return [];
    const rows = await this.repo.options(
      target.tableName,
      target.titleField,
      caller.tenantId,
      keyword.trim(),
      50,
    );
    return rows.map((row) => ({ value: Number(row.value), label: row.label ?? String(row.value) }));
  }
}

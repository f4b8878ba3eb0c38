import { desc, eq, gt, gte, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  LC_OPERATIONS,
  lcPermission,
  lcRangeKeys,
  ResponseCode,
  type Language,
  type LcFieldVo,
  type LcListQuery,
  type LcRefOption,
  type LcRow,
  type LcRuntimeMeta,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { dataScopeOf } from '../../../platform/db/data-scope.js';
import { contains, escapeLike } from '../../../platform/db/like.js';
import { orderOf, pageOf } from '../../../platform/db/paging.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { refuseMissing, ServiceError } from '../../../platform/http/errors.js';
import type { DictSource } from '../../../platform/http/xlsx-import.js';
import type { MetaRepo } from '../design/meta.repo.js';
import type { LcRegistry, LcResolved } from '../registry.js';
import { col } from './dynamic-table.js';
import { checkValues, type DictChoices } from './row-check.js';
import type { DynamicRow, RuntimeRepo } from './runtime.repo.js';
import { filterValue, toApi, toDb } from './values.js';

const LABELLED = new Set(['select', 'radio', 'checkbox', 'user', 'dept', 'reference']);
const notFound = () => new ServiceError('lowcode.notPublished', {}, ResponseCode.NOT_FOUND);

/** The generic runtime of published objects: `/lc/{app}/{object}` lists, reads and writes their rows. */
export class LcRuntimeService {
  constructor(
    private readonly registry: LcRegistry,
    private readonly meta: MetaRepo,
    readonly repo: RuntimeRepo,
    readonly dicts: DictSource,
  ) {}

  /** A published object of an enabled app in the caller's tenant; anything else is refused as missing. */
  async resolve(caller: LoginUser, appKey: string, objectKey: string): Promise<LcResolved> {
    const r = await this.registry.resolve(caller.tenantId, appKey, objectKey);
    if (!r || r.app.status !== '0' || r.app.publishedRev === null || r.object.publishedRev === null)
      throw notFound();
    return r;
  }

  meta_(r: LcResolved): LcRuntimeMeta {
    const permissions = Object.fromEntries(
      LC_OPERATIONS.map((op) => [op, lcPermission(r.app.appKey, r.object.objectKey, op)]),
    ) as LcRuntimeMeta['permissions'];
    return {
      app: { appKey: r.app.appKey, name: r.app.name, icon: r.app.icon },
      object: r.object,
      fields: r.fields,
      pages: r.pages,
      permissions,
    };
  }

  scope(caller: LoginUser, r: LcResolved): SQL | undefined {
    return dataScopeOf(caller, { dept: r.table.deptId, user: r.table.createBy });
  }

  private bad(field: LcFieldVo): ServiceError {
    return new ServiceError('validation.invalid', { field: field.label }, ResponseCode.BAD_REQUEST);
  }

  /** The family's query types over searchable fields. */
  filters(r: LcResolved, query: Record<string, unknown>): SQL[] {
    const out: SQL[] = [];
    for (const field of r.fields) {
      if (!field.searchable) continue;
      const column = col(r.table, field.name);
      if (field.queryType === 'BETWEEN') {
        const [beginKey, endKey] = lcRangeKeys(field.name);
        for (const [key, op] of [
          [beginKey, gte],
          [endKey, lte],
        ] as const) {
          const text = query[key];
          if (typeof text !== 'string' || !text.trim()) continue;
          let value = filterValue(field, text);
          if (value === undefined) throw this.bad(field);
          if (field.type === 'datetime' && op === lte && /^\d{4}-\d{2}-\d{2}$/.test(text.trim()))
            value = `${text.trim()} 23:59:59`;
          out.push(op(column, value));
        }
        continue;
      }
      const text = query[field.name];
      if (typeof text !== 'string' || !text.trim()) continue;
      if (field.type === 'checkbox') {
        out.push(sql`(',' || ${column} || ',') LIKE ${`%,${escapeLike(text.trim())},%`}`);
        continue;
      }
      if (field.queryType === 'LIKE') {
        out.push(contains(column, text)!);
        continue;
      }
      const value = filterValue(field, text);
      if (value === undefined) throw this.bad(field);
      const op = { EQ: eq, NE: ne, GT: gt, GE: gte, LT: lt, LE: lte }[field.queryType];
      out.push(op(column, value));
    }
    return out;
  }

  order(r: LcResolved, query: LcListQuery): SQL[] {
    const sortable: Record<string, ReturnType<typeof col>> = {
      id: r.table.id,
      createTime: r.table.createTime,
      updateTime: r.table.updateTime,
    };
    for (const field of r.fields)
      if (field.type !== 'richText' && field.type !== 'textarea')
        sortable[field.name] = col(r.table, field.name);
    return orderOf(query, sortable, [desc(r.table.id)]);
  }

  where(caller: LoginUser, r: LcResolved, query: Record<string, unknown>): SQL {
    return this.repo.where(r.table, caller.tenantId, ...this.filters(r, query), this.scope(caller, r));
  }

  async list(caller: LoginUser, r: LcResolved, query: LcListQuery, lang: Language) {
    const { limit, offset } = pageOf(query);
    const { rows, total } = await this.repo.page(
      r.table,
      this.where(caller, r, query),
      this.order(r, query),
      limit,
      offset,
    );
    return { rows: await this.present(caller, r, rows, lang), total };
  }

  private async found(caller: LoginUser, r: LcResolved, id: number): Promise<DynamicRow> {
    const [row] = await this.repo.byIds(
      r.table,
      this.repo.where(r.table, caller.tenantId, this.scope(caller, r)),
      [id],
    );
    if (!row) throw new ServiceError('lowcode.rowNotFound');
    return row;
  }

  async get(caller: LoginUser, r: LcResolved, id: number, lang: Language): Promise<LcRow> {
    const [row] = await this.present(caller, r, [await this.found(caller, r, id)], lang);
    return row!;
  }

  /** Rows as the API answers them, with `<name>Label` for dictionary, user, dept and reference fields. */
  async present(caller: LoginUser, r: LcResolved, rows: DynamicRow[], lang: Language): Promise<LcRow[]> {
    const labels = new Map<string, (value: unknown) => string | null>();
    for (const field of r.fields) {
      if (!LABELLED.has(field.type)) continue;
      const values = rows.map((row) => row[field.name]).filter((v) => v !== null && v !== undefined);
      labels.set(field.name, await this.labeller(caller, field, values, lang));
    }
    return rows.map((row) => {
      const out: LcRow = {
        id: Number(row.id),
        deptId: (row.deptId as number | null) ?? null,
        createBy: (row.createBy as number | null) ?? null,
        createTime: formatDateTime(row.createTime as Date | null),
        updateTime: formatDateTime(row.updateTime as Date | null),
      };
      if (r.object.kind === 'tree') out.parentId = (row.parentId as number | null) ?? 0;
      for (const field of r.fields) {
        const value = toApi(field, row[field.name]);
        out[field.name] = value;
        const label = labels.get(field.name);
        if (label) out[`${field.name}Label`] = value === null ? null : label(value);
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

  async dictChoices(caller: LoginUser, r: LcResolved): Promise<DictChoices> {
    const out = new Map<string, string[]>();
    for (const field of r.fields)
      if (field.dictType && !out.has(field.dictType))
        out.set(
          field.dictType,
          (await this.dicts.byType(caller.tenantId, field.dictType, 'zh_CN')).map((e) => e.dictValue),
        );
    return out;
  }

  /** Everything the metadata says beyond the form schema: references, users and depts exist, unique values. */
  private async checkRefs(caller: LoginUser, r: LcResolved, values: Record<string, unknown>, id?: number) {
    for (const field of r.fields) {
      const value = values[field.name];
      if (value === null || value === undefined || value === '') continue;
      const n = Number(value);
      if (field.type === 'reference') {
        const target = await this.refTarget(caller, field);
        if (!target || !(await this.repo.existingIds(target.tableName, caller.tenantId, [n])).has(n))
          throw new ServiceError('lowcode.refMissing', { field: field.label });
      } else if (field.type === 'user') {
        if (!(await this.repo.userNames(caller.tenantId, [n])).has(n))
          throw new ServiceError('lowcode.userMissing', { field: field.label });
      } else if (field.type === 'dept') {
        if (!(await this.repo.deptNames(caller.tenantId, [n])).has(n))
          throw new ServiceError('lowcode.deptMissing', { field: field.label });
      }
      if (
        field.unique &&
        (await this.repo.taken(r.table, caller.tenantId, field.name, toDb(field, value), id))
      )
        throw new ServiceError('lowcode.unique', { field: field.label, value: String(value) });
    }
  }

  private columns(r: LcResolved, values: Record<string, unknown>): Record<string, unknown> {
    const out: Record<string, unknown> = {};
    for (const field of r.fields) if (field.name in values) out[field.name] = toDb(field, values[field.name]);
    return out;
  }

  private parentOf(r: LcResolved, body: Record<string, unknown>): number | undefined {
    if (r.object.kind !== 'tree' || body.parentId === undefined) return undefined;
    const parent = Number(body.parentId ?? 0);
    if (!Number.isInteger(parent) || parent < 0)
      throw new ServiceError('validation.invalid', { field: 'parentId' }, ResponseCode.BAD_REQUEST);
    return parent;
  }

  async create(caller: LoginUser, r: LcResolved, body: Record<string, unknown>): Promise<number> {
    const merged: Record<string, unknown> = {};
    for (const field of r.fields)
      merged[field.name] = field.name in body ? body[field.name] : (field.defaultValue ?? undefined);
    const values = checkValues(r.fields, merged, await this.dictChoices(caller, r));
    await this.checkRefs(caller, r, values);
    const parentId = this.parentOf(r, body);
    return this.repo.insert(r.table, {
      ...this.columns(r, values),
      ...(parentId !== undefined ? { parentId } : {}),
      tenantId: caller.tenantId,
      deptId: caller.deptId,
      createBy: caller.userId,
      updateBy: caller.userId,
      delFlag: '0',
    });
  }

  /** Fields left out keep their value; the whole row is checked as it will be. */
  async update(caller: LoginUser, r: LcResolved, body: Record<string, unknown>, lang: Language) {
    const id = Number(body.id);
    if (!Number.isInteger(id) || id <= 0)
      throw new ServiceError('validation.required', { field: 'id' }, ResponseCode.BAD_REQUEST);
    const [current] = await this.present(caller, r, [await this.found(caller, r, id)], lang);
    const merged: Record<string, unknown> = {};
    for (const field of r.fields)
      merged[field.name] = field.name in body ? body[field.name] : current![field.name];
    const values = checkValues(r.fields, merged, await this.dictChoices(caller, r));
    await this.checkRefs(caller, r, values, id);
    const parentId = this.parentOf(r, body);
    await this.repo.update(r.table, caller.tenantId, id, {
      ...this.columns(r, values),
      ...(parentId !== undefined ? { parentId } : {}),
      updateBy: caller.userId,
      updateTime: new Date(),
    });
  }

  async remove(caller: LoginUser, r: LcResolved, ids: number[]): Promise<void> {
    const found = await this.repo.byIds(
      r.table,
      this.repo.where(r.table, caller.tenantId, this.scope(caller, r)),
      ids,
    );
    refuseMissing(
      ids,
      found.map((row) => row.id),
    );
    await this.repo.softDelete(r.table, caller.tenantId, ids);
  }

  async refOptions(caller: LoginUser, r: LcResolved, name: string, keyword: string): Promise<LcRefOption[]> {
    const field = r.fields.find((f) => f.name === name && f.type === 'reference');
    if (!field) throw new ServiceError('lowcode.fieldNotFound');
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

import { desc, eq, gt, gte, lt, lte, ne, sql, type SQL } from 'drizzle-orm';
import {
  DataScope,
  LC_OPERATIONS,
  lcPermission,
  lcRangeKeys,
  ResponseCode,
  type Language,
  type LcFieldVo,
  type LcListQuery,
  type LcRow,
  type LcRuntimeMeta,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { CountCache } from '../../../platform/db/count-cache.js';
import { dataScopeOf } from '../../../platform/db/data-scope.js';
import type { DeptTree, DeptTrees } from '../../../platform/db/dept-tree.js';
import { contains, escapeLike } from '../../../platform/db/like.js';
import { orderOf, pageOf } from '../../../platform/db/paging.js';
import { refuseMissing, ServiceError } from '../../../platform/http/errors.js';
import type { DictSource } from '../../../platform/http/xlsx-import.js';
import type { MetaRepo } from '../design/meta.repo.js';
import type { LcRegistry, LcResolved } from '../registry.js';
import { col } from './dynamic-table.js';
import { checkValues, type DictChoices } from './row-check.js';
import { uniqueIndexName } from '../design/ddl.js';
import { uniqueViolation, type DynamicRow, type RuntimeRepo } from './runtime.repo.js';
import { FILES, idsOf, LcPresenter } from './present.js';
import { LcTreeService } from './tree.service.js';
import { filterValue, toDb } from './values.js';

const notFound = () => new ServiceError('lowcode.notPublished', {}, ResponseCode.NOT_FOUND);

/** The generic runtime of published objects: `/lc/{app}/{object}` lists, reads and writes their rows. */
export class LcRuntimeService {
  constructor(
    private readonly registry: LcRegistry,
    private readonly meta: MetaRepo,
    readonly repo: RuntimeRepo,
    readonly dicts: DictSource,
    private readonly counts: CountCache,
    private readonly deptTrees: DeptTrees,
    /** Labels, file names, titles and choices (`present`, `idByTitle`, `refOptions`). */
    readonly rows = new LcPresenter(meta, repo, dicts),
  ) {}

  /** Tree objects: whole tree, one level, parent rules. */
  readonly tree = new LcTreeService(this);

  present(caller: LoginUser, r: LcResolved, rows: DynamicRow[], lang: Language): Promise<LcRow[]> {
    return this.rows.present(caller, r, rows, lang);
  }

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

  scope(caller: LoginUser, r: LcResolved, tree?: DeptTree): SQL | undefined {
    return dataScopeOf(caller, { dept: r.table.deptId, user: r.table.createBy }, tree);
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

  where(caller: LoginUser, r: LcResolved, query: Record<string, unknown>, tree?: DeptTree): SQL {
    return this.repo.where(r.table, caller.tenantId, ...this.filters(r, query), this.scope(caller, r, tree));
  }

  /**
   * Totals come from the count cache, keyed by everything they depend on: the filters, the caller's data scope
   * (roles, custom dept lists, own dept and user), the object's rev and the dept tree's version. Every write
   * to the object's rows calls `rowsChanged`.
   */
  async list(caller: LoginUser, r: LcResolved, query: LcListQuery, lang: Language) {
    const { limit, offset } = pageOf(query);
    const tree = await this.deptTrees.of(caller.tenantId);
    const where = this.where(caller, r, query, tree);
    const { pageNum: _n, pageSize: _s, orderByColumn: _c, isAsc: _a, ...filters } = query;
    const custom = caller.roles.filter((role) => role.dataScope === DataScope.CUSTOM).map((x) => x.roleId);
    const key = {
      filters,
      rev: r.object.rev,
      tree: tree.version,
      caller: [
        caller.userId,
        caller.deptId,
        caller.roleKeys,
        caller.roles.map((role) => [role.roleId, role.dataScope]),
        await this.repo.customDepts(custom),
      ],
    };
    const { rows, total } = await this.repo.page(
      r.table,
      where,
      this.order(r, query),
      limit,
      offset,
      (compute) => this.counts.count(this.countList(r), caller.tenantId, key, compute),
    );
    return { rows: await this.present(caller, r, rows, lang), total };
  }

  private countList(r: LcResolved): string {
    return `lc:${r.object.tableName}`;
  }

  /** After any write to the object's rows (create, update, delete, import). */
  rowsChanged(caller: LoginUser, r: LcResolved): Promise<void> {
    return this.counts.changed(this.countList(r), caller.tenantId);
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

  /**
   * Everything the metadata says beyond the form schema: references, users and depts exist, unique values, and
   * files are ones the caller uploaded or the row held already (a row cannot claim someone else's file).
   */
  private async checkRefs(
    caller: LoginUser,
    r: LcResolved,
    values: Record<string, unknown>,
    id?: number,
    before?: Record<string, unknown>,
  ) {
    for (const field of r.fields) {
      const value = values[field.name];
      if (value === null || value === undefined || value === '') continue;
      if (FILES.has(field.type)) {
        const held = new Set(idsOf(before?.[field.name]));
        const ids = idsOf(value).filter((n) => !held.has(n));
        const mine = (await this.repo.ossFiles(caller.tenantId, ids)).filter(
          (f) => f.createBy === caller.userId,
        );
        if (mine.length !== new Set(ids).size || idsOf(value).length !== String(value).split(',').length)
          throw new ServiceError('lowcode.fileMissing', { field: field.label });
        continue;
      }
      const n = Number(value);
      if (field.type === 'reference') {
        const target = await this.rows.refTarget(caller, field);
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

  /** A tree row's parent as sent (undefined: left as it is), checked by the tree's rules. */
  private async parentOf(
    caller: LoginUser,
    r: LcResolved,
    body: Record<string, unknown>,
    id?: number,
  ): Promise<number | undefined> {
    if (r.object.kind !== 'tree' || body.parentId === undefined) return undefined;
    const parent = Number(body.parentId ?? 0);
    if (!Number.isSafeInteger(parent) || parent < 0)
      throw new ServiceError('validation.invalid', { field: 'parentId' }, ResponseCode.BAD_REQUEST);
    await this.tree.checkParent(caller, r, parent, id);
    return parent;
  }

  /** A write that a unique index refused (two requests racing past the check) answers as the check would. */
  private async unique<T>(
    r: LcResolved,
    values: Record<string, unknown>,
    work: () => Promise<T>,
  ): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const index = uniqueViolation(error);
      const field =
        index !== null &&
        r.fields.find((f) => f.unique && uniqueIndexName(r.object.tableName, f.name) === index);
      if (field)
        throw new ServiceError('lowcode.unique', { field: field.label, value: String(values[field.name]) });
      throw error;
    }
  }

  /** `notify` false: the caller reports the change once (an import). */
  async create(
    caller: LoginUser,
    r: LcResolved,
    body: Record<string, unknown>,
    notify = true,
  ): Promise<number> {
    const merged: Record<string, unknown> = {};
    for (const field of r.fields)
      merged[field.name] = field.name in body ? body[field.name] : (field.defaultValue ?? undefined);
    const values = checkValues(r.fields, merged, await this.dictChoices(caller, r));
    await this.checkRefs(caller, r, values);
    const parentId = await this.parentOf(caller, r, body);
    const id = await this.unique(r, values, () =>
      this.repo.insert(r.table, {
        ...this.columns(r, values),
        ...(parentId !== undefined ? { parentId } : {}),
        tenantId: caller.tenantId,
        deptId: caller.deptId,
        createBy: caller.userId,
        updateBy: caller.userId,
        delFlag: '0',
      }),
    );
    if (notify) await this.rowsChanged(caller, r);
    return id;
  }

  /** Fields left out keep their value; the whole row is checked as it will be. */
  async update(
    caller: LoginUser,
    r: LcResolved,
    body: Record<string, unknown>,
    lang: Language,
    notify = true,
  ) {
    const id = Number(body.id);
    if (!Number.isInteger(id) || id <= 0)
      throw new ServiceError('validation.required', { field: 'id' }, ResponseCode.BAD_REQUEST);
    const [current] = await this.present(caller, r, [await this.found(caller, r, id)], lang);
    const merged: Record<string, unknown> = {};
    for (const field of r.fields)
      merged[field.name] = field.name in body ? body[field.name] : current![field.name];
    const values = checkValues(r.fields, merged, await this.dictChoices(caller, r));
    await this.checkRefs(caller, r, values, id, current);
    const parentId = await this.parentOf(caller, r, body, id);
    await this.unique(r, values, () =>
      this.repo.update(r.table, caller.tenantId, id, {
        ...this.columns(r, values),
        ...(parentId !== undefined ? { parentId } : {}),
        updateBy: caller.userId,
        updateTime: new Date(),
      }),
    );
    if (notify) await this.rowsChanged(caller, r);
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
    await this.tree.checkRemovable(caller, r, ids);
    await this.repo.softDelete(r.table, caller.tenantId, ids);
    await this.rowsChanged(caller, r);
  }
}

import type { Language } from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { refuseMissing, ServiceError } from '../../../platform/http/errors.js';
import { buildXlsx, EXPORT_MAX_ROWS, type XlsxColumn } from '../../../platform/http/xlsx.js';
import type { ListQuery } from '../../../platform/db/paging.js';
import { dictLabels } from '../../system/dict/dict-labels.js';
import type { DictService } from '../../system/dict/dict.service.js';
import type { CatalogRepo, CatalogTable, Reference } from './catalog.repo.js';
import {
  localize,
  message,
  type KeyWith,
  type Message,
  type PlainKey,
} from '../../../platform/i18n/format.js';

/** The columns every catalogue row has. */
export interface CommonFields {
  status: string;
  remark: string | null;
  createTime: Date | null;
}

export function commonVo(row: CommonFields) {
  return { status: row.status, remark: row.remark, createTime: formatDateTime(row.createTime) };
}

/** Status, remark and created time at the end of every catalogue sheet. */
export async function commonColumns<
  V extends { status: string; remark: string | null; createTime: string | null },
>(dicts: DictService, tenantId: string, lang: Language): Promise<XlsxColumn<V>[]> {
  const status = await dictLabels(dicts, tenantId, 'sys_normal_disable', lang);
  return [
    { header: message('titleCatalog.column.status'), value: (r) => status(r.status), width: 10 },
    { header: message('titleCatalog.column.remark'), value: (r) => r.remark, width: 30 },
    { header: message('titleCatalog.column.createTime'), value: (r) => r.createTime, width: 20 },
  ];
}

/**
 * The rules every catalogue screen shares: tenant-wide lists and exports, codes unique in the tenant, and no
 * delete while another table points at a row (then none of the batch is deleted). Subclasses say what differs.
 */
export abstract class CatalogService<T extends CatalogTable, Row, Vo, Filter, Create> {
  constructor(
    protected readonly repo: CatalogRepo<T, Row, Filter>,
    protected readonly dicts: DictService,
    /** Where the rows a body points at live (see `parent`). */
    private readonly parents?: { findById(tenantId: string, id: number): Promise<unknown> },
  ) {}

  /** The row a body points at (a profession's series, a condition's title): it must exist in the tenant. */
  protected readonly parent?: { idOf(body: Create): number; missing: PlainKey };

  protected abstract readonly keys: { notFound: PlainKey; codeExists?: KeyWith<'name'> };
  protected abstract readonly sheet: Message;
  /** Checked in order at delete: the first reference found names the refusal. */
  protected abstract readonly references: ReadonlyArray<readonly [KeyWith<'name'>, readonly Reference[]]>;
  protected abstract toVo(row: Row): Vo;
  protected abstract idOf(row: Row): number;
  protected abstract nameOf(row: Row | Create): string;
  /** The columns a create or update body writes. */
  protected abstract fields(body: Create): Partial<T['$inferInsert']>;
  protected abstract columns(tenantId: string, lang: Language): Promise<XlsxColumn<Vo>[]>;

  protected codeOf(_body: Create): string | undefined {
    return undefined;
  }

  async list(caller: LoginUser, query: ListQuery & Partial<Filter>) {
    const { rows, total } = await this.repo.page(caller.tenantId, query);
    return { rows: rows.map((r) => this.toVo(r)), total };
  }

  async export(caller: LoginUser, filter: Partial<Filter>, lang: Language): Promise<Buffer> {
    const rows = await this.repo.all(caller.tenantId, filter, EXPORT_MAX_ROWS);
    const columns = await this.columns(caller.tenantId, lang);
    return buildXlsx(
      lang,
      localize(lang, this.sheet),
      columns,
      rows.map((r) => this.toVo(r)),
    );
  }

  async get(caller: LoginUser, id: number): Promise<Vo> {
    const row = await this.repo.findById(caller.tenantId, id);
    if (!row) throw new ServiceError(this.keys.notFound);
    return this.toVo(row);
  }

  private async checkSave(tenantId: string, body: Create, id?: number) {
    const code = this.codeOf(body);
    if (code !== undefined && this.keys.codeExists && (await this.repo.codeTaken(tenantId, code, id)))
      throw new ServiceError(this.keys.codeExists, { name: this.nameOf(body) });
    const parent = this.parent;
    if (parent && this.parents && !(await this.parents.findById(tenantId, parent.idOf(body))))
      throw new ServiceError(parent.missing);
  }

  async create(caller: LoginUser, body: Create): Promise<void> {
    await this.checkSave(caller.tenantId, body);
    await this.repo.insert({
      ...this.fields(body),
      tenantId: caller.tenantId,
      createDept: caller.deptId,
      createBy: caller.userId,
      updateBy: caller.userId,
    } as T['$inferInsert']);
  }

  async update(caller: LoginUser, id: number, body: Create): Promise<void> {
    if (!(await this.repo.findById(caller.tenantId, id))) throw new ServiceError(this.keys.notFound);
    await this.checkSave(caller.tenantId, body, id);
    await this.repo.update(caller.tenantId, id, {
      ...this.fields(body),
      updateBy: caller.userId,
      updateTime: new Date(),
    });
  }

  /** Deletes the tenant's rows among `ids`; none while any of them is still referenced. */
  async remove(caller: LoginUser, ids: readonly number[]): Promise<void> {
    const rows = await this.repo.findByIds(caller.tenantId, ids);
    const found = rows.map((r) => this.idOf(r));
    refuseMissing(ids, found);
    for (const [key, refs] of this.references) {
      const used = await this.repo.referenced(caller.tenantId, found, refs);
      const blocked = rows.find((r) => used.has(this.idOf(r)));
      if (blocked) throw new ServiceError(key, { name: this.nameOf(blocked) });
    }
    await this.repo.deleteByIds(caller.tenantId, found);
  }
}

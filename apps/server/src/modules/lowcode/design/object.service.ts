import {
  LC_DICT_TYPES,
  LC_RESERVED_COLUMNS,
  lcTableName,
  type LcFieldCreate,
  type LcFieldVo,
  type LcFieldUpdate,
  type LcObjectCreate,
  type LcObjectDetail,
  type LcObjectUpdate,
  type LcObjectVo,
  type LcPageSave,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { createdBy, updatedBy } from '../../../platform/db/audit.js';
import type { Db } from '../../../platform/db/database.js';
import { ServiceError } from '../../../platform/http/errors.js';
import type { LcRegistry } from '../registry.js';
import { checkValues } from '../runtime/row-check.js';
import * as ddl from './ddl.js';
import type { AppRow, FieldRow, MetaRepo, ObjectRow } from './meta.repo.js';
import { pagesOf, toFieldVo, toObjectVo } from './vo.js';

const numbers = (f: { precision: number | null; scale: number | null }) => `${f.precision},${f.scale}`;

/** Objects, fields and pages of the designer: each change is one transaction with its DDL under a lock. */
export class LcObjectService {
  constructor(
    private readonly db: Db,
    private readonly meta: MetaRepo,
    private readonly registry: LcRegistry,
  ) {}

  async app(caller: LoginUser, appId: number, repo = this.meta): Promise<AppRow> {
    const app = await repo.app(caller.tenantId, appId);
    if (!app) throw new ServiceError('lowcode.appNotFound');
    return app;
  }

  private async owned(
    caller: LoginUser,
    objectId: number,
    repo = this.meta,
  ): Promise<{ app: AppRow; object: ObjectRow }> {
    const object = await repo.object(caller.tenantId, objectId);
    if (!object) throw new ServiceError('lowcode.objectNotFound');
    return { app: await this.app(caller, object.appId, repo), object };
  }

  /** Runs a change of one object's table and metadata in a transaction, under the table's advisory lock. */
  private async change<T>(
    caller: LoginUser,
    app: AppRow,
    table: string,
    objectId: number | null,
    work: (repo: MetaRepo) => Promise<T>,
  ): Promise<T> {
    const result = await this.db.transaction(async (tx) => {
      const repo = this.meta.with(tx);
      await repo.lock(ddl.lockKey(table));
      const out = await work(repo);
      if (objectId !== null) await repo.bumpObject(caller.tenantId, objectId);
      else await repo.bumpApp(caller.tenantId, app.appId);
      return out;
    });
    await this.registry.changed(caller.tenantId, app.appKey);
    return result;
  }

  async list(caller: LoginUser, appId: number): Promise<LcObjectVo[]> {
    const app = await this.app(caller, appId);
    return (await this.meta.objects(caller.tenantId, appId)).map((o) => toObjectVo(o, app.appKey));
  }

  async detail(caller: LoginUser, objectId: number): Promise<LcObjectDetail> {
    const { app, object } = await this.owned(caller, objectId);
    const fields = (await this.meta.fields(caller.tenantId, objectId)).map(toFieldVo);
    const pages = pagesOf(fields, await this.meta.pages(caller.tenantId, objectId));
    return { object: toObjectVo(object, app.appKey), fields, pages };
  }

  async create(caller: LoginUser, body: LcObjectCreate, repoIn?: MetaRepo): Promise<number> {
    const app = await this.app(caller, body.appId, repoIn);
    const table = lcTableName(app.appKey, body.objectKey);
    const work = async (repo: MetaRepo) => {
      if (
        (await repo.objectByKey(caller.tenantId, app.appId, body.objectKey)) ||
        (await repo.tableTaken(table))
      )
        throw new ServiceError('lowcode.objectKeyExists', { key: body.objectKey, table });
      for (const statement of ddl.createTable(table, body.label, body.kind === 'tree'))
        await repo.exec(statement);
      return repo.insertObject({
        ...createdBy(caller),
        appId: app.appId,
        objectKey: body.objectKey,
        label: body.label,
        tableName: table,
        kind: body.kind,
        sort: body.sort,
        remark: body.remark ?? null,
      });
    };
    if (repoIn) return work(repoIn);
    return this.change(caller, app, table, null, work);
  }

  async update(caller: LoginUser, body: LcObjectUpdate): Promise<void> {
    const { app, object } = await this.owned(caller, body.objectId);
    const title = body.titleField ?? null;
    if (title) {
      const fields = await this.meta.fields(caller.tenantId, object.objectId);
      if (!fields.some((f) => f.name === title && f.columnState === 'active'))
        throw new ServiceError('lowcode.titleFieldUnknown', { name: title });
    }
    await this.change(caller, app, object.tableName, object.objectId, async (repo) => {
      if (body.label !== object.label) await repo.exec(ddl.commentTable(object.tableName, body.label));
      await repo.updateObject(caller.tenantId, object.objectId, {
        label: body.label,
        titleField: title,
        sort: body.sort,
        remark: body.remark ?? null,
        ...updatedBy(caller),
      });
    });
  }

  /** Drops the table only while it holds no rows, and only when no other object refers to it. */
  async remove(caller: LoginUser, objectId: number): Promise<void> {
    const { app, object } = await this.owned(caller, objectId);
    await this.change(caller, app, object.tableName, null, async (repo) => {
      const refs = (await repo.referencesTo(caller.tenantId, [objectId])).filter(
        (f) => f.objectId !== objectId,
      );
      if (refs.length)
        throw new ServiceError('lowcode.objectReferenced', { label: object.label, field: refs[0]!.label });
      if (await repo.tableHasRows(object.tableName))
        throw new ServiceError('lowcode.objectHasRows', { label: object.label });
      await repo.exec(ddl.dropTable(object.tableName));
      await repo.deleteObject(caller.tenantId, objectId);
    });
  }

  private async checkField(
    caller: LoginUser,
    object: ObjectRow,
    body: LcFieldCreate | LcFieldUpdate,
    repo = this.meta,
  ) {
    if ((LC_RESERVED_COLUMNS as readonly string[]).includes(body.name))
      throw new ServiceError('lowcode.fieldNameReserved', { name: body.name });
    if (LC_DICT_TYPES.includes(body.type) && !body.dictType)
      throw new ServiceError('lowcode.dictTypeRequired', { label: body.label });
    if (body.type === 'reference') {
      const target = body.refObjectId ? await repo.object(caller.tenantId, body.refObjectId) : undefined;
      if (!target || target.appId !== object.appId)
        throw new ServiceError('lowcode.refObjectRequired', { label: body.label });
    }
    if (body.defaultValue !== null && body.defaultValue !== undefined) {
      const values = this.fieldValues(body);
      const field: LcFieldVo = {
        ...values,
        fieldId: 0,
        objectId: object.objectId,
        type: body.type,
        required: false,
        unique: false,
        defaultValue: body.defaultValue,
        sort: 0,
        state: 'active',
      };
      checkValues([field], { [body.name]: body.defaultValue }, new Map());
    }
  }

  private fieldValues(body: LcFieldCreate | LcFieldUpdate) {
    const spec = ddl.normalize({
      type: body.type,
      length: body.length ?? null,
      precision: body.precision ?? null,
      scale: body.scale ?? null,
    });
    if (spec.precision !== null && spec.scale! > spec.precision)
      throw new ServiceError('lowcode.scaleOverPrecision', { label: body.label });
    return {
      name: body.name,
      label: body.label,
      ...spec,
      required: body.required,
      isUnique: body.unique,
      defaultValue: body.defaultValue ?? null,
      dictType: LC_DICT_TYPES.includes(body.type) ? (body.dictType ?? null) : null,
      refObjectId: body.type === 'reference' ? (body.refObjectId ?? null) : null,
      validation: body.validation,
      listed: body.listed,
      searchable: body.searchable,
      queryType: body.queryType,
    };
  }

  async addField(caller: LoginUser, body: LcFieldCreate, repoIn?: MetaRepo): Promise<number> {
    const { app, object } = await this.owned(caller, body.objectId, repoIn);
    await this.checkField(caller, object, body, repoIn);
    const values = this.fieldValues(body);
    const work = async (repo: MetaRepo) => {
      const existing = await repo.fields(caller.tenantId, object.objectId);
      if (existing.some((f) => f.name === body.name))
        throw new ServiceError('lowcode.fieldNameExists', { name: body.name });
      await repo.exec(ddl.addColumn(object.tableName, body.name, values));
      await repo.exec(ddl.commentColumn(object.tableName, body.name, body.label));
      if (values.isUnique) await repo.exec(ddl.createUniqueIndex(object.tableName, body.name, values));
      const sort = existing.reduce((max, f) => Math.max(max, f.sort), 0) + 1;
      return repo.insertField({ ...createdBy(caller), ...values, objectId: object.objectId, sort });
    };
    if (repoIn) return work(repoIn);
    return this.change(caller, app, object.tableName, object.objectId, work);
  }

  /** Renames, widens, relabels or hides a field; refuses anything that could lose data, changing nothing. */
  async updateField(caller: LoginUser, body: LcFieldUpdate): Promise<void> {
    const field = await this.meta.field(caller.tenantId, body.fieldId);
    if (!field) throw new ServiceError('lowcode.fieldNotFound');
    const { app, object } = await this.owned(caller, field.objectId);
    await this.checkField(caller, object, body);
    const values = this.fieldValues(body);
    const change = ddl.typeChange(field as ddl.ColumnSpec, values);
    refuseLoss(field, values, change);
    await this.change(caller, app, object.tableName, object.objectId, async (repo) => {
      const t = object.tableName;
      if (body.name !== field.name) {
        const others = await repo.fields(caller.tenantId, object.objectId);
        if (others.some((f) => f.name === body.name))
          throw new ServiceError('lowcode.fieldNameExists', { name: body.name });
        await repo.exec(ddl.renameColumn(t, field.name, body.name));
        if (field.isUnique) await repo.exec(ddl.renameUniqueIndex(t, field.name, body.name));
        if (object.titleField === field.name)
          await repo.updateObject(caller.tenantId, object.objectId, { titleField: body.name });
      }
      if (change.kind === 'widen') await repo.exec(ddl.widenColumn(t, body.name, change.sqlType));
      if (values.isUnique && !field.isUnique) {
        const value = await repo.duplicateValue(t, body.name);
        if (value !== null) throw new ServiceError('lowcode.uniqueExisting', { label: body.label, value });
        await repo.exec(ddl.createUniqueIndex(t, body.name, values));
      } else if (!values.isUnique && field.isUnique) await repo.exec(ddl.dropUniqueIndex(t, body.name));
      else if (values.isUnique && ddl.hashedKey(values) !== ddl.hashedKey(field as ddl.ColumnSpec)) {
        // Widened past what a plain key holds: the same index, keyed on md5 of the value.
        await repo.exec(ddl.dropUniqueIndex(t, body.name));
        await repo.exec(ddl.createUniqueIndex(t, body.name, values));
      }
      if (body.label !== field.label) await repo.exec(ddl.commentColumn(t, body.name, body.label));
      await repo.updateField(caller.tenantId, field.fieldId, {
        ...values,
        columnState: body.state,
        ...updatedBy(caller),
      });
    });
  }

  /**
   * Publishing gives every unique field its index where it has none (fields marked unique before unique fields
   * had indexes); duplicates already stored refuse the publish, naming the field and a value.
   */
  async ensureUniqueIndexes(caller: LoginUser, object: ObjectRow, repo: MetaRepo): Promise<void> {
    const unique = (await repo.fields(caller.tenantId, object.objectId)).filter((f) => f.isUnique);
    if (!unique.length) return;
    await repo.lock(ddl.lockKey(object.tableName));
    for (const field of unique) {
      if (await repo.relationExists(ddl.uniqueIndexName(object.tableName, field.name))) continue;
      const value = await repo.duplicateValue(object.tableName, field.name);
      if (value !== null) throw new ServiceError('lowcode.uniqueExisting', { label: field.label, value });
      await repo.exec(ddl.createUniqueIndex(object.tableName, field.name, field as ddl.ColumnSpec));
    }
  }

  /** Drops an empty column; a column with values is refused (hide the field instead). */
  async removeField(caller: LoginUser, fieldId: number): Promise<void> {
    const field = await this.meta.field(caller.tenantId, fieldId);
    if (!field) throw new ServiceError('lowcode.fieldNotFound');
    const { app, object } = await this.owned(caller, field.objectId);
    await this.change(caller, app, object.tableName, object.objectId, async (repo) => {
      if (await repo.columnHasValues(object.tableName, field.name))
        throw new ServiceError('lowcode.fieldHasValues', { label: field.label });
      await repo.exec(ddl.dropColumn(object.tableName, field.name));
      await repo.deleteField(caller.tenantId, fieldId);
      if (object.titleField === field.name)
        await repo.updateObject(caller.tenantId, object.objectId, { titleField: null });
    });
  }

  async reorder(caller: LoginUser, objectId: number, fieldIds: number[]): Promise<void> {
    const { app, object } = await this.owned(caller, objectId);
    await this.change(caller, app, object.tableName, objectId, async (repo) => {
      const fields = await repo.fields(caller.tenantId, objectId);
      const ids = new Set(fieldIds);
      if (ids.size !== fields.length || fields.some((f) => !ids.has(f.fieldId)))
        throw new ServiceError('lowcode.reorderMismatch');
      for (const [index, id] of fieldIds.entries())
        await repo.updateField(caller.tenantId, id, { sort: index + 1 });
    });
  }

  async savePage(caller: LoginUser, body: LcPageSave, repoIn?: MetaRepo): Promise<void> {
    const { app, object } = await this.owned(caller, body.objectId, repoIn);
    const work = async (repo: MetaRepo) => {
      const fields = await repo.fields(caller.tenantId, object.objectId);
      const active = new Set(fields.filter((f) => f.columnState === 'active').map((f) => f.name));
      const named =
        body.kind === 'list'
          ? [...body.schema.columns.map((c) => c.field), ...body.schema.search]
          : body.schema.items.flatMap((item) => ('field' in item ? [item.field] : []));
      const unknown = named.find((name) => !active.has(name));
      if (unknown) throw new ServiceError('lowcode.pageFieldUnknown', { name: unknown });
      await repo.savePage({
        ...createdBy(caller),
        objectId: object.objectId,
        kind: body.kind,
        schema: body.schema,
      });
    };
    if (repoIn) return work(repoIn);
    await this.change(caller, app, object.tableName, object.objectId, work);
  }
}

function refuseLoss(field: FieldRow, values: { type: string } & ddl.ColumnSpec, change: ddl.TypeChange) {
  const label = field.label;
  if (change.kind === 'incompatible')
    throw new ServiceError('lowcode.typeIncompatible', { label, from: field.type, to: values.type });
  if (change.kind !== 'narrow') return;
  if (change.reason === 'length')
    throw new ServiceError('lowcode.narrowLength', {
      label,
      from: field.length ?? 0,
      to: values.length ?? 0,
    });
  if (change.reason === 'text') throw new ServiceError('lowcode.narrowText', { label });
  throw new ServiceError('lowcode.narrowNumber', { label, from: numbers(field), to: numbers(values) });
}

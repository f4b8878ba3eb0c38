import {
  isFieldItem,
  type FormCreate,
  type FormRow,
  type FormSchema,
  type FormUpdate,
  type FormVo,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { refuseMissing, ServiceError } from '../../../platform/http/errors.js';
import type { FormQuery, FormRepo, FormRowDb } from './form.repo.js';

const blankToNull = (value: string | null | undefined) => value?.trim() || null;

function toVo(row: FormRowDb): FormVo {
  return {
    formId: row.formId,
    formKey: row.formKey,
    formName: row.formName,
    schema: row.schema,
    status: row.status,
    remark: row.remark,
    createTime: formatDateTime(row.createTime),
    updateTime: formatDateTime(row.updateTime),
  };
}

function toRow(row: FormRowDb): FormRow {
  const { schema, ...rest } = toVo(row);
  return { ...rest, fieldCount: schema.items.filter(isFieldItem).length };
}

/** Stored forms of 表单构建; workflow start and task forms are read by key through `schemaOf`. */
export class FormService {
  constructor(private readonly repo: FormRepo) {}

  private async found(caller: LoginUser, id: number): Promise<FormRowDb> {
    const row = await this.repo.findById(caller.tenantId, id);
    if (!row) throw new ServiceError('form.notFound');
    return row;
  }

  private async checkKey(caller: LoginUser, formKey: string, exceptId?: number) {
    if (await this.repo.keyTaken(caller.tenantId, formKey, exceptId))
      throw new ServiceError('form.keyExists', { key: formKey });
  }

  async list(caller: LoginUser, query: FormQuery) {
    const { rows, total } = await this.repo.page(caller.tenantId, query);
    return { rows: rows.map(toRow), total };
  }

  async get(caller: LoginUser, id: number): Promise<FormVo> {
    return toVo(await this.found(caller, id));
  }

  /** The schema of the tenant's enabled form with this key, or null (none, deleted or disabled). */
  async schemaOf(tenantId: string, formKey: string): Promise<FormSchema | null> {
    const row = await this.repo.findByKey(tenantId, formKey);
    return row && row.status === '0' ? row.schema : null;
  }

  /** A start or task form by key, for whoever may start processes. */
  async byKey(caller: LoginUser, formKey: string): Promise<FormSchema> {
    const schema = await this.schemaOf(caller.tenantId, formKey);
    if (!schema) throw new ServiceError('form.keyNotFound', { key: formKey });
    return schema;
  }

  async create(caller: LoginUser, body: FormCreate): Promise<number> {
    await this.checkKey(caller, body.formKey);
    await this.repo.insert({
      tenantId: caller.tenantId,
      formKey: body.formKey,
      formName: body.formName,
      schema: body.schema,
      status: body.status,
      remark: blankToNull(body.remark),
      createDept: caller.deptId,
      createBy: caller.userId,
      updateBy: caller.userId,
    });
    const created = await this.repo.findByKey(caller.tenantId, body.formKey);
    return created!.formId;
  }

  async update(caller: LoginUser, body: FormUpdate): Promise<void> {
    const row = await this.found(caller, body.formId);
    await this.checkKey(caller, body.formKey, row.formId);
    await this.repo.update(caller.tenantId, row.formId, {
      formKey: body.formKey,
      formName: body.formName,
      schema: body.schema,
      status: body.status,
      remark: blankToNull(body.remark),
      updateBy: caller.userId,
      updateTime: new Date(),
    });
  }

  async remove(caller: LoginUser, ids: number[]): Promise<void> {
    const rows = await this.repo.findByIds(caller.tenantId, ids);
    refuseMissing(
      ids,
      rows.map((r) => r.formId),
    );
    await this.repo.softDelete(caller.tenantId, ids, caller.userId);
  }
}

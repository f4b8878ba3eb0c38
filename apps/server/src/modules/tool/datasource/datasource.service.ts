import {
  MASTER_DATA_NAME,
  SECRET_MASK,
  type DataSourceCreate,
  type DataSourceTest,
  type DataSourceUpdate,
  type DataSourceVo,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { SecretBox } from '../../../platform/crypto/secret-box.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { refuseMissing, ServiceError } from '../../../platform/http/errors.js';
import type { DataSources } from './data-sources.js';
import type { DataSourceQuery, DataSourceRepo, DataSourceRow } from './datasource.repo.js';
import { connectPg, connectionError, maskUrl, parsePgUrl, unmaskUrl, type Connection } from './pg-connect.js';

/** Names of the data sources some generator tables were imported from (the area wires the gen repo in). */
export type ImportedFrom = (tenantId: string, names: string[]) => Promise<string[]>;

const blankToNull = (value: string | null | undefined) => value?.trim() || null;

export class DataSourceService {
  constructor(
    private readonly repo: DataSourceRepo,
    private readonly sources: DataSources,
    private readonly secrets: SecretBox,
    private readonly importedFrom: ImportedFrom,
  ) {}

  private toVo(row: DataSourceRow): DataSourceVo {
    let url = '';
    try {
      url = maskUrl(this.secrets.open(row.urlCipher));
    } catch {
      // sealed under another key: shown blank, to be entered again
    }
    return {
      dataSourceId: row.dataSourceId,
      name: row.name,
      dbType: row.dbType,
      url,
      username: row.username,
      password: row.passwordCipher ? SECRET_MASK : '',
      status: row.status,
      remark: row.remark,
      createTime: formatDateTime(row.createTime),
    };
  }

  private async found(caller: LoginUser, id: number): Promise<DataSourceRow> {
    const row = await this.repo.findById(caller.tenantId, id);
    if (!row) throw new ServiceError('dataSource.notFound');
    return row;
  }

  private async checkName(caller: LoginUser, name: string, exceptId?: number) {
    if (name.toLowerCase() === MASTER_DATA_NAME) throw new ServiceError('dataSource.nameReserved');
    if (await this.repo.nameTaken(caller.tenantId, name, exceptId))
      throw new ServiceError('dataSource.nameExists', { name });
  }

  async list(caller: LoginUser, query: DataSourceQuery) {
    const { rows, total } = await this.repo.page(caller.tenantId, query);
    return { rows: rows.map((r) => this.toVo(r)), total };
  }

  async get(caller: LoginUser, id: number): Promise<DataSourceVo> {
    return this.toVo(await this.found(caller, id));
  }

  async create(caller: LoginUser, body: DataSourceCreate): Promise<void> {
    await this.checkName(caller, body.name);
    const url = unmaskUrl(body.url, undefined);
    const password = body.password && body.password !== SECRET_MASK ? body.password : null;
    await this.repo.insert({
      tenantId: caller.tenantId,
      name: body.name,
      dbType: body.dbType,
      urlCipher: this.secrets.seal(url),
      username: blankToNull(body.username),
      passwordCipher: password ? this.secrets.seal(password) : null,
      status: body.status,
      remark: blankToNull(body.remark),
      createDept: caller.deptId,
      createBy: caller.userId,
      updateBy: caller.userId,
    });
  }

  /** The mask sent back (in the URL's password or the password field), or a blank password, keeps the stored one. */
  async update(caller: LoginUser, body: DataSourceUpdate): Promise<void> {
    const row = await this.found(caller, body.dataSourceId);
    await this.checkName(caller, body.name, row.dataSourceId);
    const stored = this.sources.connectionOf(row);
    const password = body.password && body.password !== SECRET_MASK ? body.password : null;
    if (row.name !== body.name) {
      const used = await this.importedFrom(caller.tenantId, [row.name]);
      if (used.length) throw new ServiceError('dataSource.inUse', { name: row.name });
    }
    await this.repo.update(caller.tenantId, row.dataSourceId, {
      name: body.name,
      dbType: body.dbType,
      urlCipher: this.secrets.seal(unmaskUrl(body.url, stored.url)),
      username: blankToNull(body.username),
      ...(password ? { passwordCipher: this.secrets.seal(password) } : {}),
      status: body.status,
      remark: blankToNull(body.remark),
      updateBy: caller.userId,
      updateTime: new Date(),
    });
  }

  async changeStatus(caller: LoginUser, id: number, status: '0' | '1'): Promise<void> {
    const row = await this.found(caller, id);
    await this.repo.update(caller.tenantId, row.dataSourceId, {
      status,
      updateBy: caller.userId,
      updateTime: new Date(),
    });
  }

  async remove(caller: LoginUser, ids: number[]): Promise<void> {
    const rows = await this.repo.findByIds(caller.tenantId, ids);
    refuseMissing(
      ids,
      rows.map((r) => r.dataSourceId),
    );
    const [used] = await this.importedFrom(
      caller.tenantId,
      rows.map((r) => r.name),
    );
    if (used) throw new ServiceError('dataSource.inUse', { name: used });
    await this.repo.deleteByIds(caller.tenantId, ids);
  }

  /** 测试连接: the stored source, or the dialog's fields over it; answers the server's version. */
  async test(caller: LoginUser, body: DataSourceTest): Promise<string> {
    const stored = body.dataSourceId
      ? this.sources.connectionOf(await this.found(caller, body.dataSourceId))
      : undefined;
    if (!body.url && !stored) throw new ServiceError('dataSource.testNothing');
    const connection: Connection = body.url
      ? {
          url: unmaskUrl(body.url, stored?.url),
          username: body.username === undefined ? stored?.username : blankToNull(body.username),
          password: body.password && body.password !== SECRET_MASK ? body.password : stored?.password,
        }
      : stored!;
    parsePgUrl(connection.url);
    const client = await connectPg(connection);
    try {
      const { rows } = await client.query<{ version: string }>('select version() as version');
      return (rows[0]?.version ?? '').split(' on ')[0] ?? '';
    } catch (error) {
      throw connectionError(error, connection);
    } finally {
      await client.end().catch(() => undefined);
    }
  }
}

import { MASTER_DATA_NAME, type GenTableFilter, type LcGraduateVo } from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { ListQuery } from '../../../platform/db/paging.js';
import { ServiceError } from '../../../platform/http/errors.js';
import type { MetaRepo } from './meta.repo.js';

/** What graduation needs of the code generator (GenService): its table list and its import. */
export interface GenImporter {
  list(
    caller: LoginUser,
    query: ListQuery & GenTableFilter,
  ): Promise<{ rows: { tableId: number; tableName: string; dataName: string }[] }>;
  importTables(caller: LoginUser, names: string[], dataName?: string): Promise<void>;
}

/**
 * "Graduate to code": a published object's real table handed to the code generator through its own import
 * (the same checks as 代码生成 → 导入), or the generator's table of it when it was imported before.
 */
export class LcGraduateService {
  constructor(
    private readonly meta: MetaRepo,
    private readonly gen: GenImporter,
  ) {}

  async graduate(caller: LoginUser, objectId: number): Promise<LcGraduateVo> {
    const object = await this.meta.object(caller.tenantId, objectId);
    if (!object) throw new ServiceError('lowcode.objectNotFound');
    const app = await this.meta.app(caller.tenantId, object.appId);
    if (!app) throw new ServiceError('lowcode.appNotFound');
    if (object.publishedRev === null || app.publishedRev === null)
      throw new ServiceError('lowcode.graduateUnpublished', { label: object.label });
    const before = await this.imported(caller, object.tableName);
    if (before !== undefined) return { tableId: before, created: false };
    try {
      await this.gen.importTables(caller, [object.tableName], MASTER_DATA_NAME);
    } catch (error) {
      // Another request imported it meanwhile: answer that one.
      const meanwhile = await this.imported(caller, object.tableName);
      if (meanwhile !== undefined) return { tableId: meanwhile, created: false };
      throw error;
    }
    const tableId = await this.imported(caller, object.tableName);
    if (tableId === undefined) throw new ServiceError('lowcode.objectNotFound');
    return { tableId, created: true };
  }

  private async imported(caller: LoginUser, tableName: string): Promise<number | undefined> {
    const { rows } = await this.gen.list(caller, {
      tableName,
      dataName: MASTER_DATA_NAME,
      pageNum: 1,
      pageSize: 100,
    });
    return rows.find((row) => row.tableName === tableName && row.dataName === MASTER_DATA_NAME)?.tableId;
  }
}

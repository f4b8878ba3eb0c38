import type { z } from 'zod';
import {
  DEFAULT_TENANT_ID,
  SECRET_MASK,
  type OssConfigVo,
  type ossConfigBodySchema,
  type ossConfigStatusSchema,
  type ossConfigUpdateSchema,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { forbidden, refuseMissing, ServiceError } from '../../../platform/http/errors.js';
import { isLocal, s3StoreOf, type S3Settings } from './object-stores.js';
import type { OssConfigQuery, OssConfigRepo, OssConfigRow } from './oss-config.repo.js';

/** The seeded local-disk configuration: it cannot be deleted, so a working store always exists. */
export const BUILTIN_OSS_CONFIG_ID = 1;

type AddBody = z.output<typeof ossConfigBodySchema>;
type EditBody = z.output<typeof ossConfigUpdateSchema>;
type StatusBody = z.output<typeof ossConfigStatusSchema>;

export function toOssConfigVo(row: OssConfigRow): OssConfigVo {
  return {
    ossConfigId: row.ossConfigId,
    configKey: row.configKey,
    accessKey: row.accessKey ?? '',
    secretKey: row.secretKey ? SECRET_MASK : '',
    bucketName: row.bucketName ?? '',
    prefix: row.prefix ?? '',
    endpoint: row.endpoint ?? '',
    domain: row.domain ?? '',
    isHttps: row.isHttps ?? 'N',
    region: row.region ?? '',
    accessPolicy: row.accessPolicy,
    pathStyle: row.ext1 === 'N' ? 'N' : 'Y',
    status: row.status,
    remark: row.remark,
    createTime: formatDateTime(row.createTime),
  };
}

/** Storage configurations apply to every tenant, so only the platform tenant's administrators manage them. */
export function assertPlatform(user: LoginUser): void {
  if (user.tenantId !== DEFAULT_TENANT_ID) throw forbidden('platform.only');
}

function columnsOf(body: AddBody | EditBody) {
  const { pathStyle, secretKey, ...rest } = body;
  return {
    configKey: rest.configKey,
    accessKey: rest.accessKey,
    bucketName: rest.bucketName,
    prefix: rest.prefix,
    endpoint: rest.endpoint,
    domain: rest.domain,
    isHttps: rest.isHttps,
    region: rest.region,
    accessPolicy: rest.accessPolicy,
    status: rest.status,
    remark: rest.remark ?? null,
    ext1: pathStyle,
    ...(secretKey ? { secretKey } : {}),
  };
}

export class OssConfigService {
  constructor(private readonly repo: OssConfigRepo) {}

  async list(q: OssConfigQuery) {
    const { rows, total } = await this.repo.page(q);
    return { rows: rows.map(toOssConfigVo), total };
  }

  async get(id: number): Promise<OssConfigVo> {
    return toOssConfigVo(await this.found(id));
  }

  async add(user: LoginUser, body: AddBody): Promise<void> {
    if (await this.repo.keyTaken(body.configKey))
      throw new ServiceError('ossConfig.keyExists', { configKey: body.configKey });
    const values = columnsOf(body);
    if (values.status === '0') await this.assertReachable({ ...values, secretKey: body.secretKey });
    await this.repo.insert({
      ...values,
      createBy: user.userId,
      updateBy: user.userId,
      createDept: user.deptId,
    });
  }

  async edit(user: LoginUser, body: EditBody): Promise<void> {
    const row = await this.found(body.ossConfigId);
    if (await this.repo.keyTaken(body.configKey, row.ossConfigId))
      throw new ServiceError('ossConfig.keyExists', { configKey: body.configKey });
    if (body.configKey !== row.configKey) await this.assertUnused(row);
    if (row.status === '0' && body.status !== '0') throw new ServiceError('ossConfig.keepDefault');
    const values = columnsOf(body);
    if (values.status === '0') await this.assertReachable({ ...row, ...values });
    await this.repo.update(row.ossConfigId, { ...values, updateBy: user.userId });
  }

  /** Exactly one default: making one the default un-defaults the rest; the default cannot just be switched off. */
  async changeStatus(user: LoginUser, body: StatusBody): Promise<void> {
    const row = await this.found(body.ossConfigId);
    if (body.status === '1') {
      if (row.status === '0') throw new ServiceError('ossConfig.keepDefault');
      return;
    }
    await this.assertReachable(row);
    await this.repo.makeDefault(row.ossConfigId, user.userId);
  }

  async remove(ids: number[]): Promise<void> {
    const rows = await this.repo.findByIds(ids);
    refuseMissing(
      ids,
      rows.map((r) => r.ossConfigId),
    );
    for (const row of rows) {
      if (row.ossConfigId === BUILTIN_OSS_CONFIG_ID) throw new ServiceError('ossConfig.builtin');
      if (row.status === '0') throw new ServiceError('ossConfig.isDefault', { configKey: row.configKey });
      await this.assertUnused(row);
    }
    if (rows.length) await this.repo.deleteByIds(rows.map((r) => r.ossConfigId));
  }

  private async found(id: number): Promise<OssConfigRow> {
    const row = await this.repo.findById(id);
    if (!row) throw new ServiceError('ossConfig.notFound', { id });
    return row;
  }

  private async assertUnused(row: OssConfigRow): Promise<void> {
    const files = await this.repo.filesIn(row.configKey);
    if (files > 0) throw new ServiceError('ossConfig.inUse', { configKey: row.configKey, files });
  }

  /** A default that cannot be reached would fail every upload, so it is checked before it takes over. */
  private async assertReachable(settings: S3Settings): Promise<void> {
    if (isLocal(settings)) return;
    const store = s3StoreOf(settings);
    try {
      const problem = await store.probe();
      if (problem)
        throw new ServiceError('ossConfig.unreachable', { configKey: settings.configKey, problem });
    } finally {
      store.close();
    }
  }
}

import {
  SECRET_MASK,
  type SocialProviderCreate,
  type SocialProviderUpdate,
  type SocialProviderVo,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { refuseMissing, ServiceError } from '../../../platform/http/errors.js';
import type { SocialBindingRepo } from './social-binding.repo.js';
import type {
  SocialProviderQuery,
  SocialProviderRepo,
  SocialProviderRow,
  SocialProviderValues,
} from './social-provider.repo.js';

export function toProviderVo(row: SocialProviderRow): SocialProviderVo {
  return {
    id: row.id,
    source: row.source,
    name: row.name,
    clientId: row.clientId,
    clientSecret: row.clientSecret ? SECRET_MASK : '',
    issuerUrl: row.issuer,
    authorizationEndpoint: row.authorizationEndpoint,
    tokenEndpoint: row.tokenEndpoint,
    userinfoEndpoint: row.userinfoEndpoint,
    jwksUri: row.jwksUri,
    scopes: row.scopes,
    sort: row.sort,
    status: row.status,
    remark: row.remark,
    createTime: formatDateTime(row.createTime),
  };
}

const blankToNull = (value: string | null | undefined) => value?.trim() || null;

function columnsOf(body: SocialProviderCreate): Omit<SocialProviderValues, 'clientSecret'> {
  return {
    source: body.source.trim(),
    name: body.name.trim(),
    clientId: body.clientId.trim(),
    issuer: blankToNull(body.issuerUrl),
    authorizationEndpoint: blankToNull(body.authorizationEndpoint),
    tokenEndpoint: blankToNull(body.tokenEndpoint),
    userinfoEndpoint: blankToNull(body.userinfoEndpoint),
    jwksUri: blankToNull(body.jwksUri),
    scopes: body.scopes ?? 'openid profile email',
    sort: Number(body.sort ?? 0),
    status: body.status ?? '0',
    remark: blankToNull(body.remark),
  };
}

/** The social providers screen; providers are platform settings, like clients. */
export class SocialProviderService {
  constructor(
    private readonly repo: SocialProviderRepo,
    private readonly bindings: SocialBindingRepo,
  ) {}

  async list(query: SocialProviderQuery) {
    const { rows, total } = await this.repo.page(query);
    return { rows: rows.map(toProviderVo), total };
  }

  async get(id: number): Promise<SocialProviderVo> {
    const row = await this.repo.findById(id);
    if (!row) throw new ServiceError('social.providerNotFound');
    return toProviderVo(row);
  }

  async create(caller: LoginUser, body: SocialProviderCreate): Promise<void> {
    if (await this.repo.sourceTaken(body.source))
      throw new ServiceError('social.sourceExists', { source: body.source });
    await this.repo.insert({
      ...columnsOf(body),
      clientSecret: blankToNull(body.clientSecret),
      createDept: caller.deptId,
      createBy: caller.userId,
      updateBy: caller.userId,
    });
  }

  /** A blank secret (or the mask sent back) keeps the stored one. */
  async update(caller: LoginUser, body: SocialProviderUpdate): Promise<void> {
    const row = await this.repo.findById(Number(body.id));
    if (!row) throw new ServiceError('social.providerNotFound');
    const secret = blankToNull(body.clientSecret);
    // The source names the bindings (sys_social.source), so it stays what it was created as.
    await this.repo.update(row.id, {
      ...columnsOf(body),
      source: row.source,
      ...(secret && secret !== SECRET_MASK ? { clientSecret: secret } : {}),
      updateBy: caller.userId,
      updateTime: new Date(),
    });
  }

  /** Bindings go with their provider: a later provider of the same name may number its subjects anew. */
  async remove(ids: number[]): Promise<void> {
    refuseMissing(ids, await this.repo.existing(ids));
    const removed = await this.repo.deleteByIds(ids);
    if (removed.length) await this.bindings.deleteBySources(removed.map((r) => r.source));
  }
}

import crypto from 'node:crypto';
import type { z } from 'zod';
import {
  ResponseCode,
  type OAuthApplicationVo,
  type OAuthSecretVo,
  type oauthApplicationBodySchema,
  type oauthApplicationUpdateSchema,
} from '@zcps/contracts';
import type { LoginUser } from '../../platform/auth/login-user.js';
import { formatDateTime } from '../../platform/http/dates.js';
import { refuseMissing, ServiceError } from '../../platform/http/errors.js';
import { hashPassword } from '../../platform/crypto/password-hash.js';
import type { AppQuery, AppRow, AppValues, OAuthApplicationRepo } from './oauth-application.repo.js';
import type { OAuthTokenRepo } from './oauth-token.repo.js';
import { randomToken, splitList } from './oauth.model.js';
import type { PlainKey } from '../../platform/i18n/format.js';

type AddBody = z.output<typeof oauthApplicationBodySchema>;
type EditBody = z.output<typeof oauthApplicationUpdateSchema>;

export function toApplicationVo(row: AppRow): OAuthApplicationVo {
  return {
    id: row.id,
    clientId: row.clientId,
    appName: row.appName,
    clientType: row.clientType,
    redirectUris: splitList(row.redirectUris),
    scopes: splitList(row.scopes),
    grantTypes: splitList(row.grantTypes),
    accessTokenLifetime: row.accessTokenLifetime,
    refreshTokenLifetime: row.refreshTokenLifetime,
    status: row.status,
    remark: row.remark,
    createTime: formatDateTime(row.createTime),
  };
}

const badRequest = (key: PlainKey) => new ServiceError(key, {}, ResponseCode.BAD_REQUEST);
const unique = (list: readonly string[]) => [...new Set(list)];

/** OAuth applications of the caller's tenant. Secrets are drawn here, answered once, and kept only as hashes. */
export class OAuthApplicationService {
  constructor(
    private readonly apps: OAuthApplicationRepo,
    private readonly tokens: OAuthTokenRepo,
  ) {}

  async list(tenantId: string, q: AppQuery) {
    const { rows, total } = await this.apps.page(tenantId, q);
    return { rows: rows.map(toApplicationVo), total };
  }

  async get(tenantId: string, id: number): Promise<OAuthApplicationVo> {
    return toApplicationVo(await this.found(tenantId, id));
  }

  async add(user: LoginUser, body: AddBody): Promise<OAuthSecretVo> {
    const values = checked(body, body.clientType);
    const secret = body.clientType === 'confidential' ? randomToken() : null;
    const row = await this.apps.insert(
      user.tenantId,
      {
        ...values,
        clientId: crypto.randomBytes(16).toString('hex'),
        clientType: body.clientType,
        clientSecret: secret ? await hashPassword(secret) : null,
      },
      user,
    );
    return { id: row.id, clientId: row.clientId, clientSecret: secret };
  }

  async edit(user: LoginUser, body: EditBody): Promise<void> {
    const row = await this.found(user.tenantId, body.id);
    await this.apps.update(user.tenantId, row.id, checked(body, row.clientType), user.userId);
  }

  /** The old secret stops working at once; tokens already issued keep working until they expire. */
  async resetSecret(user: LoginUser, id: number): Promise<OAuthSecretVo> {
    const row = await this.found(user.tenantId, id);
    if (row.clientType !== 'confidential') throw new ServiceError('oauth.publicNoSecret');
    const secret = randomToken();
    await this.apps.update(user.tenantId, row.id, { clientSecret: await hashPassword(secret) }, user.userId);
    return { id: row.id, clientId: row.clientId, clientSecret: secret };
  }

  /** Deleting an application revokes every token it was issued. */
  async remove(user: LoginUser, ids: number[]): Promise<void> {
    const rows = await this.apps.findByIds(user.tenantId, ids);
    const found = rows.map((r) => r.id);
    refuseMissing(ids, found);
    await this.apps.softDelete(user.tenantId, found, user.userId);
    await this.tokens.revoke(user.tenantId, { applicationIds: found });
  }

  private async found(tenantId: string, id: number): Promise<AppRow> {
    const row = await this.apps.findById(tenantId, id);
    if (!row) throw new ServiceError('oauth.appNotFound', { id });
    return row;
  }
}

/**
 * Grant rules: a public client has no secret, so no client credentials; refresh tokens only come with codes;
 * codes need somewhere to be sent.
 */
function checked(body: AddBody | EditBody, clientType: string): AppValues {
  const grants = unique(body.grantTypes);
  if (clientType === 'public' && grants.includes('client_credentials'))
    throw badRequest('oauth.publicClientCredentials');
  if (grants.includes('refresh_token') && !grants.includes('authorization_code'))
    throw badRequest('oauth.refreshNeedsCode');
  if (grants.includes('authorization_code') && !body.redirectUris.length)
    throw badRequest('oauth.redirectRequired');
  return {
    appName: body.appName,
    redirectUris: unique(body.redirectUris).join(' '),
    scopes: unique(body.scopes).join(' '),
    grantTypes: grants.join(' '),
    accessTokenLifetime: body.accessTokenLifetime,
    refreshTokenLifetime: body.refreshTokenLifetime,
    status: body.status,
    remark: body.remark ?? null,
  };
}

import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  OAuthPermission as P,
  emptyResultSchema,
  oauthTokenFilterSchema,
  oauthTokenVoSchema,
  tableSchema,
  type OAuthTokenVo,
} from '@zcps/contracts';
import { listQuerySchema } from '../../platform/db/paging.js';
import { formatDateTime } from '../../platform/http/dates.js';
import { ok, table } from '../../platform/http/envelope.js';
import type { OAuthTokenRepo, TokenListRow } from './oauth-token.repo.js';
import { splitList } from './oauth.model.js';

const BASE = '/oauth/token';
const listQuery = listQuerySchema.extend(oauthTokenFilterSchema.shape);
const revokeBody = z.object({ ids: z.array(z.coerce.number().int().positive()).min(1).max(500) }).strict();

export function toTokenVo(row: TokenListRow, now = new Date()): OAuthTokenVo {
  const lastExpiry = row.refreshTokenExpiresAt ?? row.accessTokenExpiresAt;
  return {
    id: row.id,
    applicationId: row.applicationId,
    clientId: row.clientId ?? '',
    appName: row.appName ?? '',
    userId: row.userId,
    userName: row.userName,
    grantType: row.grantType,
    scopes: splitList(row.scope),
    accessTokenExpiresAt: formatDateTime(row.accessTokenExpiresAt),
    refreshTokenExpiresAt: formatDateTime(row.refreshTokenExpiresAt),
    revoked: row.revoked,
    active: !row.revoked && lastExpiry > now,
    createTime: formatDateTime(row.createTime),
  };
}

/** Tokens issued to the tenant's applications: the list shows hashes' owners, never a token; revoking is final. */
export const oauthTokenRoutes: FastifyPluginAsync<{ tokens: OAuthTokenRepo }> = async (base, { tokens }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['oauth/token'];

  app.get(
    `${BASE}/list`,
    {
      config: { access: { permission: P.TOKEN_LIST } },
      schema: { tags, querystring: listQuery, response: { 200: tableSchema(oauthTokenVoSchema) } },
    },
    async (request) => {
      const { rows, total } = await tokens.page(request.user!.tenantId, request.query);
      return table(
        request.lang,
        rows.map((r) => toTokenVo(r)),
        total,
      );
    },
  );

  app.put(
    `${BASE}/revoke`,
    {
      config: {
        access: { permission: P.TOKEN_REVOKE },
        log: { title: 'OAuth2令牌', businessType: BusinessType.FORCE },
      },
      schema: { tags, body: revokeBody, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await tokens.revoke(request.user!.tenantId, { ids: request.body.ids });
      return ok(request.lang, null);
    },
  );
};

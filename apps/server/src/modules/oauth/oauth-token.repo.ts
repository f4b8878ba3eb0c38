import crypto from 'node:crypto';
import { and, count, desc, eq, inArray, lt, or } from 'drizzle-orm';
import type { OAuthTokenFilter } from '@zcps/contracts';
import type { Db } from '../../platform/db/database.js';
import { contains } from '../../platform/db/like.js';
import { orderOf, countedPage, pageOf, type ListQuery } from '../../platform/db/paging.js';
import { inTenant } from '../../platform/db/scope.js';
import { oauthApplication, oauthAuthorizationCode, oauthToken, sysUser } from '../../db/schema/index.js';

export type TokenRow = typeof oauthToken.$inferSelect;
export type TokenInsert = Omit<
  typeof oauthToken.$inferInsert,
  'id' | 'revoked' | 'revokedTime' | 'createTime'
>;
export type CodeRow = typeof oauthAuthorizationCode.$inferSelect;
export type CodeInsert = Omit<typeof oauthAuthorizationCode.$inferInsert, 'id' | 'used' | 'createTime'>;
export type TokenQuery = ListQuery & OAuthTokenFilter;
export type TokenListRow = TokenRow & {
  clientId: string | null;
  appName: string | null;
  userName: string | null;
};

/** Codes, access and refresh tokens are random; only their SHA-256 is stored, so the tables hold nothing usable. */
export const hashOf = (secret: string) => crypto.createHash('sha256').update(secret).digest('hex');

const SORTABLE = {
  id: oauthToken.id,
  createTime: oauthToken.createTime,
  accessTokenExpiresAt: oauthToken.accessTokenExpiresAt,
  refreshTokenExpiresAt: oauthToken.refreshTokenExpiresAt,
};

export class OAuthTokenRepo {
  constructor(private readonly db: Db) {}

  async insertCode(values: CodeInsert): Promise<CodeRow> {
    // Codes live minutes; old ones are cleared as new ones are issued, so the table stays small.
    await this.db
      .delete(oauthAuthorizationCode)
      .where(lt(oauthAuthorizationCode.expiresAt, new Date(Date.now() - 24 * 3600 * 1000)));
    const [row] = await this.db.insert(oauthAuthorizationCode).values(values).returning();
    return row!;
  }

  async findCode(code: string): Promise<CodeRow | undefined> {
    const [row] = await this.db
      .select()
      .from(oauthAuthorizationCode)
      .where(eq(oauthAuthorizationCode.codeHash, hashOf(code)));
    return row;
  }

  /** True for the one caller that marks the code used: a code is exchanged at most once, even concurrently. */
  async useCode(id: number): Promise<boolean> {
    const used = await this.db
      .update(oauthAuthorizationCode)
      .set({ used: true })
      .where(and(eq(oauthAuthorizationCode.id, id), eq(oauthAuthorizationCode.used, false)))
      .returning({ id: oauthAuthorizationCode.id });
    return used.length === 1;
  }

  async insertToken(values: TokenInsert): Promise<TokenRow> {
    const [row] = await this.db.insert(oauthToken).values(values).returning();
    return row!;
  }

  async findByAccessToken(token: string): Promise<TokenRow | undefined> {
    const [row] = await this.db
      .select()
      .from(oauthToken)
      .where(eq(oauthToken.accessTokenHash, hashOf(token)));
    return row;
  }

  async findByRefreshToken(token: string): Promise<TokenRow | undefined> {
    const [row] = await this.db
      .select()
      .from(oauthToken)
      .where(eq(oauthToken.refreshTokenHash, hashOf(token)));
    return row;
  }

  /** Revokes one live token row; true only for the caller that did it (a refresh token rotates once). */
  async revokeOne(id: number): Promise<boolean> {
    const done = await this.db
      .update(oauthToken)
      .set({ revoked: true, revokedTime: new Date() })
      .where(and(eq(oauthToken.id, id), eq(oauthToken.revoked, false)))
      .returning({ id: oauthToken.id });
    return done.length === 1;
  }

  async revokeFamily(family: string): Promise<void> {
    await this.db
      .update(oauthToken)
      .set({ revoked: true, revokedTime: new Date() })
      .where(and(eq(oauthToken.family, family), eq(oauthToken.revoked, false)));
  }

  /** Revokes tokens of the tenant by id, or every token of the given applications; answers how many. */
  async revoke(tenantId: string, by: { ids?: number[]; applicationIds?: number[] }): Promise<number> {
    const target = or(
      by.ids?.length ? inArray(oauthToken.id, by.ids) : undefined,
      by.applicationIds?.length ? inArray(oauthToken.applicationId, by.applicationIds) : undefined,
    );
    if (!target) return 0;
    const done = await this.db
      .update(oauthToken)
      .set({ revoked: true, revokedTime: new Date() })
      .where(inTenant(oauthToken, tenantId, eq(oauthToken.revoked, false), target))
      .returning({ id: oauthToken.id });
    return done.length;
  }

  private where(tenantId: string, q: Partial<OAuthTokenFilter>) {
    return inTenant(
      oauthToken,
      tenantId,
      contains(oauthApplication.clientId, q.clientId),
      contains(sysUser.userName, q.userName),
      q.revoked ? eq(oauthToken.revoked, q.revoked === '1') : undefined,
    );
  }

  /** Tokens of the tenant with their application and user; newest first unless sorted. */
  async page(tenantId: string, q: TokenQuery): Promise<{ rows: TokenListRow[]; total: number }> {
    const where = this.where(tenantId, q);
    const { limit, offset } = pageOf(q);
    return countedPage(
      this.db
        .select({
          token: oauthToken,
          clientId: oauthApplication.clientId,
          appName: oauthApplication.appName,
          userName: sysUser.userName,
        })
        .from(oauthToken)
        .leftJoin(oauthApplication, eq(oauthApplication.id, oauthToken.applicationId))
        .leftJoin(sysUser, eq(sysUser.userId, oauthToken.userId))
        .where(where)
        .orderBy(...orderOf(q, SORTABLE, [desc(oauthToken.id)]))
        .limit(limit)
        .offset(offset),
      this.db
        .select({ total: count() })
        .from(oauthToken)
        .leftJoin(oauthApplication, eq(oauthApplication.id, oauthToken.applicationId))
        .leftJoin(sysUser, eq(sysUser.userId, oauthToken.userId))
        .where(where),
      (r) => ({ ...r.token, clientId: r.clientId, appName: r.appName, userName: r.userName }),
    );
  }
}

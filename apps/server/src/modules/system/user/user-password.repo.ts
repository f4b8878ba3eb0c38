import { eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.js';
import { inTenant, live } from '../../../platform/db/scope.js';
import { sysUser, sysUserPassword } from '../../../db/schema/index.js';

/**
 * A user's password hash and sys_user_password, the hash they chose themselves or were given by an admin (the
 * password policy's data).
 */
export class UserPasswordRepo {
  constructor(private readonly db: Executor) {}

  /** The live user's current hash. */
  async currentHash(tenantId: string, userId: number): Promise<string | undefined> {
    const [row] = await this.db
      .select({ password: sysUser.password })
      .from(sysUser)
      .where(inTenant(sysUser, tenantId, eq(sysUser.userId, userId), live(sysUser)))
      .limit(1);
    return row?.password;
  }

  async setPassword(tenantId: string, userId: number, hash: string): Promise<void> {
    await this.db
      .update(sysUser)
      .set({ password: hash, updateTime: new Date() })
      .where(inTenant(sysUser, tenantId, eq(sysUser.userId, userId)));
  }

  /** Remembers `hash` as the user's own choice (see sys_user_password). */
  markOwnPassword(tenantId: string, userId: number, hash: string): Promise<void> {
    return this.remember(tenantId, userId, hash, false);
  }

  /** Remembers `hash` as a password an admin gave (created, imported, reset): it must be changed first. */
  markGivenPassword(tenantId: string, userId: number, hash: string): Promise<void> {
    return this.remember(tenantId, userId, hash, true);
  }

  private async remember(tenantId: string, userId: number, hash: string, mustChange: boolean) {
    const changedTime = new Date();
    await this.db
      .insert(sysUserPassword)
      .values({ userId, tenantId, passwordHash: hash, changedTime, mustChange })
      .onConflictDoUpdate({
        target: sysUserPassword.userId,
        set: { passwordHash: hash, tenantId, changedTime, mustChange },
      });
  }

  /** What sys_user_password remembers of the user's password, if anything. */
  async remembered(userId: number): Promise<{ hash: string; mustChange: boolean } | undefined> {
    const [row] = await this.db
      .select({ hash: sysUserPassword.passwordHash, mustChange: sysUserPassword.mustChange })
      .from(sysUserPassword)
      .where(eq(sysUserPassword.userId, userId))
      .limit(1);
    return row;
  }
}

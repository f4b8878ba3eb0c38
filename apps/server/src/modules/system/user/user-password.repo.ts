import { eq } from 'drizzle-orm';
import type { Executor } from '../../../platform/db/database.js';
import { inTenant, live } from '../../../platform/db/scope.js';
import { sysUser, sysUserPassword } from '../../../db/schema/index.js';

/** A user's password hash and sys_user_password, the hash they chose themselves (the password policy's data). */
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
  async markOwnPassword(tenantId: string, userId: number, hash: string): Promise<void> {
    await this.db
      .insert(sysUserPassword)
      .values({ userId, tenantId, passwordHash: hash, changedTime: new Date() })
      .onConflictDoUpdate({
        target: sysUserPassword.userId,
        set: { passwordHash: hash, tenantId, changedTime: new Date() },
      });
  }

  async ownPasswordHash(userId: number): Promise<string | undefined> {
    const [row] = await this.db
      .select({ hash: sysUserPassword.passwordHash })
      .from(sysUserPassword)
      .where(eq(sysUserPassword.userId, userId))
      .limit(1);
    return row?.hash;
  }
}

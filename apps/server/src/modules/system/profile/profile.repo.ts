import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { inTenant, live } from '../../../platform/db/scope.js';
import { sysPost, sysUser, sysUserPost } from '../../../db/schema/index.js';
import type { ProfileUpdateBody } from '@zcps/contracts';

export class ProfileRepo {
  constructor(private readonly db: Db) {}

  async postNames(tenantId: string, userId: number): Promise<string[]> {
    const rows = await this.db
      .select({ name: sysPost.postName })
      .from(sysUserPost)
      .innerJoin(sysPost, eq(sysPost.postId, sysUserPost.postId))
      .where(and(eq(sysUserPost.userId, userId), inTenant(sysPost, tenantId)))
      .orderBy(sysPost.postSort);
    return rows.map((r) => r.name);
  }

  /** Whether another live user of the tenant already has this value in the column. */
  async taken(tenantId: string, userId: number, field: 'email' | 'phonenumber', value: string) {
    const column = field === 'email' ? sysUser.email : sysUser.phonenumber;
    const [row] = await this.db
      .select({ id: sysUser.userId })
      .from(sysUser)
      .where(inTenant(sysUser, tenantId, eq(column, value), ne(sysUser.userId, userId), live(sysUser)))
      .limit(1);
    return row !== undefined;
  }

  async update(tenantId: string, userId: number, body: ProfileUpdateBody): Promise<void> {
    await this.db
      .update(sysUser)
      .set({ ...body, updateBy: userId, updateTime: new Date() })
      .where(inTenant(sysUser, tenantId, eq(sysUser.userId, userId)));
  }

  async setPassword(tenantId: string, userId: number, hash: string): Promise<void> {
    await this.db
      .update(sysUser)
      .set({ password: hash, updateBy: userId, updateTime: new Date() })
      .where(inTenant(sysUser, tenantId, eq(sysUser.userId, userId)));
  }

  async setAvatar(tenantId: string, userId: number, ossId: number): Promise<void> {
    await this.db
      .update(sysUser)
      .set({ avatar: ossId, updateBy: userId, updateTime: new Date() })
      .where(inTenant(sysUser, tenantId, eq(sysUser.userId, userId)));
  }
}

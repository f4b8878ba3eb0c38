import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../platform/db/database.js';
import { inTenant, live } from '../../../platform/db/scope.js';
import { sysSocial, sysSocialProvider } from '../../../db/schema/index.js';

export type SocialBindingRow = typeof sysSocial.$inferSelect;
export type SocialBindingInsert = Omit<typeof sysSocial.$inferInsert, 'id'>;

/** sys_social: one row per (tenant, user, provider account); `auth_id` is source + ':' + subject. */
export class SocialBindingRepo {
  constructor(private readonly db: Db) {}

  /** Bindings of one provider account in every tenant (login decides which tenant may be entered). */
  async byAuthId(authId: string): Promise<SocialBindingRow[]> {
    return this.db
      .select()
      .from(sysSocial)
      .where(and(eq(sysSocial.authId, authId), live(sysSocial)));
  }

  async ofUser(tenantId: string, userId: number) {
    return this.db
      .select({ binding: sysSocial, sourceName: sysSocialProvider.name })
      .from(sysSocial)
      .leftJoin(sysSocialProvider, eq(sysSocialProvider.source, sysSocial.source))
      .where(inTenant(sysSocial, tenantId, eq(sysSocial.userId, userId), live(sysSocial)))
      .orderBy(asc(sysSocial.id));
  }

  async insert(values: SocialBindingInsert): Promise<void> {
    await this.db.insert(sysSocial).values(values);
  }

  /** Deletes one binding of the user; answers whether there was one. */
  async deleteOwn(tenantId: string, userId: number, id: number): Promise<boolean> {
    const rows = await this.db
      .delete(sysSocial)
      .where(and(eq(sysSocial.id, id), eq(sysSocial.tenantId, tenantId), eq(sysSocial.userId, userId)))
      .returning({ id: sysSocial.id });
    return rows.length > 0;
  }

  async deleteBySources(sources: string[]): Promise<void> {
    await this.db.delete(sysSocial).where(inArray(sysSocial.source, sources));
  }
}

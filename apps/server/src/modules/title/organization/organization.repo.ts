import { and, asc, count, eq, like, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OrganizationFilter } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { contains } from '../../../platform/db/like.js';
import { inTenant, live } from '../../../platform/db/scope.js';
import { zcClient, zcOrganization } from '../../../db/schema/index.js';

export type OrgRow = typeof zcOrganization.$inferSelect;
export type OrgInsert = Omit<typeof zcOrganization.$inferInsert, 'orgId'>;
export type OrgListRow = OrgRow & { parentName: string | null };

/** A move: descendants' ancestors start with `from` and must start with `to` instead. */
export interface AncestorsMove {
  from: string;
  to: string;
}

const parent = alias(zcOrganization, 'parent_org');
const TREE_ORDER = [
  asc(zcOrganization.ancestors),
  asc(zcOrganization.parentId),
  asc(zcOrganization.orderNum),
  asc(zcOrganization.orgId),
];
/** The rows below a node: their ancestors equal the node's path or extend it. */
const below = (path: string) =>
  or(eq(zcOrganization.ancestors, path), like(zcOrganization.ancestors, `${path},%`));

export class OrganizationRepo {
  constructor(private readonly db: Db) {}

  private selectWithParent() {
    return this.db
      .select({ org: zcOrganization, parentName: parent.orgName })
      .from(zcOrganization)
      .leftJoin(
        parent,
        and(eq(parent.orgId, zcOrganization.parentId), eq(parent.tenantId, zcOrganization.tenantId)),
      );
  }

  /** Live organizations of the tenant in tree order. */
  async list(tenantId: string, filter: Partial<OrganizationFilter>): Promise<OrgListRow[]> {
    const rows = await this.selectWithParent()
      .where(
        inTenant(
          zcOrganization,
          tenantId,
          live(zcOrganization),
          contains(zcOrganization.orgName, filter.orgName),
          contains(zcOrganization.orgCode, filter.orgCode),
          filter.orgType ? eq(zcOrganization.orgType, filter.orgType) : undefined,
          filter.status ? eq(zcOrganization.status, filter.status) : undefined,
        ),
      )
      .orderBy(...TREE_ORDER);
    return rows.map((r) => ({ ...r.org, parentName: r.parentName }));
  }

  async findById(tenantId: string, orgId: number): Promise<OrgListRow | undefined> {
    const [row] = await this.selectWithParent()
      .where(inTenant(zcOrganization, tenantId, eq(zcOrganization.orgId, orgId), live(zcOrganization)))
      .limit(1);
    return row ? { ...row.org, parentName: row.parentName } : undefined;
  }

  /** Whether a live organization other than `exceptId` has this name under the parent. */
  async nameTaken(tenantId: string, parentId: number, orgName: string, exceptId?: number) {
    return this.taken(
      tenantId,
      and(eq(zcOrganization.parentId, parentId), eq(zcOrganization.orgName, orgName)),
      exceptId,
    );
  }

  async codeTaken(tenantId: string, orgCode: string, exceptId?: number) {
    return this.taken(tenantId, eq(zcOrganization.orgCode, orgCode), exceptId);
  }

  private async taken(tenantId: string, match: ReturnType<typeof and>, exceptId?: number) {
    const [row] = await this.db
      .select({ id: zcOrganization.orgId })
      .from(zcOrganization)
      .where(
        inTenant(
          zcOrganization,
          tenantId,
          live(zcOrganization),
          match,
          exceptId !== undefined ? ne(zcOrganization.orgId, exceptId) : undefined,
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Live direct children; `enabledOnly` counts the ones not disabled. */
  async childCount(tenantId: string, orgId: number, enabledOnly = false): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(zcOrganization)
      .where(
        inTenant(
          zcOrganization,
          tenantId,
          live(zcOrganization),
          eq(zcOrganization.parentId, orgId),
          enabledOnly ? eq(zcOrganization.status, '0') : undefined,
        ),
      );
    return row?.n ?? 0;
  }

  /** Live entrusted units this organization supervises. */
  async clientCount(tenantId: string, orgId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(zcClient)
      .where(inTenant(zcClient, tenantId, live(zcClient), eq(zcClient.orgId, orgId)));
    return row?.n ?? 0;
  }

  /** Longest ancestors list among the descendants (0 when none), to keep moves within the column. */
  async longestDescendantAncestors(tenantId: string, path: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`coalesce(max(length(${zcOrganization.ancestors})), 0)::int` })
      .from(zcOrganization)
      .where(inTenant(zcOrganization, tenantId, below(path)));
    return Number(row?.n ?? 0);
  }

  async insert(values: OrgInsert): Promise<number> {
    const [row] = await this.db.insert(zcOrganization).values(values).returning({ id: zcOrganization.orgId });
    return row!.id;
  }

  /** Saves the organization and, on a move, rewrites its descendants' ancestors in the same transaction. */
  async update(
    tenantId: string,
    orgId: number,
    values: Partial<OrgInsert>,
    move: AncestorsMove | undefined,
  ): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx
        .update(zcOrganization)
        .set(values)
        .where(inTenant(zcOrganization, tenantId, eq(zcOrganization.orgId, orgId), live(zcOrganization)));
      if (move)
        await tx
          .update(zcOrganization)
          .set({
            ancestors: sql`${move.to} || substr(${zcOrganization.ancestors}, ${move.from.length + 1}::int)`,
          })
          .where(inTenant(zcOrganization, tenantId, below(move.from)));
    });
  }

  /** Logical delete (del_flag '2'). */
  async softDelete(tenantId: string, orgId: number, updateBy: number): Promise<void> {
    await this.db
      .update(zcOrganization)
      .set({ delFlag: '2', updateBy, updateTime: new Date() })
      .where(inTenant(zcOrganization, tenantId, eq(zcOrganization.orgId, orgId), live(zcOrganization)));
  }
}

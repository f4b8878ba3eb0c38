import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { PostFilter } from '@zcps/contracts';
import type { Db } from '../../../platform/db/database.js';
import { contains } from '../../../platform/db/like.js';
import { orderOf, countedPage, pageOf, type ListQuery } from '../../../platform/db/paging.js';
import { inTenant, live } from '../../../platform/db/scope.js';
import { sysDept, sysPost, sysUser, sysUserPost } from '../../../db/schema/index.js';

export type PostRow = typeof sysPost.$inferSelect;
export type PostInsert = Omit<typeof sysPost.$inferInsert, 'postId'>;
export type PostListRow = PostRow & { deptName: string | null };
export type PostQuery = ListQuery & PostFilter;

const SORTABLE = {
  postId: sysPost.postId,
  postCode: sysPost.postCode,
  postName: sysPost.postName,
  postSort: sysPost.postSort,
  status: sysPost.status,
  createTime: sysPost.createTime,
};
const DEFAULT_ORDER = [asc(sysPost.postSort), asc(sysPost.postId)];

export class PostRepo {
  constructor(private readonly db: Db) {}

  private where(tenantId: string, q: Partial<PostFilter>, scope: SQL | undefined) {
    const belong = q.belongDeptId;
    return inTenant(
      sysPost,
      tenantId,
      contains(sysPost.postCode, q.postCode),
      contains(sysPost.postName, q.postName),
      contains(sysPost.postCategory, q.postCategory),
      q.status ? eq(sysPost.status, q.status) : undefined,
      q.deptId !== undefined ? eq(sysPost.deptId, q.deptId) : undefined,
      belong !== undefined
        ? sql`${sysPost.deptId} IN (SELECT d.dept_id FROM sys_dept d WHERE d.tenant_id = ${tenantId}
            AND (d.dept_id = ${belong} OR ${belong}::bigint = ANY (string_to_array(d.ancestors, ',')::bigint[])))`
        : undefined,
      scope,
    );
  }

  private selectWithDept() {
    return this.db
      .select({ post: sysPost, deptName: sysDept.deptName })
      .from(sysPost)
      .leftJoin(sysDept, and(eq(sysDept.deptId, sysPost.deptId), eq(sysDept.tenantId, sysPost.tenantId)));
  }

  async page(tenantId: string, q: PostQuery, scope: SQL | undefined) {
    const where = this.where(tenantId, q, scope);
    const { limit, offset } = pageOf(q);
    return countedPage(
      this.selectWithDept()
        .where(where)
        .orderBy(...orderOf(q, SORTABLE, DEFAULT_ORDER))
        .limit(limit)
        .offset(offset),
      this.db.select({ total: count() }).from(sysPost).where(where),
      flatten,
    );
  }

  /** Every matching row (export), up to `max`. */
  async all(tenantId: string, q: Partial<PostFilter>, scope: SQL | undefined, max: number) {
    const rows = await this.selectWithDept()
      .where(this.where(tenantId, q, scope))
      .orderBy(...DEFAULT_ORDER)
      .limit(max);
    return rows.map(flatten);
  }

  async findById(tenantId: string, postId: number): Promise<PostListRow | undefined> {
    const [row] = await this.selectWithDept()
      .where(inTenant(sysPost, tenantId, eq(sysPost.postId, postId)))
      .limit(1);
    return row ? flatten(row) : undefined;
  }

  async findByIds(tenantId: string, postIds: number[]): Promise<PostRow[]> {
    return this.db
      .select()
      .from(sysPost)
      .where(inTenant(sysPost, tenantId, inArray(sysPost.postId, postIds)));
  }

  /** Enabled posts, optionally only the given ids or one dept's (option lists of the user form). */
  async normal(tenantId: string, postIds: number[] | undefined, deptId: number | undefined) {
    const rows = await this.selectWithDept()
      .where(
        inTenant(
          sysPost,
          tenantId,
          eq(sysPost.status, '0'),
          postIds ? inArray(sysPost.postId, postIds) : undefined,
          deptId !== undefined ? eq(sysPost.deptId, deptId) : undefined,
        ),
      )
      .orderBy(...DEFAULT_ORDER);
    return rows.map(flatten);
  }

  async taken(
    tenantId: string,
    field: 'postCode' | 'postName',
    value: string,
    exceptId?: number,
  ): Promise<boolean> {
    const [row] = await this.db
      .select({ id: sysPost.postId })
      .from(sysPost)
      .where(
        inTenant(
          sysPost,
          tenantId,
          eq(sysPost[field], value),
          exceptId !== undefined ? ne(sysPost.postId, exceptId) : undefined,
        ),
      )
      .limit(1);
    return row !== undefined;
  }

  /** Live users of the tenant holding the post. */
  async userCount(tenantId: string, postId: number): Promise<number> {
    const [row] = await this.db
      .select({ n: count() })
      .from(sysUserPost)
      .innerJoin(sysUser, eq(sysUser.userId, sysUserPost.userId))
      .where(inTenant(sysUser, tenantId, live(sysUser), eq(sysUserPost.postId, postId)));
    return row?.n ?? 0;
  }

  async insert(values: PostInsert): Promise<void> {
    await this.db.insert(sysPost).values(values);
  }

  async update(tenantId: string, postId: number, values: Partial<PostInsert>): Promise<void> {
    await this.db
      .update(sysPost)
      .set(values)
      .where(inTenant(sysPost, tenantId, eq(sysPost.postId, postId)));
  }

  async deleteByIds(tenantId: string, postIds: number[]): Promise<void> {
    await this.db.delete(sysPost).where(inTenant(sysPost, tenantId, inArray(sysPost.postId, postIds)));
  }
}

function flatten(row: { post: PostRow; deptName: string | null }): PostListRow {
  return { ...row.post, deptName: row.deptName };
}

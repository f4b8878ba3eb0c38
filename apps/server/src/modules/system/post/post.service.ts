import {
  DeptPostStatus,
  type Language,
  type PostCreate,
  type PostFilter,
  type PostUpdate,
  type PostVo,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { dataScopeOf } from '../../../platform/db/data-scope.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { refuseMissing, ServiceError } from '../../../platform/http/errors.js';
import { buildXlsx, EXPORT_MAX_ROWS, type XlsxColumn } from '../../../platform/http/xlsx.js';
import { sysPost } from '../../../db/schema/index.js';
import { dictLabels } from '../dict/dict-labels.js';
import type { DictService } from '../dict/dict.service.js';
import type { DeptRepo } from '../dept/dept.repo.js';
import type { PostListRow, PostQuery, PostRepo } from './post.repo.js';
import { formatMessage, message } from '../../../platform/i18n/format.js';

export function toPostVo(row: PostListRow): PostVo {
  return {
    postId: row.postId,
    deptId: row.deptId,
    deptName: row.deptName,
    postCode: row.postCode,
    postCategory: row.postCategory,
    postName: row.postName,
    postSort: row.postSort,
    status: row.status,
    remark: row.remark,
    createTime: formatDateTime(row.createTime),
  };
}

export class PostService {
  constructor(
    private readonly repo: PostRepo,
    private readonly depts: DeptRepo,
    private readonly dicts: DictService,
  ) {}

  /** Posts of the depts the caller's data scope reaches, or that the caller created. */
  private scope(caller: LoginUser) {
    return dataScopeOf(caller, { dept: sysPost.deptId, user: sysPost.createBy });
  }

  async list(caller: LoginUser, query: PostQuery) {
    const { rows, total } = await this.repo.page(caller.tenantId, query, this.scope(caller));
    return { rows: rows.map(toPostVo), total };
  }

  async export(caller: LoginUser, filter: Partial<PostFilter>, lang: Language): Promise<Buffer> {
    const rows = await this.repo.all(caller.tenantId, filter, this.scope(caller), EXPORT_MAX_ROWS);
    const status = await dictLabels(this.dicts, caller.tenantId, 'sys_normal_disable', lang);
    const columns: XlsxColumn<PostVo>[] = [
      { header: message('post.column.postId'), value: (r) => r.postId, width: 12 },
      { header: message('post.column.postCode'), value: (r) => r.postCode },
      { header: message('post.column.postName'), value: (r) => r.postName },
      { header: message('post.column.postCategory'), value: (r) => r.postCategory },
      { header: message('post.column.deptName'), value: (r) => r.deptName },
      { header: message('post.column.postSort'), value: (r) => r.postSort, width: 10 },
      { header: message('post.column.status'), value: (r) => status(r.status), width: 10 },
      { header: message('post.column.remark'), value: (r) => r.remark, width: 30 },
      { header: message('post.column.createTime'), value: (r) => r.createTime, width: 20 },
    ];
    return buildXlsx(lang, formatMessage(lang, 'post.sheet'), columns, rows.map(toPostVo));
  }

  async get(caller: LoginUser, postId: number): Promise<PostVo> {
    const row = await this.repo.findById(caller.tenantId, postId);
    if (!row) throw new ServiceError('post.notFound');
    return toPostVo(row);
  }

  async optionselect(caller: LoginUser, postIds: number[] | undefined, deptId: number | undefined) {
    return (await this.repo.normal(caller.tenantId, postIds, deptId)).map(toPostVo);
  }

  private async checkUnique(tenantId: string, body: PostCreate, postId?: number) {
    const verb = postId === undefined ? 'add' : 'edit';
    if (await this.repo.taken(tenantId, 'postName', body.postName, postId))
      throw new ServiceError(`post.${verb}NameExists`, { postName: body.postName });
    if (await this.repo.taken(tenantId, 'postCode', body.postCode, postId))
      throw new ServiceError(`post.${verb}CodeExists`, { postName: body.postName });
    if (!(await this.depts.findById(tenantId, body.deptId))) throw new ServiceError('post.deptNotFound');
  }

  private fields(body: PostCreate) {
    return {
      deptId: body.deptId,
      postCode: body.postCode,
      postName: body.postName,
      postCategory: body.postCategory || null,
      postSort: body.postSort,
      status: body.status,
      remark: body.remark || null,
    };
  }

  async create(caller: LoginUser, body: PostCreate): Promise<void> {
    await this.checkUnique(caller.tenantId, body);
    await this.repo.insert({
      ...this.fields(body),
      tenantId: caller.tenantId,
      createDept: caller.deptId,
      createBy: caller.userId,
      updateBy: caller.userId,
    });
  }

  async update(caller: LoginUser, body: PostUpdate): Promise<void> {
    const { tenantId } = caller;
    const post = await this.repo.findById(tenantId, body.postId);
    if (!post) throw new ServiceError('post.notFound');
    await this.checkUnique(tenantId, body, body.postId);
    if (
      body.status === DeptPostStatus.DISABLED &&
      post.status !== DeptPostStatus.DISABLED &&
      (await this.repo.userCount(tenantId, post.postId)) > 0
    )
      throw new ServiceError('post.hasUsersDisable');
    await this.repo.update(tenantId, post.postId, {
      ...this.fields(body),
      updateBy: caller.userId,
      updateTime: new Date(),
    });
  }

  /** Deletes the tenant's posts among `postIds`; none is deleted while any of them is held by a user. */
  async remove(caller: LoginUser, postIds: number[]): Promise<void> {
    const { tenantId } = caller;
    const posts = await this.repo.findByIds(tenantId, postIds);
    refuseMissing(
      postIds,
      posts.map((p) => p.postId),
    );
    for (const post of posts) {
      if ((await this.repo.userCount(tenantId, post.postId)) > 0)
        throw new ServiceError('post.assigned', { postName: post.postName });
    }
    if (posts.length)
      await this.repo.deleteByIds(
        tenantId,
        posts.map((p) => p.postId),
      );
  }
}

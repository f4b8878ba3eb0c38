import type {
  Language,
  ReviewerPoolCreate,
  ReviewerPoolFilter,
  ReviewerPoolUpdate,
  ReviewerPoolVo,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { refuseMissing, ServiceError } from '../../../platform/http/errors.js';
import { buildXlsx, EXPORT_MAX_ROWS, type XlsxColumn } from '../../../platform/http/xlsx.js';
import { dictLabels } from '../../system/dict/dict-labels.js';
import type { DictService } from '../../system/dict/dict.service.js';
import type { TitleRefsRepo } from '../reviewer/title-refs.repo.js';
import type { PoolListRow, PoolQuery, ReviewerPoolRepo } from './reviewer-pool.repo.js';
import { formatMessage, message } from '../../../platform/i18n/format.js';

export function toPoolVo(row: PoolListRow): ReviewerPoolVo {
  return {
    poolId: row.poolId,
    poolName: row.poolName,
    seriesId: row.seriesId,
    seriesName: row.seriesName,
    titleLevel: row.titleLevel,
    orgId: row.orgId,
    orgName: row.orgName,
    termStart: row.termStart,
    termEnd: row.termEnd,
    status: row.status,
    memberCount: row.memberCount,
    availableCount: row.availableCount,
    remark: row.remark,
    createTime: formatDateTime(row.createTime),
  };
}

/** 专家库: pools of the tenant (no data scope: the review office keeps them for everyone). */
export class ReviewerPoolService {
  constructor(
    private readonly repo: ReviewerPoolRepo,
    private readonly refs: TitleRefsRepo,
    private readonly dicts: DictService,
  ) {}

  async list(caller: LoginUser, query: PoolQuery) {
    const { rows, total } = await this.repo.page(caller.tenantId, query);
    return { rows: rows.map(toPoolVo), total };
  }

  async export(caller: LoginUser, filter: Partial<ReviewerPoolFilter>, lang: Language): Promise<Buffer> {
    const rows = await this.repo.all(caller.tenantId, filter, EXPORT_MAX_ROWS);
    const [level, status] = await Promise.all([
      dictLabels(this.dicts, caller.tenantId, 'title_level', lang),
      dictLabels(this.dicts, caller.tenantId, 'sys_normal_disable', lang),
    ]);
    const columns: XlsxColumn<ReviewerPoolVo>[] = [
      { header: message('pool.column.poolId'), value: (r) => r.poolId, width: 12 },
      { header: message('pool.column.poolName'), value: (r) => r.poolName, width: 28 },
      { header: message('pool.column.seriesName'), value: (r) => r.seriesName },
      { header: message('pool.column.titleLevel'), value: (r) => level(r.titleLevel), width: 10 },
      { header: message('pool.column.orgName'), value: (r) => r.orgName, width: 24 },
      { header: message('pool.column.termStart'), value: (r) => r.termStart, width: 12 },
      { header: message('pool.column.termEnd'), value: (r) => r.termEnd, width: 12 },
      { header: message('pool.column.memberCount'), value: (r) => r.memberCount, width: 10 },
      { header: message('pool.column.availableCount'), value: (r) => r.availableCount, width: 10 },
      { header: message('pool.column.status'), value: (r) => status(r.status), width: 10 },
      { header: message('pool.column.remark'), value: (r) => r.remark, width: 30 },
      { header: message('pool.column.createTime'), value: (r) => r.createTime, width: 20 },
    ];
    return buildXlsx(lang, formatMessage(lang, 'pool.sheet'), columns, rows.map(toPoolVo));
  }

  async visible(caller: LoginUser, poolId: number): Promise<PoolListRow> {
    const row = await this.repo.find(caller.tenantId, poolId);
    if (!row) throw new ServiceError('pool.notFound');
    return row;
  }

  async get(caller: LoginUser, poolId: number): Promise<ReviewerPoolVo> {
    return toPoolVo(await this.visible(caller, poolId));
  }

  private async checkRefs(tenantId: string, body: ReviewerPoolCreate) {
    if (!(await this.refs.seriesExists(tenantId, body.seriesId)))
      throw new ServiceError('reviewer.seriesNotFound', { value: body.seriesId });
    if (body.orgId && !(await this.refs.orgExists(tenantId, body.orgId)))
      throw new ServiceError('pool.orgNotFound', { orgId: body.orgId });
  }

  private fields(body: ReviewerPoolCreate) {
    return {
      poolName: body.poolName,
      seriesId: body.seriesId,
      titleLevel: body.titleLevel,
      orgId: body.orgId ?? null,
      termStart: body.termStart,
      termEnd: body.termEnd,
      status: body.status,
      remark: body.remark || null,
    };
  }

  async create(caller: LoginUser, body: ReviewerPoolCreate): Promise<void> {
    await this.checkRefs(caller.tenantId, body);
    await this.repo.insert({
      ...this.fields(body),
      tenantId: caller.tenantId,
      createDept: caller.deptId,
      createBy: caller.userId,
      updateBy: caller.userId,
    });
  }

  async update(caller: LoginUser, body: ReviewerPoolUpdate): Promise<void> {
    const pool = await this.visible(caller, body.poolId);
    await this.checkRefs(caller.tenantId, body);
    await this.repo.update(caller.tenantId, pool.poolId, {
      ...this.fields(body),
      updateBy: caller.userId,
      updateTime: new Date(),
    });
  }

  async remove(caller: LoginUser, poolIds: number[]): Promise<void> {
    const pools = await this.repo.findByIds(caller.tenantId, poolIds);
    refuseMissing(
      poolIds,
      pools.map((p) => p.poolId),
    );
    await this.repo.softDelete(
      caller.tenantId,
      pools.map((p) => p.poolId),
      caller.userId,
    );
  }

  async optionselect(caller: LoginUser, filter: Partial<ReviewerPoolFilter>): Promise<ReviewerPoolVo[]> {
    return (await this.repo.all(caller.tenantId, { ...filter, status: '0' }, 1000)).map(toPoolVo);
  }
}

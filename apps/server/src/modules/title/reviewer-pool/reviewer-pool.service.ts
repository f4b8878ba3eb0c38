import type {
  Language,
  ReviewerPoolCreate,
  ReviewerPoolFilter,
  ReviewerPoolUpdate,
  ReviewerPoolVo,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { formatDateTime } from '../../../platform/http/dates.js';
import { ServiceError } from '../../../platform/http/errors.js';
import { buildXlsx, EXPORT_MAX_ROWS, type XlsxColumn } from '../../../platform/http/xlsx.js';
import { dictLabels } from '../../system/dict/dict-labels.js';
import type { DictService } from '../../system/dict/dict.service.js';
import type { TitleRefsRepo } from '../reviewer/title-refs.repo.js';
import type { PoolListRow, PoolQuery, ReviewerPoolRepo } from './reviewer-pool.repo.js';

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

const h = (zh_CN: string, en_US: string) => ({ zh_CN, en_US });

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
      { header: h('专家库编号', 'Pool id'), value: (r) => r.poolId, width: 12 },
      { header: h('专家库名称', 'Pool name'), value: (r) => r.poolName, width: 28 },
      { header: h('职称系列', 'Title series'), value: (r) => r.seriesName },
      { header: h('评审级别', 'Title level'), value: (r) => level(r.titleLevel), width: 10 },
      { header: h('评审组织', 'Organization'), value: (r) => r.orgName, width: 24 },
      { header: h('任期开始', 'Term start'), value: (r) => r.termStart, width: 12 },
      { header: h('任期结束', 'Term end'), value: (r) => r.termEnd, width: 12 },
      { header: h('成员数', 'Members'), value: (r) => r.memberCount, width: 10 },
      { header: h('可抽取', 'Available'), value: (r) => r.availableCount, width: 10 },
      { header: h('状态', 'Status'), value: (r) => status(r.status), width: 10 },
      { header: h('备注', 'Remark'), value: (r) => r.remark, width: 30 },
      { header: h('创建时间', 'Created'), value: (r) => r.createTime, width: 20 },
    ];
    return buildXlsx(lang, lang === 'en_US' ? 'Reviewer pools' : '专家库', columns, rows.map(toPoolVo));
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
    if (pools.length)
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

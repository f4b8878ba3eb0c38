import type {
  Language,
  PoolCandidateFilter,
  PoolCandidateVo,
  PoolMemberAdd,
  PoolMemberFilter,
  PoolMemberVo,
  PoolStats,
} from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import type { ListQuery } from '../../../platform/db/paging.js';
import { refuseMissing, ServiceError } from '../../../platform/http/errors.js';
import { buildXlsx, EXPORT_MAX_ROWS, type XlsxColumn } from '../../../platform/http/xlsx.js';
import { dictLabels } from '../../system/dict/dict-labels.js';
import type { DictService } from '../../system/dict/dict.service.js';
import type { MemberRow, PoolMemberRepo } from './pool-member.repo.js';
import type { ReviewerPoolService } from './reviewer-pool.service.js';
import { formatMessage, message } from '../../../platform/i18n/format.js';

const pad = (n: number) => String(n).padStart(2, '0');
const today = (d = new Date()) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;

function toMemberVo({ member, reviewer: r, professionName, available }: MemberRow): PoolMemberVo {
  return {
    poolId: member.poolId,
    reviewerId: r.reviewerId,
    reviewerName: r.reviewerName,
    sex: r.sex,
    unitName: r.unitName,
    professionId: r.professionId,
    professionName,
    titleLevel: r.titleLevel,
    titleName: r.titleName,
    reviewerType: r.reviewerType,
    status: r.status,
    joinDate: member.joinDate,
    termEnd: member.termEnd,
    available: Boolean(available),
  };
}

/** Pool membership: who is in, who may join, and the figures of the team draw. */
export class PoolMemberService {
  constructor(
    private readonly repo: PoolMemberRepo,
    private readonly pools: ReviewerPoolService,
    private readonly dicts: DictService,
  ) {}

  async members(caller: LoginUser, poolId: number, query: ListQuery & PoolMemberFilter) {
    const pool = await this.pools.visible(caller, poolId);
    const { rows, total } = await this.repo.page(caller.tenantId, pool.poolId, query);
    const vos = rows.map(toMemberVo);
    return { rows: vos, total };
  }

  /** The pool's members matching the filter, as the detail page lists them, with labels instead of codes. */
  async export(caller: LoginUser, poolId: number, filter: PoolMemberFilter, lang: Language): Promise<Buffer> {
    const pool = await this.pools.visible(caller, poolId);
    const rows = await this.repo.all(caller.tenantId, pool.poolId, filter, EXPORT_MAX_ROWS);
    const labels = (dict: string) => dictLabels(this.dicts, caller.tenantId, dict, lang);
    const [sex, level, type, status] = await Promise.all([
      labels('sys_user_sex'),
      labels('title_level'),
      labels('reviewer_type'),
      labels('reviewer_status'),
    ]);
    const [yes, no] = [formatMessage(lang, 'word.yes'), formatMessage(lang, 'word.no')];
    const columns: XlsxColumn<PoolMemberVo>[] = [
      { header: message('poolMember.column.reviewerId'), value: (r) => r.reviewerId, width: 12 },
      { header: message('poolMember.column.reviewerName'), value: (r) => r.reviewerName, width: 14 },
      { header: message('poolMember.column.sex'), value: (r) => sex(r.sex), width: 8 },
      { header: message('poolMember.column.unitName'), value: (r) => r.unitName, width: 28 },
      { header: message('poolMember.column.professionName'), value: (r) => r.professionName, width: 16 },
      { header: message('poolMember.column.titleLevel'), value: (r) => level(r.titleLevel), width: 10 },
      { header: message('poolMember.column.titleName'), value: (r) => r.titleName, width: 16 },
      { header: message('poolMember.column.reviewerType'), value: (r) => type(r.reviewerType), width: 14 },
      { header: message('poolMember.column.status'), value: (r) => status(r.status), width: 10 },
      { header: message('poolMember.column.joinDate'), value: (r) => r.joinDate, width: 12 },
      { header: message('poolMember.column.termEnd'), value: (r) => r.termEnd, width: 12 },
      { header: message('poolMember.column.available'), value: (r) => (r.available ? yes : no), width: 10 },
    ];
    const sheet = formatMessage(lang, 'poolMember.sheet');
    return buildXlsx(lang, sheet, columns, rows.map(toMemberVo));
  }

  async candidates(caller: LoginUser, poolId: number, query: ListQuery & PoolCandidateFilter) {
    const pool = await this.pools.visible(caller, poolId);
    const { rows, total } = await this.repo.candidates(caller.tenantId, pool.poolId, query);
    const vos: PoolCandidateVo[] = rows.map(({ reviewer: r, seriesName, professionName }) => ({
      reviewerId: r.reviewerId,
      reviewerName: r.reviewerName,
      unitName: r.unitName,
      seriesName,
      professionName,
      titleLevel: r.titleLevel,
      titleName: r.titleName,
      reviewerType: r.reviewerType,
    }));
    return { rows: vos, total };
  }

  /**
   * Adds active reviewers whose title is at least the pool's level; the membership ends with the pool's term
   * at the latest. All or none of the batch joins.
   */
  async add(caller: LoginUser, poolId: number, body: PoolMemberAdd): Promise<void> {
    const pool = await this.pools.visible(caller, poolId);
    const joinDate = body.joinDate ?? today();
    const termEnd = body.termEnd ?? pool.termEnd;
    if (termEnd > pool.termEnd || termEnd < joinDate)
      throw new ServiceError('pool.memberTerm', { termEnd: pool.termEnd });
    const found = await this.repo.reviewersFor(caller.tenantId, pool.poolId, body.reviewerIds);
    if (found.length !== new Set(body.reviewerIds).size) throw new ServiceError('reviewer.notFound');
    for (const r of found) {
      if (r.member !== null) throw new ServiceError('pool.memberExists', { reviewerName: r.reviewerName });
      if (r.status !== '0') throw new ServiceError('pool.memberInactive', { reviewerName: r.reviewerName });
      if (Number(r.titleLevel) > Number(pool.titleLevel))
        throw new ServiceError('pool.memberLevel', { reviewerName: r.reviewerName });
    }
    await this.repo.insert(
      found.map((r) => ({
        poolId: pool.poolId,
        reviewerId: r.reviewerId,
        tenantId: caller.tenantId,
        joinDate,
        termEnd,
        createDept: caller.deptId,
        createBy: caller.userId,
        updateBy: caller.userId,
      })),
    );
  }

  async remove(caller: LoginUser, poolId: number, reviewerIds: number[]): Promise<void> {
    const pool = await this.pools.visible(caller, poolId);
    refuseMissing(reviewerIds, await this.repo.memberIds(caller.tenantId, pool.poolId, reviewerIds));
    await this.repo.delete(caller.tenantId, pool.poolId, reviewerIds);
  }

  async stats(caller: LoginUser, poolId: number): Promise<PoolStats> {
    const pool = await this.pools.visible(caller, poolId);
    const rows = await this.repo.stats(caller.tenantId, pool.poolId);
    const totals = { available: 0, expired: 0, suspended: 0, blacklisted: 0, total: 0 };
    for (const row of rows)
      for (const key of Object.keys(totals) as (keyof typeof totals)[]) totals[key] += row[key];
    return { rows, totals };
  }
}

import { and, count, desc, eq, gte, inArray, isNotNull, lt, sql, type SQL } from 'drizzle-orm';
import { Languages } from '@zcps/contracts';
import type { Db } from '../../platform/db/database.js';
import { inTenant, live } from '../../platform/db/scope.js';
import { sysLogininfor, sysUser, zcReviewDeclaration } from '../../db/schema/index.js';
import { periodIndex, type Period } from './periods.js';
import { formatMessage } from '../../platform/i18n/format.js';

const d = zcReviewDeclaration;
const l = sysLogininfor;

/**
 * The login log also records logouts and registrations with status 0; a sign-in is the row whose message is
 * the sign-in success text, written in the language of the request.
 */
const SIGN_IN_TEXTS = Languages.map((lang) => formatMessage(lang, 'auth.loginOk'));

const intCount = sql<number>`count(*)::int`;

export interface PeriodStatusCount {
  period: number;
  status: string;
  total: number;
}

/** Aggregates for the analysis page; every query is of one tenant. */
export class AnalysisRepo {
  constructor(private readonly db: Db) {}

  private submittedIn(tenantId: string, from: Date, to: Date): SQL {
    return inTenant(d, tenantId, live(d), gte(d.submitTime, from), lt(d.submitTime, to));
  }

  private signInsIn(tenantId: string, from: Date, to?: Date): SQL {
    return inTenant(
      l,
      tenantId,
      eq(l.status, '0'),
      inArray(l.msg, SIGN_IN_TEXTS),
      gte(l.loginTime, from),
      to ? lt(l.loginTime, to) : undefined,
    );
  }

  /** Submitted declarations per month (1-based index into `months`) and approval status. */
  async declarationsByMonth(tenantId: string, months: readonly Period[]): Promise<PeriodStatusCount[]> {
    return this.db
      .select({ period: periodIndex(d.submitTime, months), status: d.approvalStatus, total: intCount })
      .from(d)
      .where(this.submittedIn(tenantId, months[0]!.start, months.at(-1)!.end))
      .groupBy(sql`1`, sql`2`);
  }

  /** Distinct signed-in user names per week (1-based index into `weeks`). */
  async weeklyActiveUsers(tenantId: string, weeks: readonly Period[]) {
    return this.db
      .select({
        period: periodIndex(l.loginTime, weeks),
        users: sql<number>`count(DISTINCT ${l.userName})::int`,
      })
      .from(l)
      .where(this.signInsIn(tenantId, weeks[0]!.start, weeks.at(-1)!.end))
      .groupBy(sql`1`);
  }

  /** Successful sign-ins since `from`, counted per client key or device type, most first. */
  async signInsBy(tenantId: string, by: 'client' | 'device', from: Date) {
    const column = by === 'client' ? l.clientKey : l.deviceType;
    return this.db
      .select({ name: column, count: intCount })
      .from(l)
      .where(this.signInsIn(tenantId, from))
      .groupBy(column)
      .orderBy(desc(intCount), column);
  }

  async declarationFigures(tenantId: string, yearStart: Date, yearEnd: Date) {
    const [row] = await this.db
      .select({
        thisYear: sql<number>`count(*) FILTER (WHERE ${and(gte(d.submitTime, yearStart), lt(d.submitTime, yearEnd))})::int`,
        inReview: sql<number>`count(*) FILTER (WHERE ${inArray(d.approvalStatus, ['0', '1', '4'])})::int`,
        passed: sql<number>`count(*) FILTER (WHERE ${eq(d.approvalStatus, '6')})::int`,
      })
      .from(d)
      .where(inTenant(d, tenantId, live(d), isNotNull(d.submitTime)));
    return row ?? { thisYear: 0, inReview: 0, passed: 0 };
  }

  async userCount(tenantId: string): Promise<number> {
    const [row] = await this.db
      .select({ total: count() })
      .from(sysUser)
      .where(inTenant(sysUser, tenantId, live(sysUser)));
    return row?.total ?? 0;
  }
}

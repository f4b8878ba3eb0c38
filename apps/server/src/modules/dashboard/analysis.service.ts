import type { DashboardAnalysis, DeclarationMonth } from '@zcps/contracts';
import type { AnalysisRepo, PeriodStatusCount } from './analysis.repo.js';
import { lastIsoWeeks, lastMonths } from './periods.js';

const MONTHS = 12;
const WEEKS = 8;
const SIGN_IN_DAYS = 30;
const DAY_MS = 86_400_000;

function monthSeries(labels: readonly string[], counts: readonly PeriodStatusCount[]): DeclarationMonth[] {
  const months = labels.map((month) => ({ month, total: 0, byStatus: {} as Record<string, number> }));
  for (const { period, status, total } of counts) {
    const month = months[period - 1];
    if (!month) continue;
    month.total += total;
    month.byStatus[status] = (month.byStatus[status] ?? 0) + total;
  }
  return months;
}

/** The analysis page's figures for the caller's tenant; periods follow the server's clock. */
export class AnalysisService {
  constructor(
    private readonly repo: AnalysisRepo,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async analysis(tenantId: string): Promise<DashboardAnalysis> {
    const now = this.clock();
    const months = lastMonths(now, MONTHS);
    const weeks = lastIsoWeeks(now, WEEKS);
    const since = new Date(now.getTime() - SIGN_IN_DAYS * DAY_MS);
    const yearStart = new Date(now.getFullYear(), 0, 1);
    const yearEnd = new Date(now.getFullYear() + 1, 0, 1);
    const [byMonth, weekly, byClient, byDevice, figures, users] = await Promise.all([
      this.repo.declarationsByMonth(tenantId, months),
      this.repo.weeklyActiveUsers(tenantId, weeks),
      this.repo.signInsBy(tenantId, 'client', since),
      this.repo.signInsBy(tenantId, 'device', since),
      this.repo.declarationFigures(tenantId, yearStart, yearEnd),
      this.repo.userCount(tenantId),
    ]);
    const activeByWeek = new Map(weekly.map((w) => [w.period, w.users]));
    return {
      headline: {
        declarationsThisYear: figures.thisYear,
        inReview: figures.inReview,
        passed: figures.passed,
        users,
      },
      declarationsByMonth: monthSeries(
        months.map((m) => m.label),
        byMonth,
      ),
      signIns: {
        days: SIGN_IN_DAYS,
        total: byClient.reduce((sum, c) => sum + c.count, 0),
        byClient,
        byDevice,
      },
      weeklyActiveUsers: weeks.map((w, i) => ({
        week: w.label,
        weekStart: w.weekStart,
        users: activeByWeek.get(i + 1) ?? 0,
      })),
    };
  }
}

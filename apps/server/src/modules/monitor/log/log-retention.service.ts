import { DEFAULT_TENANT_ID } from '@zcps/contracts';
import type { ConfigService } from '../../system/config/config.service.js';
import type { LoginLogRepo } from '../logininfor/logininfor.repo.js';
import type { OperLogRepo } from '../operlog/operlog.repo.js';

export const RETENTION_CONFIG_KEY = 'sys.log.retentionDays';
const DAY_MS = 86_400_000;

export interface PurgeResult {
  days: number;
  loginLogs: number;
  operLogs: number;
}

/** Deletes login and operation log entries older than the retention period. */
export class LogRetentionService {
  constructor(
    private readonly loginLogs: LoginLogRepo,
    private readonly operLogs: OperLogRepo,
    private readonly config: ConfigService,
  ) {}

  /** The platform tenant's setting governs every tenant: retention is an operator's decision. */
  async retentionDays(): Promise<number> {
    return this.config.getNumber(DEFAULT_TENANT_ID, RETENTION_CONFIG_KEY, 180);
  }

  async purgeOlderThan(days?: number): Promise<PurgeResult> {
    const keep = days ?? (await this.retentionDays());
    if (!Number.isFinite(keep) || keep < 1) return { days: keep, loginLogs: 0, operLogs: 0 };
    const cutoff = new Date(Date.now() - keep * DAY_MS);
    const [loginLogs, operLogs] = await Promise.all([
      this.loginLogs.purgeBefore(cutoff),
      this.operLogs.purgeBefore(cutoff),
    ]);
    return { days: keep, loginLogs, operLogs };
  }
}

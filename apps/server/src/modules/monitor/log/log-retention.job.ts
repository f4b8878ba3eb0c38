import { z } from 'zod';
import { defineJob } from '../job/job-registry.js';

/** Scheduler handler: purges login and operation logs older than `sys.log.retentionDays` (or `days`). */
export const logRetentionJob = defineJob({
  name: 'logRetention',
  description: {
    zh_CN: '清理过期的登录日志与操作日志（保留天数见参数 sys.log.retentionDays）',
    en_US: 'Delete login and operation logs older than sys.log.retentionDays',
  },
  params: z.object({ days: z.number().int().min(1).max(3650).optional() }).strict(),
  async run({ deps, params }) {
    const result = await deps.logRetention.purgeOlderThan(params.days);
    return `days ${result.days}: login logs ${result.loginLogs}, operation logs ${result.operLogs}`;
  },
});

import { z } from 'zod';
import { defineJob } from '../job/job-registry.js';
import { message } from '../../../platform/i18n/format.js';

/** Scheduler handler: purges login and operation logs older than `sys.log.retentionDays` (or `days`). */
export const logRetentionJob = defineJob({
  name: 'logRetention',
  description: message('job.handler.logRetention'),
  params: z.object({ days: z.number().int().min(1).max(3650).optional() }).strict(),
  async run({ deps, params }) {
    const result = await deps.logRetention.purgeOlderThan(params.days);
    return `days ${result.days}: login logs ${result.loginLogs}, operation logs ${result.operLogs}`;
  },
});

import { z } from 'zod';
import { message } from '../../../platform/i18n/format.js';
import { defineJob } from '../../monitor/job/job-registry.js';
import type { TimerService } from './timer.service.js';

/** The job handler (`workflowTimers`, seeded every 10 seconds) that fires due workflow timers. */
export function workflowTimersJob(timers: TimerService) {
  return defineJob({
    name: 'workflowTimers',
    description: message('job.handler.workflowTimers'),
    params: z.object({ limit: z.number().int().min(1).max(1000).optional() }).strict(),
    async run({ params }) {
      const fired = await timers.fireDue(new Date(), params.limit ?? 100);
      return `fired ${fired}`;
    },
  });
}

import { z } from 'zod';
import { defineJob } from './job-registry.js';
import { message } from '../../../platform/i18n/format.js';

const HOUR_MS = 3600_000;

/**
 * Scheduler handler: removes anonymous uploads (registration licences) that no registration named within
 * `hours` (a day by default; a licence can be named for an hour after its upload).
 */
export const uploadSweepJob = defineJob({
  name: 'uploadSweep',
  description: message('job.handler.uploadSweep'),
  params: z
    .object({
      hours: z
        .number()
        .int()
        .min(2)
        .max(24 * 365)
        .optional(),
    })
    .strict(),
  async run({ deps, params, signal }) {
    const hours = params.hours ?? 24;
    const removed = await deps.uploads.sweepUnclaimedUploads(new Date(Date.now() - hours * HOUR_MS), signal);
    return `hours ${hours}: removed ${removed}`;
  },
});

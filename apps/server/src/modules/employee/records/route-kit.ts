import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { SSE_PROGRESS_EVENT, type ImportReport, type Language, type TaskProgress } from '@zcps/contracts';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { ok } from '../../../platform/http/envelope.js';
import { readUpload } from '../../resource/oss/multipart.js';
import type { SseHub } from '../../resource/sse/sse.hub.js';
import { formatMessage } from '../../../platform/i18n/format.js';

export const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
export const importQuery = z.object({ updateSupport: flag.default(false) });

/** Where an import's sheet is read (at most `maxFileSize` bytes) and its progress sent. */
export interface ImportChannel {
  sse: SseHub;
  maxFileSize: number;
}

/**
 * The body of every importData route: the uploaded sheet goes to `run`, whose progress reaches the caller's
 * event stream (the import dialog listens), and the report comes back with its summary.
 */
export async function runImport(
  { sse, maxFileSize }: ImportChannel,
  request: FastifyRequest,
  task: string,
  run: (
    caller: LoginUser,
    content: Buffer,
    lang: Language,
    progress: (processed: number, total: number) => void,
  ) => Promise<ImportReport>,
) {
  const file = await readUpload(request, 'file', maxFileSize);
  const caller = request.user!;
  const progress = (processed: number, total: number) =>
    void sse.publish({
      tenantId: caller.tenantId,
      userIds: [caller.userId],
      event: SSE_PROGRESS_EVENT,
      text: JSON.stringify({ task, processed, total } satisfies TaskProgress),
    });
  const report = await run(caller, file.content, request.lang, progress);
  const summary = formatMessage(request.lang, 'user.importSummary', {
    created: report.created,
    updated: report.updated,
    failed: report.failed,
  });
  return ok(request.lang, report, summary);
}

import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  formatMessage,
  SSE_PROGRESS_EVENT,
  type ImportReport,
  type Language,
  type TaskProgress,
} from '@zcps/contracts';
import type { Container } from '../../../container.js';
import type { LoginUser } from '../../../platform/auth/login-user.js';
import { ok } from '../../../platform/http/envelope.js';
import { readUpload } from '../../resource/oss/multipart.js';

export const flag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
export const importQuery = z.object({ updateSupport: flag.default(false) });

/**
 * The body of every importData route: the uploaded sheet goes to `run`, whose progress reaches the caller's
 * event stream (the import dialog listens), and the report comes back with its summary.
 */
export async function runImport(
  container: Container,
  request: FastifyRequest,
  task: string,
  run: (
    caller: LoginUser,
    content: Buffer,
    lang: Language,
    progress: (processed: number, total: number) => void,
  ) => Promise<ImportReport>,
) {
  const file = await readUpload(request, 'file', container.ossMaxFileSize);
  const caller = request.user!;
  const progress = (processed: number, total: number) =>
    void container.sse.publish({
      tenantId: caller.tenantId,
      userIds: [caller.userId],
      event: SSE_PROGRESS_EVENT,
      text: JSON.stringify({ task, processed, total } satisfies TaskProgress),
    });
  const report = await run(caller, file.content, request.lang, progress);
  const summary = formatMessage(
    request.lang,
    'user.importSummary',
    report.created,
    report.updated,
    report.failed,
  );
  return ok(request.lang, report, summary);
}

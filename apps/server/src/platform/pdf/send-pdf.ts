import type { FastifyReply } from 'fastify';

/**
 * Answers a PDF as an attachment, named the way the console's download helper reads it (`download-filename`,
 * URL-encoded) and as RFC 5987 `filename*` for browsers saving it directly (Chinese names).
 */
export function sendPdf(reply: FastifyReply, baseName: string, body: Buffer) {
  const fileName = encodeURIComponent(`${baseName}.pdf`);
  return reply
    .header('content-type', 'application/pdf')
    .header('content-disposition', `attachment; filename="${fileName}"; filename*=UTF-8''${fileName}`)
    .header('download-filename', fileName)
    .header('access-control-expose-headers', 'Content-Disposition,download-filename')
    .send(body);
}

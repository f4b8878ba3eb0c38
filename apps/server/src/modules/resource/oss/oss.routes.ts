import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  emptyResultSchema,
  Headers,
  idListParam,
  OSS_ALLOWED_EXTENSIONS,
  OssPermission as P,
  ossFilterSchema,
  ossUploadVoSchema,
  ossVoSchema,
  resultSchema,
  tableSchema,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { checkUpload } from './file-check.js';
import { readUpload } from './multipart.js';
import type { OssService } from './oss.service.js';

const TITLE = '文件管理';
const listQuery = listQuerySchema.extend(ossFilterSchema.shape).extend({
  'params[beginCreateTime]': z.string().max(30).optional(),
  'params[endCreateTime]': z.string().max(30).optional(),
});
const ossIdParam = z.object({ ossId: z.coerce.number().int().positive() });

/** RFC 5987 style: the family's console reads `download-filename` and decodes it. */
export function attachmentHeaders(originalName: string): Record<string, string> {
  const encoded = encodeURIComponent(originalName);
  return {
    'content-disposition': `attachment; filename=${encoded}; filename*=utf-8''${encoded}`,
    [Headers.DOWNLOAD_FILENAME]: encoded,
    'access-control-expose-headers': `Content-Disposition,${Headers.DOWNLOAD_FILENAME}`,
    'content-type': 'application/octet-stream; charset=UTF-8',
  };
}

export const ossRoutes: FastifyPluginAsync<{ oss: OssService; maxFileSize: number }> = async (
  base,
  { oss, maxFileSize },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['resource/oss'];

  app.get(
    '/resource/oss/list',
    {
      config: { access: { permission: P.LIST } },
      schema: { tags, querystring: listQuery, response: { 200: tableSchema(ossVoSchema) } },
    },
    async (request) => {
      const { rows, total } = await oss.list(request.user!.tenantId, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.get(
    '/resource/oss/listByIds/:ossIds',
    {
      config: { access: { permission: [P.QUERY, P.LIST, P.UPLOAD] } },
      schema: {
        tags,
        params: z.object({ ossIds: idListParam }),
        response: { 200: resultSchema(z.array(ossVoSchema)) },
      },
    },
    async (request) => ok(request.lang, await oss.listByIds(request.user!.tenantId, request.params.ossIds)),
  );

  app.post(
    '/resource/oss/upload',
    {
      config: {
        access: { permission: P.UPLOAD },
        log: { title: TITLE, businessType: BusinessType.INSERT },
      },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: `Multipart field "file"; at most ${maxFileSize} bytes.`,
        response: { 200: resultSchema(ossUploadVoSchema) },
      },
    },
    async (request) => {
      const file = await readUpload(request, 'file', maxFileSize);
      const ext = await checkUpload(file.fileName, file.content, OSS_ALLOWED_EXTENSIONS);
      return ok(request.lang, await oss.upload(request.user!, file.fileName, ext, file.content));
    },
  );

  app.get(
    '/resource/oss/download/:ossId',
    {
      // Manuals and avatars are open to every signed-in user; the service checks system:oss:download for the rest.
      config: { access: 'login' },
      schema: { tags, params: ossIdParam, description: 'The file itself, or a JSON {code, msg} on failure.' },
    },
    async (request, reply) => {
      const file = await oss.open(request.user!, request.params.ossId);
      return reply.headers(attachmentHeaders(file.originalName)).send(file.stream);
    },
  );

  app.delete(
    '/resource/oss/:ossIds',
    {
      config: {
        access: { permission: P.REMOVE },
        log: { title: TITLE, businessType: BusinessType.DELETE },
      },
      schema: { tags, params: z.object({ ossIds: idListParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await oss.remove(request.user!.tenantId, request.params.ossIds);
      return ok(request.lang, null);
    },
  );
};

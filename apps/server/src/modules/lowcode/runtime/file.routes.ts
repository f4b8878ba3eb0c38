import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  idListParam,
  LC_APP_KEY_MAX,
  LC_KEY_PATTERN,
  LC_OBJECT_KEY_MAX,
  lcFileVoSchema,
  ossUploadVoSchema,
  resultSchema,
} from '@zcps/contracts';
import { ok } from '../../../platform/http/envelope.js';
import { readUpload } from '../../resource/oss/multipart.js';
import { attachmentHeaders } from '../../resource/oss/oss.routes.js';
import type { LcFileService } from './file.service.js';
import { lcAccess } from './runtime.routes.js';
import type { LcRuntimeService } from './runtime.service.js';

const target = z.object({
  app: z.string().max(LC_APP_KEY_MAX).regex(LC_KEY_PATTERN),
  object: z.string().max(LC_OBJECT_KEY_MAX).regex(LC_KEY_PATTERN),
});

/** Files of a published object's image and file fields: upload (add or edit), names and bytes (list). */
export const fileRoutes: FastifyPluginAsync<{
  runtime: LcRuntimeService;
  files: LcFileService;
  maxFileSize: number;
}> = async (base, { runtime, files, maxFileSize }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['lowcode/runtime'];

  app.post(
    '/lc/:app/:object/upload',
    {
      config: {
        access: lcAccess(['add', 'edit']),
        log: { title: '低代码数据', businessType: BusinessType.INSERT },
      },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: `Multipart field "file"; at most ${maxFileSize} bytes.`,
        params: target,
        response: { 200: resultSchema(ossUploadVoSchema) },
      },
    },
    async (request) => {
      await runtime.resolve(request.user!, request.params.app, request.params.object);
      const file = await readUpload(request, 'file', maxFileSize);
      return ok(request.lang, await files.upload(request.user!, file));
    },
  );

  app.get(
    '/lc/:app/:object/files/:ossIds',
    {
      config: { access: lcAccess('list') },
      schema: {
        tags,
        params: target.extend({ ossIds: idListParam }),
        response: { 200: resultSchema(z.array(lcFileVoSchema)) },
      },
    },
    async (request) => {
      const r = await runtime.resolve(request.user!, request.params.app, request.params.object);
      return ok(request.lang, await files.held(request.user!, r, request.params.ossIds));
    },
  );

  app.get(
    '/lc/:app/:object/file/:ossId',
    {
      config: { access: lcAccess('list') },
      schema: {
        tags,
        params: target.extend({ ossId: z.coerce.number().int().positive() }),
        description: 'The file itself, or a JSON {code, msg} on failure.',
      },
    },
    async (request, reply) => {
      const r = await runtime.resolve(request.user!, request.params.app, request.params.object);
      const file = await files.open(request.user!, r, request.params.ossId);
      return reply.headers(attachmentHeaders(file.name)).send(file.stream);
    },
  );
};

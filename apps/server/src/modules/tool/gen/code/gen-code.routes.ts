import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  emptyResultSchema,
  GenPermission as P,
  idListParam,
  resultSchema,
} from '@zcps/contracts';
import { ok } from '../../../../platform/http/envelope.js';
import type { GenCodeService } from './gen-code.service.js';

const TITLE = '代码生成';
const tableIdParams = z.object({ tableId: z.coerce.number().int().positive() });
const compileSchema = z.object({
  compiles: z.boolean(),
  diagnostics: z.array(z.object({ file: z.string(), line: z.number().int(), message: z.string() })),
});

/** RuoYi's zip name is ruoyi.zip; ours names the product. */
const ZIP_NAME = 'zcps-gen.zip';

/**
 * Code emission under /tool/gen: RuoYi-Vue-Plus's preview (path → code), download, batchGenCode and genCode,
 * plus `check/{tableId}`, the compile check of a preview (kept apart so preview answers RuoYi's map at once).
 */
export const genCodeRoutes: FastifyPluginAsync<{ genCode: GenCodeService }> = async (
  base,
  { genCode: service },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  base.addHook('onClose', () => service.close());
  const tags = ['tool/gen'];

  app.get(
    '/tool/gen/preview/:tableId',
    {
      config: { access: { permission: P.PREVIEW } },
      schema: {
        tags,
        description:
          'Generated files as `{ path: code }`; wiring edits of existing files as `<path> (patch)`.',
        params: tableIdParams,
        response: { 200: resultSchema(z.record(z.string(), z.string())) },
      },
    },
    async (request) => ok(request.lang, await service.preview(request.user!, request.params.tableId)),
  );

  app.get(
    '/tool/gen/check/:tableId',
    {
      config: { access: { permission: P.PREVIEW } },
      schema: {
        tags,
        description:
          'Whether the generated server and contract code compiles against this project (ts-morph).',
        params: tableIdParams,
        response: { 200: resultSchema(compileSchema) },
      },
    },
    async (request) => ok(request.lang, await service.check(request.user!, request.params.tableId)),
  );

  const sendZip = (reply: FastifyReply, body: Uint8Array) =>
    reply
      .header('content-type', 'application/zip')
      .header('content-disposition', `attachment; filename=${ZIP_NAME}`)
      .header('download-filename', ZIP_NAME)
      .header('access-control-expose-headers', 'Content-Disposition,download-filename')
      .send(Buffer.from(body));

  app.get(
    '/tool/gen/download/:tableId',
    {
      config: { access: { permission: P.CODE }, log: { title: TITLE, businessType: BusinessType.GENCODE } },
      schema: { tags, params: tableIdParams },
    },
    async (request, reply) => sendZip(reply, await service.zip(request.user!, [request.params.tableId])),
  );

  app.get(
    '/tool/gen/batchGenCode',
    {
      config: { access: { permission: P.CODE }, log: { title: TITLE, businessType: BusinessType.GENCODE } },
      schema: { tags, querystring: z.object({ tableIdStr: idListParam }) },
    },
    async (request, reply) => sendZip(reply, await service.zip(request.user!, request.query.tableIdStr)),
  );

  app.get(
    '/tool/gen/genCode/:tableId',
    {
      config: { access: { permission: P.CODE }, log: { title: TITLE, businessType: BusinessType.GENCODE } },
      schema: {
        tags,
        description: 'Writes the files into this checkout; refused unless ZCPS_CODEGEN_WRITE=true.',
        params: tableIdParams,
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      await service.apply(request.user!, request.params.tableId);
      return ok(request.lang, null);
    },
  );
};

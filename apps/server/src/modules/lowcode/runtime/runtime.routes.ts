import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  emptyResultSchema,
  idListParam,
  LC_APP_KEY_MAX,
  LC_KEY_PATTERN,
  LC_OBJECT_KEY_MAX,
  lcImportResultSchema,
  lcListQuerySchema,
  lcPermission,
  lcRefOptionSchema,
  lcRowCreateSchema,
  lcRowSchema,
  lcRuntimeMetaSchema,
  resultSchema,
  tableSchema,
  type LcOperation,
} from '@zcps/contracts';
import type { Access } from '../../../platform/auth/access.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { sendXlsx } from '../../../platform/http/xlsx.js';
import { formatMessage } from '../../../platform/i18n/format.js';
import { readUpload } from '../../resource/oss/multipart.js';
import { exportRows, importRowsOf, importTemplate } from './runtime-sheet.js';
import type { LcRuntimeService } from './runtime.service.js';

const TITLE = '低代码数据';
const appKey = z.string().max(LC_APP_KEY_MAX).regex(LC_KEY_PATTERN);
const objectKey = z.string().max(LC_OBJECT_KEY_MAX).regex(LC_KEY_PATTERN);
const target = z.object({ app: appKey, object: objectKey });

const SEGMENT = /^[a-zA-Z0-9_-]{1,64}$/;

/**
 * `lc:{app}:{object}:{op}` from the route's params (any one of several ops); params that cannot form a permission refuse (null). Keys
 * that are not valid app or object keys then fail the params schema (400), and the service refuses an unknown,
 * unpublished or disabled object as missing, so nothing is open by default.
 */
export function lcAccess(op: LcOperation | LcOperation[]): Access {
  const ops = [op].flat();
  return {
    describe: ops.map((o) => `lc:{app}:{object}:${o}`).join(' | '),
    permissionOf: ({ app, object }) =>
      app && object && SEGMENT.test(app) && SEGMENT.test(object)
        ? ops.map((o) => lcPermission(app, object, o))
        : null,
  };
}

const write = (op: LcOperation, businessType: BusinessType) => ({
  access: lcAccess(op),
  log: { title: TITLE, businessType },
});

export const runtimeRoutes: FastifyPluginAsync<{ runtime: LcRuntimeService; maxFileSize: number }> = async (
  base,
  { runtime, maxFileSize },
) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['lowcode/runtime'];
  const resolve = (user: Parameters<LcRuntimeService['resolve']>[0], p: z.infer<typeof target>) =>
    runtime.resolve(user, p.app, p.object);

  app.get(
    '/lc/:app/:object/meta',
    {
      config: { access: lcAccess('list') },
      schema: { tags, params: target, response: { 200: resultSchema(lcRuntimeMetaSchema) } },
    },
    async (request) => ok(request.lang, runtime.meta_(await resolve(request.user!, request.params))),
  );

  app.get(
    '/lc/:app/:object/list',
    {
      config: { access: lcAccess('list') },
      schema: {
        tags,
        params: target,
        querystring: lcListQuerySchema,
        response: { 200: tableSchema(lcRowSchema) },
      },
    },
    async (request) => {
      const r = await resolve(request.user!, request.params);
      const { rows, total } = await runtime.list(request.user!, r, request.query, request.lang);
      return table(request.lang, rows, total);
    },
  );

  app.get(
    '/lc/:app/:object/ref/:field',
    {
      config: { access: lcAccess('list') },
      schema: {
        tags,
        params: target.extend({ field: z.string().max(64) }),
        querystring: z.object({ keyword: z.string().max(100).default('') }),
        response: { 200: resultSchema(z.array(lcRefOptionSchema)) },
      },
    },
    async (request) => {
      const r = await resolve(request.user!, request.params);
      return ok(
        request.lang,
        await runtime.rows.refOptions(request.user!, r, request.params.field, request.query.keyword),
      );
    },
  );

  app.get(
    '/lc/:app/:object/:id',
    {
      config: { access: lcAccess('query') },
      schema: {
        tags,
        params: target.extend({ id: z.coerce.number().int().positive() }),
        response: { 200: resultSchema(lcRowSchema) },
      },
    },
    async (request) => {
      const r = await resolve(request.user!, request.params);
      return ok(request.lang, await runtime.get(request.user!, r, request.params.id, request.lang));
    },
  );

  app.post(
    '/lc/:app/:object',
    {
      config: write('add', BusinessType.INSERT),
      schema: {
        tags,
        params: target,
        body: lcRowCreateSchema,
        response: { 200: resultSchema(z.number().int()) },
      },
    },
    async (request) => {
      const r = await resolve(request.user!, request.params);
      return ok(request.lang, await runtime.create(request.user!, r, request.body));
    },
  );

  app.put(
    '/lc/:app/:object',
    {
      config: write('edit', BusinessType.UPDATE),
      schema: {
        tags,
        params: target,
        body: z.object({ id: z.number().int().positive() }).catchall(z.unknown()),
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      const r = await resolve(request.user!, request.params);
      await runtime.update(request.user!, r, request.body, request.lang);
      return ok(request.lang, null);
    },
  );

  app.delete(
    '/lc/:app/:object/:ids',
    {
      config: write('remove', BusinessType.DELETE),
      schema: { tags, params: target.extend({ ids: idListParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      const r = await resolve(request.user!, request.params);
      await runtime.remove(request.user!, r, request.params.ids);
      return ok(request.lang, null);
    },
  );

  app.post(
    '/lc/:app/:object/export',
    {
      config: write('export', BusinessType.EXPORT),
      schema: { tags, params: target, querystring: lcListQuerySchema, body: lcListQuerySchema.nullish() },
    },
    async (request, reply) => {
      const r = await resolve(request.user!, request.params);
      const query = { ...request.query, ...(request.body ?? {}) };
      const file = await exportRows(runtime, request.user!, r, query, request.lang);
      return sendXlsx(reply, formatMessage(request.lang, 'lowcode.sheet', { label: r.object.label }), file);
    },
  );

  app.post(
    '/lc/:app/:object/importTemplate',
    { config: { access: lcAccess('import') }, schema: { tags, params: target } },
    async (request, reply) => {
      const r = await resolve(request.user!, request.params);
      const file = await importTemplate(r, request.lang);
      return sendXlsx(reply, formatMessage(request.lang, 'lowcode.sheet', { label: r.object.label }), file);
    },
  );

  app.post(
    '/lc/:app/:object/importData',
    {
      config: write('import', BusinessType.IMPORT),
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description: 'Multipart field "file" (the template\'s xlsx); the per-row report is in data.',
        params: target,
        response: { 200: resultSchema(lcImportResultSchema) },
      },
    },
    async (request) => {
      const r = await resolve(request.user!, request.params);
      const file = await readUpload(request, 'file', maxFileSize);
      const report = await importRowsOf(runtime, request.user!, r, file.content, request.lang);
      const summary = formatMessage(request.lang, 'user.importSummary', {
        created: report.created,
        updated: report.updated,
        failed: report.failed,
      });
      return ok(request.lang, report, summary);
    },
  );
};

import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  WorkflowPermission,
  BusinessType,
  emptyResultSchema,
  idListParam,
  optionIdsQuery,
  postCreateSchema,
  postFilterSchema,
  PostPermission as P,
  postUpdateSchema,
  postVoSchema,
  resultSchema,
  tableSchema,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { sendXlsx } from '../../../platform/http/xlsx.js';
import type { PostService } from './post.service.js';

const TITLE = '岗位管理';
/** The user form picks posts with user permissions. */
const USER_QUERY = 'system:user:query';
const listQuery = listQuerySchema.extend(postFilterSchema.shape);

export const postRoutes: FastifyPluginAsync<{ posts: PostService }> = async (base, { posts: service }) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['system/post'];

  app.get(
    '/system/post/list',
    {
      config: { access: { permission: P.LIST } },
      schema: { tags, querystring: listQuery, response: { 200: tableSchema(postVoSchema) } },
    },
    async (request) => {
      const { rows, total } = await service.list(request.user!, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.post(
    '/system/post/export',
    {
      config: { access: { permission: P.EXPORT }, log: { title: TITLE, businessType: BusinessType.EXPORT } },
      schema: { tags, querystring: postFilterSchema, body: postFilterSchema.optional() },
    },
    async (request, reply) => {
      const filter = { ...request.query, ...(request.body ?? {}) };
      const file = await service.export(request.user!, filter, request.lang);
      return sendXlsx(reply, request.t('post.file'), file);
    },
  );

  app.get(
    '/system/post/optionselect',
    {
      config: { access: { permission: [P.QUERY, USER_QUERY, WorkflowPermission.MODEL_DESIGN], mode: 'or' } },
      schema: {
        tags,
        description: 'Enabled posts; `postIds` (comma list) or `deptId` narrow them.',
        querystring: z.object({
          postIds: optionIdsQuery,
          deptId: z.coerce.number().int().positive().optional(),
        }),
        response: { 200: resultSchema(z.array(postVoSchema)) },
      },
    },
    async (request) =>
      ok(
        request.lang,
        await service.optionselect(request.user!, request.query.postIds, request.query.deptId),
      ),
  );

  app.get(
    '/system/post/:postId',
    {
      config: { access: { permission: P.QUERY } },
      schema: {
        tags,
        params: z.object({ postId: z.coerce.number().int().positive() }),
        response: { 200: resultSchema(postVoSchema) },
      },
    },
    async (request) => ok(request.lang, await service.get(request.user!, request.params.postId)),
  );

  app.post(
    '/system/post',
    {
      config: { access: { permission: P.ADD }, log: { title: TITLE, businessType: BusinessType.INSERT } },
      schema: { tags, body: postCreateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.create(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.put(
    '/system/post',
    {
      config: { access: { permission: P.EDIT }, log: { title: TITLE, businessType: BusinessType.UPDATE } },
      schema: { tags, body: postUpdateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.update(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.delete(
    '/system/post/:postIds',
    {
      config: { access: { permission: P.REMOVE }, log: { title: TITLE, businessType: BusinessType.DELETE } },
      schema: { tags, params: z.object({ postIds: idListParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.remove(request.user!, request.params.postIds);
      return ok(request.lang, null);
    },
  );
};

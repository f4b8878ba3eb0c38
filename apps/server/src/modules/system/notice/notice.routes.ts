import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  emptyResultSchema,
  idListParam,
  noticeBodySchema,
  noticeQuerySchema,
  noticeVoSchema,
  NoticePermission as P,
  resultSchema,
  tableSchema,
} from '@zcps/contracts';
import { ok, table } from '../../../platform/http/envelope.js';
import { toNoticeVo, type NoticeService } from './notice.service.js';

const TITLE = '通知公告';

/** The notice screen (admin CRUD); the signed-in user's own inbox is my-notice.routes.ts. */
export const noticeRoutes: FastifyPluginAsync<{ notices: NoticeService }> = async (
  base,
  { notices: service },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['system/notice'];

  app.get(
    '/system/notice/list',
    {
      config: { access: { permission: P.LIST } },
      schema: { tags, querystring: noticeQuerySchema, response: { 200: tableSchema(noticeVoSchema) } },
    },
    async (request) => {
      const { rows, total } = await service.list(request.user!.tenantId, request.query);
      return table(request.lang, rows.map(toNoticeVo), total);
    },
  );

  app.get(
    '/system/notice/:noticeId',
    {
      config: { access: { permission: P.QUERY } },
      schema: {
        tags,
        params: z.object({ noticeId: z.coerce.number().int().positive() }),
        response: { 200: resultSchema(noticeVoSchema) },
      },
    },
    async (request) => ok(request.lang, await service.get(request.user!.tenantId, request.params.noticeId)),
  );

  app.post(
    '/system/notice',
    {
      config: { access: { permission: P.ADD }, log: { title: TITLE, businessType: BusinessType.INSERT } },
      schema: { tags, body: noticeBodySchema, response: { 200: resultSchema(z.number().int()) } },
    },
    async (request) => ok(request.lang, await service.add(request.user!, request.body)),
  );

  app.put(
    '/system/notice',
    {
      config: { access: { permission: P.EDIT }, log: { title: TITLE, businessType: BusinessType.UPDATE } },
      schema: { tags, body: noticeBodySchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.edit(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.delete(
    '/system/notice/:noticeIds',
    {
      config: { access: { permission: P.REMOVE }, log: { title: TITLE, businessType: BusinessType.DELETE } },
      schema: { tags, params: z.object({ noticeIds: idListParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.remove(request.user!.tenantId, request.params.noticeIds);
      return ok(request.lang, null);
    },
  );
};

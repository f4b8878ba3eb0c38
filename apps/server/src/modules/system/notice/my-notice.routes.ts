import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  emptyResultSchema,
  idListParam,
  myNoticeQuerySchema,
  myNoticeVoSchema,
  resultSchema,
  tableSchema,
  type MyNoticeVo,
} from '@zcps/contracts';
import { formatDateTime } from '../../../platform/http/dates.js';
import { ok, table } from '../../../platform/http/envelope.js';
import type { MyNoticeRepo, MyNoticeRow } from './my-notice.repo.js';

const log = { title: '通知公告', businessType: BusinessType.UPDATE };

function toVo(row: MyNoticeRow): MyNoticeVo {
  return {
    noticeId: row.noticeId,
    noticeTitle: row.noticeTitle,
    noticeType: row.noticeType,
    noticeContent: row.noticeContent,
    createBy: row.createBy,
    createByName: row.createByName,
    createTime: formatDateTime(row.createTime),
    read: row.readTime !== null,
    readTime: formatDateTime(row.readTime),
  };
}

/** The signed-in user's notices (navbar message box); the admin CRUD lives elsewhere. */
export const myNoticeRoutes: FastifyPluginAsync<{ myNotices: MyNoticeRepo }> = async (
  base,
  { myNotices: repo },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['system/notice'];

  app.get(
    '/system/notice/my/list',
    {
      config: { access: 'login', ownTenant: true },
      schema: { tags, querystring: myNoticeQuerySchema, response: { 200: tableSchema(myNoticeVoSchema) } },
    },
    async (request) => {
      const { tenantId, userId } = request.user!;
      const { rows, total } = await repo.page(tenantId, userId, request.query);
      return table(request.lang, rows.map(toVo), total);
    },
  );

  app.get(
    '/system/notice/my/unread-count',
    {
      config: { access: 'login', ownTenant: true },
      schema: { tags, response: { 200: resultSchema(z.number().int()) } },
    },
    async (request) => ok(request.lang, await repo.unreadCount(request.user!.tenantId, request.user!.userId)),
  );

  app.put(
    '/system/notice/my/read-all',
    {
      config: { access: 'login', ownTenant: true, log },
      schema: { tags, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await repo.markRead(request.user!.tenantId, request.user!.userId);
      return ok(request.lang, null);
    },
  );

  app.put(
    '/system/notice/my/read/:noticeIds',
    {
      config: { access: 'login', ownTenant: true, log },
      schema: { tags, params: z.object({ noticeIds: idListParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await repo.markRead(request.user!.tenantId, request.user!.userId, request.params.noticeIds);
      return ok(request.lang, null);
    },
  );
};

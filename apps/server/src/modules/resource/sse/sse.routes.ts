import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { BusinessType, emptyResultSchema, NoticePermission } from '@zcps/contracts';
import { ok } from '../../../platform/http/envelope.js';
import type { SseHub } from './sse.hub.js';

const TITLE = 'SSE推送';
// EventSource cannot set headers, so the token and client id may arrive in the query (read by the guard).
const authQuery = z.object({
  Authorization: z.string().max(300).optional(),
  clientid: z.string().max(64).optional(),
});
// The write routes leave the query token out of their schema, so the operation log never records it.
const text = z.string().trim().min(1).max(500);
/**
 * Pushing text into other people's consoles is publishing: it takes the notice screen's add permission (the
 * admin's), never a mere sign-in. The operation log keeps who sent what.
 */
const PUSH = { permission: NoticePermission.ADD } as const;

/** GET /resource/sse (the stream), close, and the family's send/sendAll to users of the caller's tenant. */
export const sseRoutes: FastifyPluginAsync<{ hub: SseHub }> = async (base, { hub }) => {
  await hub.start();
  base.addHook('preClose', async () => hub.closeAll());
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['resource/sse'];

  app.get(
    '/resource/sse',
    {
      config: { access: 'login', ownTenant: true, tokenInQuery: true },
      schema: { tags, querystring: authQuery },
    },
    async (request, reply) => {
      reply.hijack();
      hub.attach(request.user!, reply.raw);
    },
  );

  app.get(
    '/resource/sse/close',
    {
      config: { access: 'public' },
      schema: { tags, querystring: authQuery, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      const user = request.user;
      if (user) await hub.publish({ tenantId: user.tenantId, closeTokenIds: [user.tokenId] });
      return ok(request.lang, null);
    },
  );

  app.get(
    '/resource/sse/send',
    {
      config: { access: PUSH, ownTenant: true, log: { title: TITLE, businessType: BusinessType.OTHER } },
      schema: {
        tags,
        querystring: z.object({ userId: z.coerce.number().int().positive(), msg: text }),
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      const { userId, msg } = request.query;
      await hub.publish({ tenantId: request.user!.tenantId, userIds: [userId], text: msg });
      return ok(request.lang, null);
    },
  );

  app.get(
    '/resource/sse/sendAll',
    {
      config: { access: PUSH, ownTenant: true, log: { title: TITLE, businessType: BusinessType.OTHER } },
      schema: { tags, querystring: z.object({ msg: text }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await hub.publish({ tenantId: request.user!.tenantId, text: request.query.msg });
      return ok(request.lang, null);
    },
  );
};

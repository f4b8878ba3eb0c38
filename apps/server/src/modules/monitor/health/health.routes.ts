import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../../../platform/db/database.js';
import type { Store } from '../../../platform/store/index.js';
import { ok } from '../../../platform/http/envelope.js';

/** Liveness for load balancers and the console: answers only when the database answers. */
export const healthRoutes: FastifyPluginAsync<{ database: Database; store: Store }> = async (
  app,
  { database, store },
) => {
  app.get(
    '/health',
    { config: { access: 'public' }, schema: { tags: ['monitor'] } },
    async (request, reply) => {
      try {
        await database.db.execute(sql`select 1`);
      } catch {
        return reply.status(503).send({ code: 503, msg: 'database unavailable', data: { status: 'DOWN' } });
      }
      return ok(request.lang, {
        status: 'UP',
        database: database.kind,
        store: store.kind,
        uptimeSeconds: Math.round(process.uptime()),
      });
    },
  );
};

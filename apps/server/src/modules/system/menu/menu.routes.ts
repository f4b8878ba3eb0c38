import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { resultSchema, routerVoSchema } from '@zcps/contracts';
import { z } from 'zod';
import type { MenuService } from './menu.service.js';

export const menuRoutes: FastifyPluginAsync<{ menus: MenuService }> = async (app, { menus }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/system/menu/getRouters',
    {
      config: { access: 'login', ownTenant: true, beforePasswordChange: true },
      schema: { tags: ['system/menu'], response: { 200: resultSchema(z.array(routerVoSchema)) } },
    },
    // Cached JSON text (typed as the schema's shape for the docs): Fastify sends strings as they are, so
    // neither the tree nor its response schema is rebuilt per request.
    async (request, reply) =>
      reply
        .type('application/json; charset=utf-8')
        .send((await menus.routersJson(request.user!, request.lang)) as never),
  );
};

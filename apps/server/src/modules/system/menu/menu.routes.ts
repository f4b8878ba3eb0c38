import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { resultSchema, routerVoSchema } from '@zcps/contracts';
import { z } from 'zod';
import { ok } from '../../../platform/http/envelope.js';
import type { MenuService } from './menu.service.js';

export const menuRoutes: FastifyPluginAsync<{ menus: MenuService }> = async (app, { menus }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/system/menu/getRouters',
    {
      config: { access: 'login' },
      schema: { tags: ['system/menu'], response: { 200: resultSchema(z.array(routerVoSchema)) } },
    },
    async (request) => ok(request.lang, await menus.routersFor(request.user!, request.lang)),
  );
};

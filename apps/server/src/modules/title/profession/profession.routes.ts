import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  professionCreateSchema,
  professionFilterSchema,
  professionOptionQuerySchema,
  ProfessionPermission,
  professionUpdateSchema,
  professionVoSchema,
  resultSchema,
} from '@zcps/contracts';
import { ok } from '../../../platform/http/envelope.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { registerCatalogRoutes } from '../catalog/catalog.routes.js';
import type { ProfessionService } from './profession.service.js';
import { message } from '../../../platform/i18n/format.js';

export const professionRoutes: FastifyPluginAsync<{ professions: ProfessionService }> = async (
  base,
  { professions: service },
) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/title/profession/optionselect',
    {
      config: { access: 'login' },
      schema: {
        tags: ['title/profession'],
        querystring: professionOptionQuerySchema,
        response: { 200: resultSchema(z.array(professionVoSchema)) },
      },
    },
    async (request) =>
      ok(request.lang, await service.options(request.user!.tenantId, request.query.seriesId)),
  );

  registerCatalogRoutes(app, {
    path: '/title/profession',
    idField: 'professionId',
    perms: ProfessionPermission,
    logTitle: '专业管理',
    exportName: message('profession.file'),
    vo: professionVoSchema,
    filter: professionFilterSchema,
    create: professionCreateSchema,
    update: professionUpdateSchema,
    idOf: (body) => body.professionId,
    service,
  });
};

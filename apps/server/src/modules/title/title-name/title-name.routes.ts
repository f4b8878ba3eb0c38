import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  resultSchema,
  titleNameCreateSchema,
  titleNameFilterSchema,
  titleNameOptionQuerySchema,
  TitleNamePermission,
  titleNameUpdateSchema,
  titleNameVoSchema,
} from '@zcps/contracts';
import { ok } from '../../../platform/http/envelope.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { registerCatalogRoutes } from '../catalog/catalog.routes.js';
import type { TitleNameService } from './title-name.service.js';
import { message } from '../../../platform/i18n/format.js';

export const titleNameRoutes: FastifyPluginAsync<{ titleNames: TitleNameService }> = async (
  base,
  { titleNames: service },
) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/title/title-name/optionselect',
    {
      config: { access: 'login' },
      schema: {
        tags: ['title/title-name'],
        querystring: titleNameOptionQuerySchema,
        response: { 200: resultSchema(z.array(titleNameVoSchema)) },
      },
    },
    async (request) => {
      const { seriesId, titleLevel } = request.query;
      return ok(request.lang, await service.options(request.user!.tenantId, seriesId, titleLevel));
    },
  );

  registerCatalogRoutes(app, {
    path: '/title/title-name',
    idField: 'titleId',
    perms: TitleNamePermission,
    logTitle: '职称名称',
    exportName: message('titleName.file'),
    vo: titleNameVoSchema,
    filter: titleNameFilterSchema,
    create: titleNameCreateSchema,
    update: titleNameUpdateSchema,
    idOf: (body) => body.titleId,
    service,
  });
};

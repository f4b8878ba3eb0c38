import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  resultSchema,
  titleSeriesCreateSchema,
  titleSeriesFilterSchema,
  TitleSeriesPermission,
  titleSeriesUpdateSchema,
  titleSeriesVoSchema,
} from '@zcps/contracts';
import { ok } from '../../../platform/http/envelope.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { registerCatalogRoutes } from '../catalog/catalog.routes.js';
import type { SeriesService } from './series.service.js';
import { message } from '../../../platform/i18n/format.js';

export const seriesRoutes: FastifyPluginAsync<{ series: SeriesService }> = async (
  base,
  { series: service },
) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();

  // The catalogue is no secret: every signed-in user's pickers (dossier, reviewer profile, declarations) use it.
  app.get(
    '/title/series/optionselect',
    {
      config: { access: 'login' },
      schema: { tags: ['title/series'], response: { 200: resultSchema(z.array(titleSeriesVoSchema)) } },
    },
    async (request) => ok(request.lang, await service.options(request.user!.tenantId)),
  );

  registerCatalogRoutes(app, {
    path: '/title/series',
    idField: 'seriesId',
    perms: TitleSeriesPermission,
    logTitle: '职称系列',
    exportName: message('titleSeries.file'),
    vo: titleSeriesVoSchema,
    filter: titleSeriesFilterSchema,
    create: titleSeriesCreateSchema,
    update: titleSeriesUpdateSchema,
    idOf: (body) => body.seriesId,
    service,
  });
};

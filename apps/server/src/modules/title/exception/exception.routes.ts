import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  resultSchema,
  titleExceptionCreateSchema,
  titleExceptionFilterSchema,
  TitleExceptionPermission,
  titleExceptionUpdateSchema,
  titleExceptionVoSchema,
} from '@zcps/contracts';
import { ok } from '../../../platform/http/envelope.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { registerCatalogRoutes } from '../catalog/catalog.routes.js';
import type { ExceptionService } from './exception.service.js';
import { message } from '../../../platform/i18n/format.js';

export const exceptionRoutes: FastifyPluginAsync<{ exceptions: ExceptionService }> = async (
  base,
  { exceptions: service },
) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();

  // Applicants pick an exception to claim when they check their eligibility.
  app.get(
    '/title/exception/optionselect',
    {
      config: { access: 'login' },
      schema: {
        tags: ['title/exception'],
        querystring: z.object({ titleId: z.coerce.number().int().positive() }),
        response: { 200: resultSchema(z.array(titleExceptionVoSchema)) },
      },
    },
    async (request) => ok(request.lang, await service.options(request.user!.tenantId, request.query.titleId)),
  );

  registerCatalogRoutes(app, {
    path: '/title/exception',
    idField: 'exceptionId',
    perms: TitleExceptionPermission,
    logTitle: '破格条件',
    exportName: message('exception.file'),
    vo: titleExceptionVoSchema,
    filter: titleExceptionFilterSchema,
    create: titleExceptionCreateSchema,
    update: titleExceptionUpdateSchema,
    idOf: (body) => body.exceptionId,
    service,
  });
};

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
import type { Container } from '../../../container.js';
import { ok } from '../../../platform/http/envelope.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { registerCatalogRoutes } from '../catalog/catalog.routes.js';
import { titleNameRepo } from '../title-name/title-name.repo.js';
import { exceptionRepo } from './exception.repo.js';
import { ExceptionService } from './exception.service.js';

export const exceptionRoutes: FastifyPluginAsync<{ container: Container }> = async (base, { container }) => {
  const db = container.database.db;
  const service = new ExceptionService(exceptionRepo(db), container.dicts, titleNameRepo(db));
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
    exportName: { zh_CN: '破格条件', en_US: 'exceptions' },
    vo: titleExceptionVoSchema,
    filter: titleExceptionFilterSchema,
    create: titleExceptionCreateSchema,
    update: titleExceptionUpdateSchema,
    idOf: (body) => body.exceptionId,
    service,
  });
};

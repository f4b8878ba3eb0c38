import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dictDataVoSchema, dictTypeParamSchema, resultSchema } from '@zcps/contracts';
import { z } from 'zod';
import { ok } from '../../../platform/http/envelope.js';
import type { DictService } from './dict.service.js';

export const dictRoutes: FastifyPluginAsync<{ dicts: DictService }> = async (app, { dicts }) => {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/system/dict/data/type/:dictType',
    {
      config: { access: 'login' },
      schema: {
        tags: ['system/dict'],
        params: dictTypeParamSchema,
        response: { 200: resultSchema(z.array(dictDataVoSchema)) },
      },
    },
    async (request) =>
      ok(request.lang, await dicts.byType(request.user!.tenantId, request.params.dictType, request.lang)),
  );
};

import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { JobPermission as P, resultSchema, serverInfoSchema } from '@zcps/contracts';
import { ok } from '../../../platform/http/envelope.js';
import type { ServerInfoService } from './server.service.js';

export const serverRoutes: FastifyPluginAsync<{ serverInfo: ServerInfoService }> = async (
  base,
  { serverInfo: service },
) => {
  base.withTypeProvider<ZodTypeProvider>().get(
    '/monitor/server',
    {
      config: { access: { permission: P.SERVER_LIST } },
      schema: { tags: ['monitor/server'], response: { 200: resultSchema(serverInfoSchema) } },
    },
    async (request) => ok(request.lang, await service.info()),
  );
};

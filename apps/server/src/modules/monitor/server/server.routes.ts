import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { JobPermission as P, resultSchema, serverInfoSchema } from '@zcps/contracts';
import type { Container } from '../../../container.js';
import { ok } from '../../../platform/http/envelope.js';
import { ServerRepo } from './server.repo.js';
import { ServerInfoService } from './server.service.js';

export const serverRoutes: FastifyPluginAsync<{ container: Container }> = async (base, { container }) => {
  const service = new ServerInfoService(
    new ServerRepo(container.database.db),
    container.store,
    container.database.kind,
  );
  base.withTypeProvider<ZodTypeProvider>().get(
    '/monitor/server',
    {
      config: { access: { permission: P.SERVER_LIST } },
      schema: { tags: ['monitor/server'], response: { 200: resultSchema(serverInfoSchema) } },
    },
    async (request) => ok(request.lang, await service.info()),
  );
};

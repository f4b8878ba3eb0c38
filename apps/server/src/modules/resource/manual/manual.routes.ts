import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { MANUAL_ROLES, manualContentSchema, manualVoSchema, resultSchema } from '@zcps/contracts';
import { ok } from '../../../platform/http/envelope.js';
import type { ManualService } from './manual.service.js';

export const manualRoutes: FastifyPluginAsync<{ manuals: ManualService }> = async (base, { manuals }) => {
  base.withTypeProvider<ZodTypeProvider>().get(
    '/resource/manual/list',
    {
      config: { access: 'login', ownTenant: true },
      schema: {
        tags: ['resource/manual'],
        description: 'Manuals of the caller’s roles; download each through /resource/oss/download/{ossId}.',
        response: { 200: resultSchema(z.array(manualVoSchema)) },
      },
    },
    async (request) => ok(request.lang, await manuals.listFor(request.user!, request.lang)),
  );
  base.withTypeProvider<ZodTypeProvider>().get(
    '/resource/manual/:role',
    {
      config: { access: 'login', ownTenant: true },
      schema: {
        tags: ['resource/manual'],
        description:
          'One of the caller’s manuals to read in the console: chapters and sections as HTML, screenshots inlined.',
        params: z.object({ role: z.enum(MANUAL_ROLES) }),
        response: { 200: resultSchema(manualContentSchema) },
      },
    },
    async (request) => ok(request.lang, await manuals.contentFor(request.user!, request.params.role)),
  );
};

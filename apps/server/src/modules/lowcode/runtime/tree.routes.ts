import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LC_APP_KEY_MAX,
  LC_KEY_PATTERN,
  LC_OBJECT_KEY_MAX,
  lcListQuerySchema,
  lcRowSchema,
  resultSchema,
} from '@zcps/contracts';
import { ok } from '../../../platform/http/envelope.js';
import { lcAccess } from './runtime.routes.js';
import type { LcRuntimeService } from './runtime.service.js';

const target = z.object({
  app: z.string().max(LC_APP_KEY_MAX).regex(LC_KEY_PATTERN),
  object: z.string().max(LC_OBJECT_KEY_MAX).regex(LC_KEY_PATTERN),
});

/** Objects of kind "tree": the whole tree (flat, parents first) and one level with `hasChildren` (list). */
export const treeRoutes: FastifyPluginAsync<{ runtime: LcRuntimeService }> = async (base, { runtime }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['lowcode/runtime'];

  app.get(
    '/lc/:app/:object/tree',
    {
      config: { access: lcAccess('list') },
      schema: {
        tags,
        description: 'Every node the filters and data scope let through (at most 5,000), parents first.',
        params: target,
        querystring: lcListQuerySchema,
        response: { 200: resultSchema(z.array(lcRowSchema)) },
      },
    },
    async (request) => {
      const r = await runtime.resolve(request.user!, request.params.app, request.params.object);
      return ok(request.lang, await runtime.tree.tree(request.user!, r, request.query, request.lang));
    },
  );

  app.get(
    '/lc/:app/:object/children/:parentId',
    {
      config: { access: lcAccess('list') },
      schema: {
        tags,
        description: 'The children of one node (0: the roots), each with `hasChildren`.',
        params: target.extend({ parentId: z.coerce.number().int().min(0) }),
        response: { 200: resultSchema(z.array(lcRowSchema)) },
      },
    },
    async (request) => {
      const r = await runtime.resolve(request.user!, request.params.app, request.params.object);
      return ok(
        request.lang,
        await runtime.tree.children(request.user!, r, request.params.parentId, request.lang),
      );
    },
  );
};

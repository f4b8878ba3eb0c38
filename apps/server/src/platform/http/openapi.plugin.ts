import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import swagger from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { API_BASE } from '@zcps/contracts';

/** OpenAPI document of every route at /zcps/v3/api-docs (the family's path). */
export const openApi = fp(
  async (app: FastifyInstance) => {
    await app.register(swagger, {
      openapi: {
        info: {
          title: '职称评审管理系统 API',
          description:
            'zcps HTTP API (RuoYi-Vue-Plus dialect): envelopes {code,msg,data} and {code,msg,total,rows}.',
          version: '0.1.0',
        },
        components: {
          securitySchemes: {
            bearer: { type: 'http', scheme: 'bearer' },
            clientid: { type: 'apiKey', in: 'header', name: 'clientid' },
          },
        },
        security: [{ bearer: [], clientid: [] }],
      },
      transform: jsonSchemaTransform,
      hideUntagged: false,
    });
    app.get(`${API_BASE}/v3/api-docs`, { config: { access: 'public' }, schema: { hide: true } }, async () =>
      app.swagger(),
    );
  },
  { name: 'openapi' },
);

import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  emptyResultSchema,
  loginBaseSchema,
  loginVoSchema,
  resultSchema,
  rsaPublicKeyVoSchema,
  tenantListVoSchema,
  unlockSchema,
} from '@zcps/contracts';
import { clientInfo } from '../../platform/http/client-info.js';
import { ok, okMsg } from '../../platform/http/envelope.js';
import type { AuthService } from './auth.service.js';

export interface AuthRoutesOptions {
  auth: AuthService;
  publicKey: string;
}

export const authRoutes: FastifyPluginAsync<AuthRoutesOptions> = async (app, { auth, publicKey }) => {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  r.get(
    '/auth/rsa-public-key',
    { config: { access: 'public' }, schema: { tags, response: { 200: resultSchema(rsaPublicKeyVoSchema) } } },
    async (request) => ok(request.lang, { publicKey }),
  );

  r.get(
    '/auth/tenant/list',
    { config: { access: 'public' }, schema: { tags, response: { 200: resultSchema(tenantListVoSchema) } } },
    async (request) => ok(request.lang, await auth.tenantList()),
  );

  for (const url of ['/auth/new/login', '/auth/login']) {
    r.post(
      url,
      {
        config: { access: 'public', encrypt: true },
        schema: {
          tags,
          description: 'Encrypted body (encrypt-key header). grantType password: username, password.',
          body: loginBaseSchema.loose(),
          response: { 200: resultSchema(loginVoSchema) },
        },
      },
      async (request) =>
        ok(
          request.lang,
          await auth.login(request.body, request.body, { lang: request.lang, client: clientInfo(request) }),
        ),
    );
  }

  r.post(
    '/auth/logout',
    {
      config: { access: 'public', beforePasswordChange: true },
      schema: { tags, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await auth.logout(request.user, request.token, { lang: request.lang, client: clientInfo(request) });
      return okMsg(request.t('auth.logoutOk'));
    },
  );

  r.post(
    '/auth/unlock',
    {
      config: { access: 'login', ownTenant: true, encrypt: true },
      schema: {
        tags,
        description: 'Encrypted body: {password}.',
        body: unlockSchema,
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      await auth.unlock(request.user!, request.body.password);
      return okMsg(request.t('auth.unlockOk'));
    },
  );
};

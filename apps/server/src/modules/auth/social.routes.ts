import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  emptyResultSchema,
  GrantType,
  loginBaseSchema,
  loginVoSchema,
  resultSchema,
  socialAuthorizeQuerySchema,
  socialBindingVoSchema,
  socialSourceParam,
  socialSourceVoSchema,
} from '@zcps/contracts';
import { clientInfo } from '../../platform/http/client-info.js';
import { ok, okMsg } from '../../platform/http/envelope.js';
import { RequestValidationError } from '../../platform/http/errors.js';
import type { AuthService } from './auth.service.js';
import type { RateLimiter } from './rate-limit.js';
import type { SocialService } from './social.service.js';

const TITLE = '第三方登录';
/** Authorization requests per IP and minute: each one is a store entry and a call to the provider. */
const AUTHORIZE_PER_MINUTE = 30;
const callbackBody = loginBaseSchema.partial().loose();

/** Where the provider sends the browser back: the console's origin as this request reached it. */
const originOf = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export const socialRoutes: FastifyPluginAsync<{
  social: SocialService;
  auth: AuthService;
  limiter: RateLimiter;
}> = async (base, { social, auth, limiter }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  app.get(
    '/auth/social/sources',
    {
      config: { access: 'public' },
      schema: { tags, response: { 200: resultSchema(z.array(socialSourceVoSchema)) } },
    },
    async (request) => ok(request.lang, await social.sources()),
  );

  app.get(
    '/auth/binding/:source',
    {
      config: { access: 'public' },
      schema: {
        tags,
        description:
          'The provider’s authorization URL (data). Signed in: starts a binding; otherwise a sign-in.',
        params: z.object({ source: socialSourceParam }),
        querystring: socialAuthorizeQuerySchema,
        response: { 200: resultSchema(z.string()) },
      },
    },
    async (request) => {
      await limiter.hit('social-authorize', request.ip, AUTHORIZE_PER_MINUTE, 60);
      const url = await social.authorize(
        request.params.source,
        request.user,
        request.query,
        originOf(request),
      );
      return ok(request.lang, url);
    },
  );

  // A sign-in route: the login log records it, and its answer holds a token the operation log must not keep.
  app.post(
    '/auth/social/callback',
    {
      config: { access: 'public' },
      schema: {
        tags,
        description:
          'What the provider sent to /social-callback: source, socialCode (code), socialState (state), iss. ' +
          'Without a token: signs in (clientId, tenantId) and answers the token; with one: binds the account.',
        body: callbackBody,
        response: { 200: resultSchema(loginVoSchema.nullable()) },
      },
    },
    async (request) => {
      const raw = request.body as Record<string, unknown>;
      if (request.user) {
        await social.bind(request.user, raw);
        return okMsg(request.t('social.bindOk'));
      }
      const parsed = loginBaseSchema.safeParse({ ...raw, grantType: GrantType.SOCIAL });
      if (!parsed.success) throw new RequestValidationError(parsed.error.issues, 'body', raw);
      const ctx = { lang: request.lang, client: clientInfo(request) };
      return ok(request.lang, await auth.login(parsed.data, raw, ctx));
    },
  );

  app.post(
    '/auth/social/bind',
    {
      config: { access: 'login', ownTenant: true, log: { title: TITLE, businessType: BusinessType.GRANT } },
      schema: {
        tags,
        description: 'Completes a binding started by this session: source, socialCode, socialState, iss.',
        body: z.object({}).loose(),
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      await social.bind(request.user!, request.body as Record<string, unknown>);
      return okMsg(request.t('social.bindOk'));
    },
  );

  app.get(
    '/system/social/list',
    {
      config: { access: 'login', ownTenant: true },
      schema: { tags, response: { 200: resultSchema(z.array(socialBindingVoSchema)) } },
    },
    async (request) => ok(request.lang, await social.bindingsOf(request.user!)),
  );

  app.delete(
    '/auth/unlock/:socialId',
    {
      config: { access: 'login', ownTenant: true, log: { title: TITLE, businessType: BusinessType.DELETE } },
      schema: {
        tags,
        description: 'Unbinds one of the caller’s social accounts.',
        params: z.object({ socialId: z.coerce.number().int().positive() }),
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      await social.unbind(request.user!, request.params.socialId);
      return ok(request.lang, null);
    },
  );
};

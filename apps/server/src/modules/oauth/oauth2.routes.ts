import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import OAuth2Server from '@node-oauth/oauth2-server';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  BusinessType,
  oauthAuthorizeQuerySchema,
  oauthConsentBodySchema,
  oauthConsentResultSchema,
  oauthConsentVoSchema,
  resultSchema,
} from '@zcps/contracts';
import { ok } from '../../platform/http/envelope.js';
import { acceptFormBodies } from '../../platform/http/form-body.js';
import { ServiceError } from '../../platform/http/errors.js';
import { checkAuthorizeRequest, consentError } from './oauth-authorize.js';
import type { UserRepo } from '../system/user/user.repo.js';
import type { OAuthApplicationRepo } from './oauth-application.repo.js';
import type { OAuthSubject } from './oauth.model.js';
import { userInfoOf } from './oauth-userinfo.js';

const { Request, Response, OAuthError } = OAuth2Server;
/** Where the console shows the consent page (a route of the single-page app served at `/`). */
export const CONSENT_PAGE = '/oauth/consent';

const headersOf = (request: FastifyRequest) => request.headers as Record<string, string>;
const queryOf = (request: FastifyRequest) => (request.query ?? {}) as Record<string, string>;

/** RFC 6749 §5.2 / RFC 6750 §3: protocol errors keep their HTTP status and the OAuth JSON shape. */
function sendOAuth(reply: FastifyReply, response: OAuth2Server.Response) {
  return reply
    .status(response.status ?? 200)
    .headers({ 'cache-control': 'no-store', pragma: 'no-cache', ...(response.headers ?? {}) })
    .send(response.body);
}

function protocolError(request: FastifyRequest, response: OAuth2Server.Response, error: unknown) {
  if (!(error instanceof OAuthError) || error.code >= 500) request.log.error({ err: error }, 'oauth error');
  const e = error instanceof OAuthError ? error : new OAuthError('server error');
  response.status = e.code;
  response.body = { error: e.name, error_description: e.message };
}

/**
 * The authorization server: `/oauth2/token` (authorization code with PKCE, client credentials, refresh with
 * rotation) and `/oauth2/userinfo` are the library's handlers over our model; `/oauth2/authorize` checks the
 * request and sends the browser to the console's consent page, which asks `/oauth2/consent` (as the signed-in
 * user) for the code. Token issuance is recorded in oauth_token, the consent decision in the operation log.
 */
export const oauth2Routes: FastifyPluginAsync<{
  server: OAuth2Server;
  apps: OAuthApplicationRepo;
  users: UserRepo;
}> = async (base, { server, apps, users }) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['oauth2'];

  app.post('/oauth2/token', { config: { access: 'public' }, schema: { tags } }, async (request, reply) => {
    const req = new Request({
      method: 'POST',
      headers: headersOf(request),
      query: queryOf(request),
      body: request.body ?? {},
    });
    const res = new Response();
    try {
      await server.token(req, res);
    } catch (error) {
      protocolError(request, res, error);
    }
    return sendOAuth(reply, res);
  });

  app.get('/oauth2/userinfo', { config: { access: 'public' }, schema: { tags } }, async (request, reply) => {
    const req = new Request({ method: 'GET', headers: headersOf(request), query: queryOf(request) });
    const res = new Response();
    try {
      const token = await server.authenticate(req, res);
      res.body = await userInfoOf(users, token);
    } catch (error) {
      protocolError(request, res, error);
    }
    return sendOAuth(reply, res);
  });

  app.get('/oauth2/authorize', { config: { access: 'public' }, schema: { tags } }, async (request, reply) => {
    const check = await checkAuthorizeRequest(apps, queryOf(request));
    if (check.ok) {
      const at = request.url.indexOf('?');
      return reply.redirect(`${CONSENT_PAGE}${at >= 0 ? request.url.slice(at) : ''}`);
    }
    if (check.redirectTo) return reply.redirect(check.redirectTo);
    return reply
      .status(400)
      .header('cache-control', 'no-store')
      .send({ error: check.error, error_description: check.description });
  });

  app.get(
    '/oauth2/consent',
    {
      config: { access: 'login', ownTenant: true },
      schema: {
        tags,
        querystring: oauthAuthorizeQuerySchema,
        response: { 200: resultSchema(oauthConsentVoSchema) },
      },
    },
    async (request) => {
      const user = request.user!;
      const check = await checkAuthorizeRequest(apps, request.query, user.tenantId);
      if (!check.ok) throw consentError(check, request.query.client_id);
      return ok(request.lang, {
        clientId: check.app.clientId,
        appName: check.app.appName,
        scopes: check.scopes,
        redirectUri: check.redirectUri,
      });
    },
  );

  app.post(
    '/oauth2/consent',
    {
      config: {
        access: 'login',
        ownTenant: true,
        log: { title: 'OAuth2授权', businessType: BusinessType.GRANT },
      },
      schema: {
        tags,
        body: oauthConsentBodySchema,
        response: { 200: resultSchema(oauthConsentResultSchema) },
      },
    },
    async (request) => {
      const user = request.user!;
      const { approved, ...params } = request.body;
      const check = await checkAuthorizeRequest(apps, params, user.tenantId);
      if (!check.ok) {
        if (check.redirectTo) return ok(request.lang, { redirectUrl: check.redirectTo });
        throw consentError(check, params.client_id);
      }
      const subject: OAuthSubject = {
        userId: user.userId,
        tenantId: user.tenantId,
        family: '',
        grantType: 'authorization_code',
      };
      const req = new Request({
        method: 'POST',
        headers: {},
        query: {},
        body: { ...params, allowed: approved ? 'true' : 'false' },
      });
      const res = new Response();
      try {
        await server.authorize(req, res, { authenticateHandler: { handle: async () => subject } });
      } catch (error) {
        // Errors found after the client was identified carry the redirect back to it (access_denied among them).
        if (!res.get('location')) {
          request.log.error({ err: error }, 'oauth authorize failed');
          throw new ServiceError('oauth.requestInvalid', { description: (error as Error).message }, 400);
        }
      }
      return ok(request.lang, { redirectUrl: res.get('location') as string });
    },
  );
};

import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_BASE, Headers } from '@zcps/contracts';
import { forbidden, unauthorized } from '../http/errors.js';
import { describeAccess, isAllowed, isSuperAdmin, needsSuperAdmin, type Access } from './access.js';
import type { LoginUser } from './login-user.js';
import type { SessionService } from './session.service.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /** The caller's own data (getInfo, profile, menus): a super admin's chosen tenant does not apply. */
    ownTenant?: boolean;
    /**
     * Open to a session whose user must first change a given password (getInfo, menus, the change itself,
     * logout): everything else refuses such a session.
     */
    beforePasswordChange?: boolean;
    /**
     * The token may come in the query string (`Authorization`, `clientid`): only the event stream, because
     * EventSource cannot set headers. Anywhere else a token in a URL would end up in logs and browser history.
     */
    tokenInQuery?: boolean;
  }
  interface FastifyRequest {
    user: LoginUser | null;
    token: string | null;
  }
}

function firstValue(value: unknown): string | undefined {
  if (Array.isArray(value)) return typeof value[0] === 'string' ? value[0] : undefined;
  return typeof value === 'string' ? value : undefined;
}

/** The query string of a route that takes its token there (the event stream), else nothing. */
function tokenQuery(request: FastifyRequest): Record<string, unknown> | undefined {
  if (!request.routeOptions.config.tokenInQuery) return undefined;
  return request.query as Record<string, unknown> | undefined;
}

/** The header; the query string only on a route declaring `tokenInQuery`. */
export function readToken(request: FastifyRequest): string | null {
  const raw =
    firstValue(request.headers[Headers.AUTHORIZATION]) ?? firstValue(tokenQuery(request)?.Authorization);
  if (!raw) return null;
  const token = raw.replace(/^Bearer\s+/i, '').trim();
  return token || null;
}

export function readClientId(request: FastifyRequest): string | undefined {
  return firstValue(request.headers[Headers.CLIENT_ID]) ?? firstValue(tokenQuery(request)?.clientid);
}

/** The one permission hook: every API route must declare its access, and anything undeclared is refused. */
export const accessGuard = fp(
  async (app: FastifyInstance, opts: { sessions: SessionService }) => {
    const declared = new Map<string, string>();
    const schemas = new Map<string, RouteSchemas>();
    app.decorateRequest('user', null);
    app.decorateRequest('token', null);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(API_BASE)) return;
      const access = route.config?.access;
      if (!access)
        throw new Error(
          `Route ${route.method} ${route.url} declares no access (public, login or permission)`,
        );
      for (const method of [route.method].flat()) {
        declared.set(`${method} ${route.url}`, describeAccess(access));
        const { body, querystring, params } = (route.schema ?? {}) as RouteSchemas;
        schemas.set(`${method} ${route.url}`, { body, querystring, params });
      }
    });
    app.decorate('accessTable', () => new Map(declared));
    app.decorate('routeSchemas', () => new Map(schemas));

    app.addHook('onRequest', async (request) => {
      const url = request.routeOptions.url;
      if (!url?.startsWith(API_BASE)) return; // static files and the 404 handler
      const access = request.routeOptions.config.access;
      if (!access) throw forbidden();
      const token = readToken(request);
      const user = token ? await opts.sessions.resolve(token) : null;
      const heldBack =
        user?.passwordChangeRequired === true && !request.routeOptions.config.beforePasswordChange;
      if (access === 'public') {
        // A public route works for anyone, so it runs as for a visitor rather than with the held-back user.
        const visible = heldBack ? null : user;
        request.token = visible ? token : null;
        request.user = visible;
        return;
      }
      if (!token || !user) throw unauthorized();
      if (readClientId(request) !== user.clientId) throw unauthorized('auth.clientMismatch');
      if (heldBack) throw forbidden('auth.passwordChangeFirst');
      request.token = token;
      request.user = user;
      if (!isAllowed(access, user, request.params as Record<string, string | undefined>))
        throw needsSuperAdmin(access) ? forbidden('auth.superAdminOnly') : forbidden();
      if (isSuperAdmin(user) && !request.routeOptions.config.ownTenant && user.viewedTenantId)
        request.user = { ...user, tenantId: user.viewedTenantId };
    });
  },
  { name: 'access-guard', dependencies: ['request-context'] },
);

export { isSuperAdmin };

declare module 'fastify' {
  interface FastifyInstance {
    /** METHOD url → declared access, for the access matrix tests and docs. */
    accessTable(): Map<string, string>;
    /** METHOD url → the route's input schemas (zod), for the bad-input property tests. */
    routeSchemas(): Map<string, RouteSchemas>;
  }
}

/** The input schemas a route validates against (zod schemas through the type provider). */
export interface RouteSchemas {
  body?: unknown;
  querystring?: unknown;
  params?: unknown;
}

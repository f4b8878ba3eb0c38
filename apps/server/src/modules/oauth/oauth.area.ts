import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../platform/db/database.js';
import type { UserRepo } from '../system/user/user.repo.js';
import { OAuthApplicationRepo } from './oauth-application.repo.js';
import { oauthApplicationRoutes } from './oauth-application.routes.js';
import { OAuthApplicationService } from './oauth-application.service.js';
import { OAuthTokenRepo } from './oauth-token.repo.js';
import { oauthTokenRoutes } from './oauth-token.routes.js';
import { OAuthModel } from './oauth.model.js';
import { createOAuth2Server } from './oauth2-server.js';
import { oauth2Routes } from './oauth2.routes.js';

export interface OAuthAreaDeps {
  db: Db;
  users: UserRepo;
}

/** The OAuth2 authorization server and the tenant's client applications and issued tokens. */
export function createOAuthArea(deps: OAuthAreaDeps) {
  const apps = new OAuthApplicationRepo(deps.db);
  const tokens = new OAuthTokenRepo(deps.db);
  const applications = new OAuthApplicationService(apps, tokens);
  const server = createOAuth2Server(new OAuthModel(apps, tokens, deps.users));

  const routes: FastifyPluginAsync = async (api) => {
    await api.register(oauthApplicationRoutes, { applications });
    await api.register(oauthTokenRoutes, { tokens });
    await api.register(oauth2Routes, { server, apps, users: deps.users });
  };
  return { routes };
}

export type OAuthArea = ReturnType<typeof createOAuthArea>;

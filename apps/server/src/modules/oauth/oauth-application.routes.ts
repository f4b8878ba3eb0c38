import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  OAuthPermission as P,
  emptyResultSchema,
  idListParam,
  oauthApplicationBodySchema,
  oauthApplicationFilterSchema,
  oauthApplicationUpdateSchema,
  oauthApplicationVoSchema,
  oauthSecretVoSchema,
  resultSchema,
  tableSchema,
} from '@zcps/contracts';
import { listQuerySchema } from '../../platform/db/paging.js';
import { ok, table } from '../../platform/http/envelope.js';
import type { OAuthApplicationService } from './oauth-application.service.js';

const TITLE = 'OAuth2应用';
const BASE = '/oauth/application';
const listQuery = listQuerySchema.extend(oauthApplicationFilterSchema.shape);
const log = (businessType: BusinessType) => ({ title: TITLE, businessType });
const idParams = z.object({ id: z.coerce.number().int().positive() });

/** OAuth2 client applications of the caller's tenant (a super admin's chosen tenant applies). */
export const oauthApplicationRoutes: FastifyPluginAsync<{ applications: OAuthApplicationService }> = async (
  base,
  { applications: service },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['oauth/application'];

  app.get(
    `${BASE}/list`,
    {
      config: { access: { permission: P.APP_LIST } },
      schema: { tags, querystring: listQuery, response: { 200: tableSchema(oauthApplicationVoSchema) } },
    },
    async (request) => {
      const { rows, total } = await service.list(request.user!.tenantId, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.get(
    `${BASE}/:id`,
    {
      config: { access: { permission: P.APP_QUERY } },
      schema: { tags, params: idParams, response: { 200: resultSchema(oauthApplicationVoSchema) } },
    },
    async (request) => ok(request.lang, await service.get(request.user!.tenantId, request.params.id)),
  );

  app.post(
    BASE,
    {
      config: { access: { permission: P.APP_ADD }, log: log(BusinessType.INSERT) },
      schema: {
        tags,
        body: oauthApplicationBodySchema,
        response: { 200: resultSchema(oauthSecretVoSchema) },
      },
    },
    async (request) => ok(request.lang, await service.add(request.user!, request.body)),
  );

  app.put(
    BASE,
    {
      config: { access: { permission: P.APP_EDIT }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: oauthApplicationUpdateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.edit(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.put(
    `${BASE}/resetSecret`,
    {
      config: { access: { permission: P.APP_RESET_SECRET }, log: log(BusinessType.UPDATE) },
      schema: { tags, body: idParams.strict(), response: { 200: resultSchema(oauthSecretVoSchema) } },
    },
    async (request) => ok(request.lang, await service.resetSecret(request.user!, request.body.id)),
  );

  app.delete(
    `${BASE}/:ids`,
    {
      config: { access: { permission: P.APP_REMOVE }, log: log(BusinessType.DELETE) },
      schema: { tags, params: z.object({ ids: idListParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.remove(request.user!, request.params.ids);
      return ok(request.lang, null);
    },
  );
};

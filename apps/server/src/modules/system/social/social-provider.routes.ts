import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  emptyResultSchema,
  idListParam,
  resultSchema,
  SocialProviderPermission as P,
  socialProviderCreateSchema,
  socialProviderFilterSchema,
  socialProviderUpdateSchema,
  socialProviderVoSchema,
  tableSchema,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { assertPlatform } from '../../resource/oss-config/oss-config.service.js';
import type { SocialProviderService } from './social-provider.service.js';

const TITLE = '第三方登录';
const BASE = '/system/social/provider';
const listQuery = listQuerySchema.extend(socialProviderFilterSchema.shape);
const log = (businessType: BusinessType) => ({ title: TITLE, businessType });

/**
 * Social providers decide who may sign in to any tenant, so they are platform settings like clients: routes
 * run in the caller's own tenant (`ownTenant`) and callers of other tenants are refused before validation.
 */
export const socialProviderRoutes: FastifyPluginAsync<{ socialProviders: SocialProviderService }> = async (
  base,
  { socialProviders: service },
) => {
  base.addHook('preValidation', async (request) => assertPlatform(request.user!));
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['system/social'];

  app.get(
    `${BASE}/list`,
    {
      config: { access: { permission: P.LIST }, ownTenant: true },
      schema: { tags, querystring: listQuery, response: { 200: tableSchema(socialProviderVoSchema) } },
    },
    async (request) => {
      const { rows, total } = await service.list(request.query);
      return table(request.lang, rows, total);
    },
  );

  app.get(
    `${BASE}/:id`,
    {
      config: { access: { permission: P.QUERY }, ownTenant: true },
      schema: {
        tags,
        params: z.object({ id: z.coerce.number().int().positive() }),
        response: { 200: resultSchema(socialProviderVoSchema) },
      },
    },
    async (request) => ok(request.lang, await service.get(request.params.id)),
  );

  app.post(
    BASE,
    {
      config: { access: { permission: P.ADD }, ownTenant: true, log: log(BusinessType.INSERT) },
      schema: { tags, body: socialProviderCreateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.create(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.put(
    BASE,
    {
      config: { access: { permission: P.EDIT }, ownTenant: true, log: log(BusinessType.UPDATE) },
      schema: {
        tags,
        description: 'A blank clientSecret keeps the stored one; source cannot change.',
        body: socialProviderUpdateSchema,
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      await service.update(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.delete(
    `${BASE}/:ids`,
    {
      config: { access: { permission: P.REMOVE }, ownTenant: true, log: log(BusinessType.DELETE) },
      schema: {
        tags,
        description: 'Removes the providers and every binding to them.',
        params: z.object({ ids: idListParam }),
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      await service.remove(request.params.ids);
      return ok(request.lang, null);
    },
  );
};

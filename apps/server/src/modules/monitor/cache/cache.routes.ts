import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  cacheInfoSchema,
  cacheNameVoSchema,
  cacheValueVoSchema,
  emptyResultSchema,
  JobPermission as P,
  resultSchema,
} from '@zcps/contracts';
import { ok } from '../../../platform/http/envelope.js';
import type { CacheMonitorService } from './cache.service.js';

const TITLE = '缓存监控';
const name = z.string().min(1).max(100);
const key = z.string().min(1).max(400);
const access = { permission: P.CACHE_LIST };

export const cacheRoutes: FastifyPluginAsync<{ cache: CacheMonitorService }> = async (
  base,
  { cache: service },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['monitor/cache'];

  app.get(
    '/monitor/cache',
    { config: { access }, schema: { tags, response: { 200: resultSchema(cacheInfoSchema) } } },
    async (request) => ok(request.lang, await service.info()),
  );

  app.get(
    '/monitor/cache/getNames',
    { config: { access }, schema: { tags, response: { 200: resultSchema(z.array(cacheNameVoSchema)) } } },
    async (request) => ok(request.lang, await service.names(request.lang)),
  );

  app.get(
    '/monitor/cache/getKeys/:cacheName',
    {
      config: { access },
      schema: {
        tags,
        params: z.object({ cacheName: name }),
        response: { 200: resultSchema(z.array(z.string())) },
      },
    },
    async (request) => ok(request.lang, await service.keys(request.params.cacheName)),
  );

  app.get(
    '/monitor/cache/getValue/:cacheName/:cacheKey',
    {
      config: { access },
      schema: {
        tags,
        params: z.object({ cacheName: name, cacheKey: key }),
        response: { 200: resultSchema(cacheValueVoSchema) },
      },
    },
    async (request) =>
      ok(request.lang, await service.value(request.params.cacheName, request.params.cacheKey)),
  );

  app.delete(
    '/monitor/cache/clearCacheName/:cacheName',
    {
      config: { access, log: { title: TITLE, businessType: BusinessType.CLEAN } },
      schema: { tags, params: z.object({ cacheName: name }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.clearName(request.params.cacheName);
      return ok(request.lang, null);
    },
  );

  app.delete(
    '/monitor/cache/clearCacheKey/:cacheName/:cacheKey',
    {
      config: { access, log: { title: TITLE, businessType: BusinessType.CLEAN } },
      schema: {
        tags,
        params: z.object({ cacheName: name, cacheKey: key }),
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      await service.clearKey(request.params.cacheName, request.params.cacheKey);
      return ok(request.lang, null);
    },
  );

  app.delete(
    '/monitor/cache/clearCacheAll',
    {
      config: { access, log: { title: TITLE, businessType: BusinessType.CLEAN } },
      schema: { tags, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.clearAll();
      return ok(request.lang, null, request.t('cache.sessionsProtected'));
    },
  );
};

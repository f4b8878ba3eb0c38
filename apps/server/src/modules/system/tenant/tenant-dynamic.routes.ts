import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emptyResultSchema, SUPER_ADMIN_ROLE_KEY } from '@zcps/contracts';
import type { SessionService } from '../../../platform/auth/session.service.js';
import { okMsg } from '../../../platform/http/envelope.js';
import { ServiceError } from '../../../platform/http/errors.js';
import type { TenantLookupRepo } from './tenant-lookup.repo.js';

export interface TenantDynamicOptions {
  sessions: SessionService;
  tenants: TenantLookupRepo;
}

/**
 * The super admin's navbar tenant select (RuoYi-Vue-Plus `/system/tenant/dynamic`): the chosen tenant applies
 * to every data route of this session until cleared; the admin's own profile and menus stay their own.
 */
export const tenantDynamicRoutes: FastifyPluginAsync<TenantDynamicOptions> = async (base, opts) => {
  // The role check alone would let a tenant's `admin` through (a legacy wildcard).
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['system/tenant'];
  const access = { role: SUPER_ADMIN_ROLE_KEY };

  app.get(
    '/system/tenant/dynamic/clear',
    { config: { access, ownTenant: true }, schema: { tags, response: { 200: emptyResultSchema } } },
    async (request) => {
      await opts.sessions.setDynamicTenant(request.user!.tokenId, null);
      return okMsg(request.t('tenant.dynamicCleared'));
    },
  );

  app.get(
    '/system/tenant/dynamic/:tenantId',
    {
      config: { access, ownTenant: true },
      schema: {
        tags,
        params: z.object({ tenantId: z.string().trim().min(1).max(20) }),
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      const { tenantId } = request.params;
      const tenant = await opts.tenants.tenant(tenantId);
      if (!tenant || tenant.status !== '0') throw new ServiceError('auth.tenantNotFound');
      const own = tenantId === request.user!.tenantId;
      await opts.sessions.setDynamicTenant(request.user!.tokenId, own ? null : tenantId);
      return okMsg(request.t('tenant.dynamicSet', { companyName: tenant.companyName ?? tenantId }));
    },
  );
};

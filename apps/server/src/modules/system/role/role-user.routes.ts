import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  authUserBatchSchema,
  authUserCancelSchema,
  authUserFilterSchema,
  authUserVoSchema,
  BusinessType,
  emptyResultSchema,
  pageQuerySchema,
  RolePermission as P,
  tableSchema,
} from '@zcps/contracts';
import { ok, table } from '../../../platform/http/envelope.js';
import type { RoleUserService } from './role-user.service.js';

const listQuery = pageQuerySchema.extend(authUserFilterSchema.shape);
const log = { title: '角色管理', businessType: BusinessType.GRANT };

/** /system/role/authUser/*: the users of a role (the assign-users screen). */
export const roleUserRoutes: FastifyPluginAsync<{ roleUsers: RoleUserService }> = async (
  base,
  { roleUsers: service },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['system/role'];

  for (const [path, allocated] of [
    ['allocatedList', true],
    ['unallocatedList', false],
  ] as const) {
    app.get(
      `/system/role/authUser/${path}`,
      {
        config: { access: { permission: P.LIST } },
        schema: { tags, querystring: listQuery, response: { 200: tableSchema(authUserVoSchema) } },
      },
      async (request) => {
        const { rows, total } = await service.list(request.user!, request.query, allocated);
        return table(request.lang, rows, total);
      },
    );
  }

  app.put(
    '/system/role/authUser/cancel',
    {
      config: { access: { permission: P.EDIT }, log },
      schema: { tags, body: authUserCancelSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.revoke(request.user!, request.body.roleId, [request.body.userId]);
      return ok(request.lang, null);
    },
  );

  app.put(
    '/system/role/authUser/cancelAll',
    {
      config: { access: { permission: P.EDIT }, log },
      schema: { tags, querystring: authUserBatchSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.revoke(request.user!, request.query.roleId, request.query.userIds);
      return ok(request.lang, null);
    },
  );

  app.put(
    '/system/role/authUser/selectAll',
    {
      config: { access: { permission: P.EDIT }, log },
      schema: { tags, querystring: authUserBatchSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.grant(request.user!, request.query.roleId, request.query.userIds);
      return ok(request.lang, null);
    },
  );
};

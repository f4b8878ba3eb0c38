import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  emptyResultSchema,
  menuBodySchema,
  menuQuerySchema,
  menuTreeNodeSchema,
  menuVoSchema,
  MenuPermission as P,
  resultSchema,
  roleMenuTreeSchema,
} from '@zcps/contracts';
import { ok } from '../../../platform/http/envelope.js';
import type { MenuAdminService } from './menu-admin.service.js';

const TITLE = '菜单管理';
const idParam = z.coerce.number().int().positive();

/** The menu screen's API; GET getRouters (the sidebar) stays in menu.routes.ts. */
export const menuAdminRoutes: FastifyPluginAsync<{ menuAdmin: MenuAdminService }> = async (
  base,
  { menuAdmin: service },
) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['system/menu'];

  app.get(
    '/system/menu/list',
    {
      config: { access: { permission: P.LIST } },
      schema: { tags, querystring: menuQuerySchema, response: { 200: resultSchema(z.array(menuVoSchema)) } },
    },
    async (request) => ok(request.lang, await service.list(request.user!, request.query, request.lang)),
  );

  app.get(
    '/system/menu/treeselect',
    {
      config: { access: { permission: [P.QUERY, P.LIST] } },
      schema: { tags, response: { 200: resultSchema(z.array(menuTreeNodeSchema)) } },
    },
    async (request) => ok(request.lang, await service.treeselect(request.user!, request.lang)),
  );

  app.get(
    '/system/menu/roleMenuTreeselect/:roleId',
    {
      // The roles screen opens this tree when adding or editing a role.
      config: { access: { permission: ['system:role:query', 'system:role:add', 'system:role:edit'] } },
      schema: {
        tags,
        params: z.object({ roleId: idParam }),
        response: { 200: resultSchema(roleMenuTreeSchema) },
      },
    },
    async (request) =>
      ok(request.lang, await service.roleMenuTree(request.user!, request.params.roleId, request.lang)),
  );

  app.get(
    '/system/menu/:menuId',
    {
      config: { access: { permission: P.QUERY } },
      schema: {
        tags,
        params: z.object({ menuId: idParam }),
        response: { 200: resultSchema(menuVoSchema) },
      },
    },
    async (request) => ok(request.lang, await service.get(request.params.menuId)),
  );

  app.post(
    '/system/menu',
    {
      config: { access: { permission: P.ADD }, log: { title: TITLE, businessType: BusinessType.INSERT } },
      schema: { tags, body: menuBodySchema, response: { 200: resultSchema(z.number().int()) } },
    },
    async (request) => ok(request.lang, await service.add(request.user!, request.body)),
  );

  app.put(
    '/system/menu',
    {
      config: { access: { permission: P.EDIT }, log: { title: TITLE, businessType: BusinessType.UPDATE } },
      schema: { tags, body: menuBodySchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.edit(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.delete(
    '/system/menu/:menuId',
    {
      config: { access: { permission: P.REMOVE }, log: { title: TITLE, businessType: BusinessType.DELETE } },
      schema: { tags, params: z.object({ menuId: idParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.remove(request.user!, request.params.menuId);
      return ok(request.lang, null);
    },
  );
};

import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  WorkflowPermission,
  BusinessType,
  deptCreateSchema,
  deptFilterSchema,
  DeptPermission as P,
  deptTreeNodeSchema,
  deptUpdateSchema,
  deptVoSchema,
  emptyResultSchema,
  optionIdsQuery,
  resultSchema,
} from '@zcps/contracts';
import { ok } from '../../../platform/http/envelope.js';
import type { DeptService } from './dept.service.js';

const TITLE = '部门管理';
/** The user screen's dept panel, the user form and the post screen read depts with their own permissions. */
const USER_LIST = 'system:user:list';
const USER_QUERY = 'system:user:query';
const POST_LIST = 'system:post:list';
const deptIdParams = z.object({ deptId: z.coerce.number().int().positive() });

export const deptRoutes: FastifyPluginAsync<{ depts: DeptService }> = async (base, { depts: service }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['system/dept'];
  const deptList = resultSchema(z.array(deptVoSchema));

  app.get(
    '/system/dept/list',
    {
      config: { access: { permission: P.LIST } },
      schema: { tags, querystring: deptFilterSchema, response: { 200: deptList } },
    },
    async (request) => ok(request.lang, await service.list(request.user!, request.query)),
  );

  app.get(
    '/system/dept/list/exclude/:deptId',
    {
      config: { access: { permission: P.LIST } },
      schema: { tags, params: deptIdParams, response: { 200: deptList } },
    },
    async (request) => ok(request.lang, await service.listExcluding(request.user!, request.params.deptId)),
  );

  app.get(
    '/system/dept/optionselect',
    {
      config: {
        access: { permission: [P.QUERY, USER_QUERY, POST_LIST, WorkflowPermission.MODEL_DESIGN], mode: 'or' },
      },
      schema: {
        tags,
        description: 'Enabled depts within the data scope; `deptIds` (comma list) narrows them.',
        querystring: z.object({ deptIds: optionIdsQuery }),
        response: { 200: deptList },
      },
    },
    async (request) => ok(request.lang, await service.optionselect(request.user!, request.query.deptIds)),
  );

  app.get(
    '/system/dept/:deptId',
    {
      config: { access: { permission: P.QUERY } },
      schema: { tags, params: deptIdParams, response: { 200: resultSchema(deptVoSchema) } },
    },
    async (request) => ok(request.lang, await service.get(request.user!, request.params.deptId)),
  );

  app.post(
    '/system/dept',
    {
      config: { access: { permission: P.ADD }, log: { title: TITLE, businessType: BusinessType.INSERT } },
      schema: { tags, body: deptCreateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.create(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.put(
    '/system/dept',
    {
      config: { access: { permission: P.EDIT }, log: { title: TITLE, businessType: BusinessType.UPDATE } },
      schema: {
        tags,
        description: 'A new parent moves the dept with its whole subtree (ancestors rewritten in one go).',
        body: deptUpdateSchema,
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      await service.update(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.delete(
    '/system/dept/:deptId',
    {
      config: { access: { permission: P.REMOVE }, log: { title: TITLE, businessType: BusinessType.DELETE } },
      schema: { tags, params: deptIdParams, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.remove(request.user!, request.params.deptId);
      return ok(request.lang, null);
    },
  );

  app.get(
    '/system/user/deptTree',
    {
      config: { access: { permission: USER_LIST } },
      schema: {
        tags: ['system/user'],
        description:
          'Enabled depts within the data scope as a tree `{id, parentId, label, weight, children}`.',
        response: { 200: resultSchema(z.array(deptTreeNodeSchema)) },
      },
    },
    async (request) => ok(request.lang, await service.tree(request.user!)),
  );
};

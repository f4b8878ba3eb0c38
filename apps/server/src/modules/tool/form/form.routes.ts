import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  emptyResultSchema,
  formCreateSchema,
  formFilterSchema,
  FormPermission as P,
  formRowSchema,
  formSchema,
  formUpdateSchema,
  formVoSchema,
  idListParam,
  resultSchema,
  tableSchema,
  WorkflowPermission,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import type { FormService } from './form.service.js';

const TITLE = '表单构建';
const listQuery = listQuerySchema.extend(formFilterSchema.shape);

export const formRoutes: FastifyPluginAsync<{ forms: FormService }> = async (base, { forms: service }) => {
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['tool/form'];

  app.get(
    '/tool/form/list',
    {
      config: { access: { permission: P.LIST } },
      schema: { tags, querystring: listQuery, response: { 200: tableSchema(formRowSchema) } },
    },
    async (request) => {
      const { rows, total } = await service.list(request.user!, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.get(
    '/tool/form/key/:formKey',
    {
      config: {
        access: {
          permission: [WorkflowPermission.PROCESS_QUERY, WorkflowPermission.TODO_QUERY, P.QUERY],
          mode: 'or',
        },
      },
      schema: {
        tags,
        description: 'The enabled form with this key (a start event or user task names it in zcps:formKey).',
        params: z.object({ formKey: z.string().min(1).max(100) }),
        response: { 200: resultSchema(formSchema) },
      },
    },
    async (request) => ok(request.lang, await service.byKey(request.user!, request.params.formKey)),
  );

  app.get(
    '/tool/form/:formId',
    {
      config: { access: { permission: P.QUERY } },
      schema: {
        tags,
        params: z.object({ formId: z.coerce.number().int().positive() }),
        response: { 200: resultSchema(formVoSchema) },
      },
    },
    async (request) => ok(request.lang, await service.get(request.user!, request.params.formId)),
  );

  app.post(
    '/tool/form',
    {
      config: { access: { permission: P.ADD }, log: { title: TITLE, businessType: BusinessType.INSERT } },
      schema: { tags, body: formCreateSchema, response: { 200: resultSchema(z.number().int()) } },
    },
    async (request) => ok(request.lang, await service.create(request.user!, request.body)),
  );

  app.put(
    '/tool/form',
    {
      config: { access: { permission: P.EDIT }, log: { title: TITLE, businessType: BusinessType.UPDATE } },
      schema: { tags, body: formUpdateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.update(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.delete(
    '/tool/form/:formIds',
    {
      config: { access: { permission: P.REMOVE }, log: { title: TITLE, businessType: BusinessType.DELETE } },
      schema: { tags, params: z.object({ formIds: idListParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.remove(request.user!, request.params.formIds);
      return ok(request.lang, null);
    },
  );
};

import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ATTACHMENT_TYPE_OPTION_PERMISSIONS,
  attachmentTypeCreateSchema,
  attachmentTypeFilterSchema,
  AttachmentTypePermission as P,
  attachmentTypeUpdateSchema,
  attachmentTypeVoSchema,
  BusinessType,
  emptyResultSchema,
  idListParam,
  resultSchema,
  tableSchema,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { sendXlsx } from '../../../platform/http/xlsx.js';
import type { AttachmentTypeService } from './attachment-type.service.js';

const TITLE = '附件类型';
const BASE = '/employee/attachment-type';
const listQuery = listQuerySchema.extend(attachmentTypeFilterSchema.shape);

export const attachmentTypeRoutes: FastifyPluginAsync<{ attachmentTypes: AttachmentTypeService }> = async (
  base,
  { attachmentTypes: service },
) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['employee/attachment-type'];

  app.get(
    `${BASE}/list`,
    {
      config: { access: { permission: P.LIST } },
      schema: { tags, querystring: listQuery, response: { 200: tableSchema(attachmentTypeVoSchema) } },
    },
    async (request) => {
      const { rows, total } = await service.list(request.user!, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.post(
    `${BASE}/export`,
    {
      config: { access: { permission: P.EXPORT }, log: { title: TITLE, businessType: BusinessType.EXPORT } },
      schema: {
        tags,
        querystring: attachmentTypeFilterSchema,
        body: attachmentTypeFilterSchema.optional(),
      },
    },
    async (request, reply) => {
      const filter = { ...request.query, ...(request.body ?? {}) };
      const file = await service.export(request.user!, filter, request.lang);
      return sendXlsx(reply, request.t('attachmentType.file'), file);
    },
  );

  app.get(
    `${BASE}/optionselect`,
    {
      config: { access: { permission: [...ATTACHMENT_TYPE_OPTION_PERMISSIONS], mode: 'or' } },
      schema: {
        tags,
        description: 'Enabled attachment types in display order, for any caller working with dossiers.',
        response: { 200: resultSchema(z.array(attachmentTypeVoSchema)) },
      },
    },
    async (request) => ok(request.lang, await service.optionselect(request.user!)),
  );

  app.get(
    `${BASE}/:typeId`,
    {
      config: { access: { permission: P.QUERY } },
      schema: {
        tags,
        params: z.object({ typeId: z.coerce.number().int().positive() }),
        response: { 200: resultSchema(attachmentTypeVoSchema) },
      },
    },
    async (request) => ok(request.lang, await service.get(request.user!, request.params.typeId)),
  );

  app.post(
    BASE,
    {
      config: { access: { permission: P.ADD }, log: { title: TITLE, businessType: BusinessType.INSERT } },
      schema: { tags, body: attachmentTypeCreateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.create(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.put(
    BASE,
    {
      config: { access: { permission: P.EDIT }, log: { title: TITLE, businessType: BusinessType.UPDATE } },
      schema: { tags, body: attachmentTypeUpdateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.update(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.delete(
    `${BASE}/:typeIds`,
    {
      config: { access: { permission: P.REMOVE }, log: { title: TITLE, businessType: BusinessType.DELETE } },
      schema: { tags, params: z.object({ typeIds: idListParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.remove(request.user!, request.params.typeIds);
      return ok(request.lang, null);
    },
  );
};

import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  attachmentFilterSchema,
  attachmentMissingQuerySchema,
  AttachmentPermission as P,
  attachmentTypeVoSchema,
  attachmentUploadFieldsSchema,
  attachmentVoSchema,
  BusinessType,
  emptyResultSchema,
  idListParam,
  recordCheckBodySchema,
  recordSubmitBodySchema,
  resultSchema,
  tableSchema,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { RequestValidationError } from '../../../platform/http/errors.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { sendXlsx } from '../../../platform/http/xlsx.js';
import { attachmentHeaders } from '../../resource/oss/oss.routes.js';
import { ATTACHMENT_MAX_BYTES, readAttachmentUpload } from './attachment-upload.js';
import type { AttachmentService } from './attachment.service.js';

const TITLE = '附件材料';
const BASE = '/employee/attachment';
const READ = { permission: [P.LIST, P.QUERY], mode: 'or' as const };
const listQuery = listQuerySchema.extend(attachmentFilterSchema.shape);
const recordIdParam = z.object({ recordId: z.coerce.number().int().positive() });

/** An image or PDF shown in the page (never sniffed into something else, never cached). */
export function previewHeaders(file: { fileName: string; mimeType: string }): Record<string, string> {
  return {
    'content-type': file.mimeType,
    'content-disposition': `inline; filename*=utf-8''${encodeURIComponent(file.fileName)}`,
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
  };
}

export const attachmentRoutes: FastifyPluginAsync<{ attachments: AttachmentService }> = async (
  base,
  { attachments: service },
) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['employee/attachment'];

  app.get(
    `${BASE}/list`,
    {
      config: { access: READ },
      schema: { tags, querystring: listQuery, response: { 200: tableSchema(attachmentVoSchema) } },
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
      schema: { tags, querystring: attachmentFilterSchema, body: attachmentFilterSchema.optional() },
    },
    async (request, reply) => {
      const filter = { ...request.query, ...(request.body ?? {}) };
      const file = await service.export(request.user!, filter, request.lang);
      return sendXlsx(reply, request.t('attachment.file'), file);
    },
  );

  app.get(
    `${BASE}/missing`,
    {
      config: { access: READ },
      schema: {
        tags,
        description: 'Enabled required attachment types the employee has no (non-rejected) attachment of.',
        querystring: attachmentMissingQuerySchema,
        response: { 200: resultSchema(z.array(attachmentTypeVoSchema)) },
      },
    },
    async (request) => ok(request.lang, await service.missing(request.user!, request.query.employeeId)),
  );

  app.post(
    `${BASE}/upload`,
    {
      config: { access: { permission: P.UPLOAD }, log: { title: TITLE, businessType: BusinessType.INSERT } },
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        description:
          `Multipart: fields employeeId, typeId, optional refTable + refId, and the part "file" ` +
          `(at most ${ATTACHMENT_MAX_BYTES} bytes, and the type's own limit).`,
        response: { 200: resultSchema(attachmentVoSchema) },
      },
    },
    async (request) => {
      const { fields, file } = await readAttachmentUpload(request);
      const parsed = attachmentUploadFieldsSchema.safeParse(fields);
      if (!parsed.success) throw new RequestValidationError(parsed.error.issues, 'body', fields);
      return ok(request.lang, await service.upload(request.user!, parsed.data, file));
    },
  );

  app.get(
    `${BASE}/:recordId/preview`,
    {
      config: { access: { permission: P.QUERY } },
      schema: {
        tags,
        params: recordIdParam,
        description: 'Images and PDF inline with their content type; other files answer a JSON refusal.',
      },
    },
    async (request, reply) => {
      const file = await service.open(request.user!, request.params.recordId, true);
      return reply.headers(previewHeaders(file)).send(file.stream);
    },
  );

  app.get(
    `${BASE}/:recordId/download`,
    {
      config: { access: { permission: P.DOWNLOAD } },
      schema: {
        tags,
        params: recordIdParam,
        description: 'The file itself, or a JSON {code, msg} on failure.',
      },
    },
    async (request, reply) => {
      const file = await service.open(request.user!, request.params.recordId, false);
      return reply.headers(attachmentHeaders(file.fileName)).send(file.stream);
    },
  );

  app.put(
    `${BASE}/submit`,
    {
      config: { access: { permission: P.SUBMIT }, log: { title: TITLE, businessType: BusinessType.UPDATE } },
      schema: { tags, body: recordSubmitBodySchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.submit(request.user!, request.body.recordIds);
      return ok(request.lang, null);
    },
  );

  app.put(
    `${BASE}/check`,
    {
      config: { access: { permission: P.CHECK }, log: { title: TITLE, businessType: BusinessType.UPDATE } },
      schema: { tags, body: recordCheckBodySchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.check(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.get(
    `${BASE}/:recordId`,
    {
      config: { access: { permission: P.QUERY } },
      schema: { tags, params: recordIdParam, response: { 200: resultSchema(attachmentVoSchema) } },
    },
    async (request) => ok(request.lang, await service.get(request.user!, request.params.recordId)),
  );

  app.delete(
    `${BASE}/:recordIds`,
    {
      config: { access: { permission: P.REMOVE }, log: { title: TITLE, businessType: BusinessType.DELETE } },
      schema: { tags, params: z.object({ recordIds: idListParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.remove(request.user!, request.params.recordIds);
      return ok(request.lang, null);
    },
  );
};

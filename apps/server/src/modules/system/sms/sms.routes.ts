import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  emptyResultSchema,
  idListParam,
  resultSchema,
  smsLogFilterSchema,
  smsLogVoSchema,
  SmsPermission as P,
  smsProviderSaveSchema,
  smsProviderVoSchema,
  smsTemplateUpdateSchema,
  smsTemplateVoSchema,
  smsTestSendSchema,
  tableSchema,
} from '@zcps/contracts';
import { listQuerySchema } from '../../../platform/db/paging.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { exportDatesShape, mergeExportFilters } from '../../../platform/http/export-query.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import { sendXlsx } from '../../../platform/http/xlsx.js';
import type { SmsService } from './sms.service.js';

const TITLE = '短信消息';
const listQuery = listQuerySchema.extend(smsLogFilterSchema.shape);
const exportFilters = smsLogFilterSchema.extend(exportDatesShape);

export const smsRoutes: FastifyPluginAsync<{ sms: SmsService }> = async (base, { sms: service }) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['system/sms'];

  app.get(
    '/system/sms/template/list',
    {
      config: { access: { permission: P.QUERY } },
      schema: { tags, response: { 200: resultSchema(z.array(smsTemplateVoSchema)) } },
    },
    async (request) => ok(request.lang, await service.templates(request.user!)),
  );

  app.put(
    '/system/sms/template',
    {
      config: { access: { permission: P.EDIT }, log: { title: TITLE, businessType: BusinessType.UPDATE } },
      schema: { tags, body: smsTemplateUpdateSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.updateTemplate(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.get(
    '/system/sms/provider/list',
    {
      config: { access: { permission: P.QUERY } },
      schema: { tags, response: { 200: resultSchema(z.array(smsProviderVoSchema)) } },
    },
    async (request) => ok(request.lang, await service.providers(request.user!)),
  );

  app.put(
    '/system/sms/provider',
    {
      config: {
        access: { permission: P.EDIT },
        log: { title: TITLE, businessType: BusinessType.UPDATE },
      },
      schema: { tags, body: smsProviderSaveSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.saveProvider(request.user!, request.body);
      return ok(request.lang, null);
    },
  );

  app.post(
    '/system/sms/provider/test',
    {
      config: { access: { permission: P.SEND }, log: { title: TITLE, businessType: BusinessType.OTHER } },
      schema: { tags, body: smsTestSendSchema, response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.testSend(request.user!, request.body, request.lang);
      return ok(request.lang, null);
    },
  );

  app.get(
    '/system/sms/log/list',
    {
      config: { access: { permission: P.QUERY } },
      schema: { tags, querystring: listQuery, response: { 200: tableSchema(smsLogVoSchema) } },
    },
    async (request) => {
      const { rows, total } = await service.logs(request.user!, request.query);
      return table(request.lang, rows, total);
    },
  );

  app.post(
    '/system/sms/log/export',
    {
      config: { access: { permission: P.EXPORT }, log: { title: TITLE, businessType: BusinessType.EXPORT } },
      schema: { tags, querystring: exportFilters, body: exportFilters.optional() },
    },
    async (request, reply) => {
      const filters = mergeExportFilters(request.query, request.body);
      return sendXlsx(
        reply,
        request.t('sms.sheet'),
        await service.exportLogs(request.user!, filters, request.lang),
      );
    },
  );

  app.post(
    '/system/sms/log/:logId/resend',
    {
      config: { access: { permission: P.SEND }, log: { title: TITLE, businessType: BusinessType.OTHER } },
      schema: {
        tags,
        params: z.object({ logId: z.coerce.number().int().positive() }),
        response: { 200: emptyResultSchema },
      },
    },
    async (request) => {
      await service.resend(request.user!, request.params.logId);
      return ok(request.lang, null);
    },
  );

  app.delete(
    '/system/sms/log/:logIds',
    {
      config: { access: { permission: P.REMOVE }, log: { title: TITLE, businessType: BusinessType.DELETE } },
      schema: { tags, params: z.object({ logIds: idListParam }), response: { 200: emptyResultSchema } },
    },
    async (request) => {
      await service.removeLogs(request.user!, request.params.logIds);
      return ok(request.lang, null);
    },
  );
};

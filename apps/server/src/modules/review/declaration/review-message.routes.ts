import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  pageQuerySchema,
  resultSchema,
  reviewMessageFilterSchema,
  reviewMessageReadSchema,
  reviewMessageVoSchema,
  tableSchema,
  type Language,
  type ReviewMessageVo,
} from '@zcps/contracts';
import { formatDateTime } from '../../../platform/http/dates.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import type { ReviewMessageRepo, ReviewMessageRow } from './review-message.repo.js';
import { localize } from '../../../platform/i18n/format.js';
import { actionWord, opinionWord } from './review-words.js';
import { opinionForApplicant } from './trail-audience.js';

function toMessageVo(row: ReviewMessageRow, lang: Language): ReviewMessageVo {
  // Messages written before the office's notes were kept off them may still hold such a note.
  const content = opinionForApplicant(row.title, row.content);
  return {
    messageId: row.messageId,
    declarationId: row.declarationId,
    action: row.title,
    actionText: localize(lang, actionWord(row.title)),
    content: content === null ? null : localize(lang, opinionWord(content)!),
    read: row.readTime !== null,
    createTime: formatDateTime(row.createTime),
  };
}

/**
 * "My review messages" (`/title/review-message`): what happened to the caller's declarations, for the workplace
 * page and the navbar. Login only: every query is bound to the caller's own user id.
 */
export const reviewMessageRoutes: FastifyPluginAsync<{ messages: ReviewMessageRepo }> = async (
  base,
  { messages: repo },
) => {
  acceptFormBodies(base);
  const app = base.withTypeProvider<ZodTypeProvider>();
  const tags = ['title/review-message'];

  app.get(
    '/title/review-message/list',
    {
      config: { access: 'login' },
      schema: {
        tags,
        querystring: pageQuerySchema.extend(reviewMessageFilterSchema.shape),
        response: { 200: tableSchema(reviewMessageVoSchema) },
      },
    },
    async (request) => {
      const { tenantId, userId } = request.user!;
      const unreadOnly = request.query.unreadOnly === 'true';
      const { rows, total } = await repo.page(tenantId, userId, unreadOnly, request.query);
      return table(
        request.lang,
        rows.map((r) => toMessageVo(r, request.lang)),
        total,
      );
    },
  );

  app.get(
    '/title/review-message/unread-count',
    {
      config: { access: 'login' },
      schema: { tags, response: { 200: resultSchema(z.number().int()) } },
    },
    async (request) => ok(request.lang, await repo.unread(request.user!.tenantId, request.user!.userId)),
  );

  app.put(
    '/title/review-message/read',
    {
      config: { access: 'login', log: { title: '评审消息', businessType: BusinessType.UPDATE } },
      schema: {
        tags,
        body: reviewMessageReadSchema.nullish(),
        response: { 200: resultSchema(z.number().int()) },
      },
    },
    async (request) => {
      const { tenantId, userId } = request.user!;
      return ok(request.lang, await repo.markRead(tenantId, userId, request.body?.messageIds));
    },
  );
};

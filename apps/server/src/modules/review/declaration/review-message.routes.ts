import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BusinessType,
  dialogLoadSchema,
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
import { ServiceError } from '../../../platform/http/errors.js';
import { escapeHtml } from '../../../platform/http/html.js';
import { ok, table } from '../../../platform/http/envelope.js';
import { acceptFormBodies } from '../../../platform/http/form-body.js';
import type { ReviewMessageRepo, ReviewMessageRow } from './review-message.repo.js';
import { formatMessage, localize } from '../../../platform/i18n/format.js';
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

  // A message opens in the console's dialog by URL: this answers its title, layout and content.
  app.get(
    '/title/review-message/:messageId(^\\d+)/dialog',
    {
      config: { access: 'login' },
      schema: {
        tags,
        params: z.object({ messageId: z.coerce.number().int().positive() }),
        response: { 200: resultSchema(dialogLoadSchema) },
      },
    },
    async (request) => {
      const { tenantId, userId } = request.user!;
      const row = await repo.mineById(tenantId, userId, request.params.messageId);
      if (!row) throw new ServiceError('review.message.notFound');
      const vo = toMessageVo(row, request.lang);
      const data =
        `<p class="zcps-dialog-meta">${escapeHtml(vo.createTime)}</p>` +
        (vo.content ? `<p>${escapeHtml(vo.content)}</p>` : '') +
        `<p class="zcps-dialog-meta">${escapeHtml(formatMessage(request.lang, 'review.message.progressHint'))}</p>`;
      return ok(request.lang, { title: vo.actionText, layout: 'default' as const, data });
    },
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

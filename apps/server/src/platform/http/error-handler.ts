import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ResponseCode } from '@zcps/contracts';
import { RequestValidationError, ServiceError } from './errors.js';
import { formatIssues } from './validation.js';
import { localize } from '../i18n/format.js';

function send(reply: FastifyReply, httpStatus: number, code: number, msg: string) {
  // Pre-serialized: the route's response schema describes its success body (e.g. a paged envelope without
  // `data`), and an error envelope must not be validated against it.
  return reply
    .status(httpStatus)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify({ code, msg, data: null }));
}

/**
 * The one place errors become envelopes. Handled outcomes answer HTTP 200 with the business code; transport
 * failures keep their HTTP status. Nothing from an unexpected error (stack, SQL, driver text) reaches the client.
 */
export const errorHandler = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
      if (error instanceof ServiceError) {
        return send(reply, 200, error.code, localize(request.lang, error));
      }
      if (error instanceof RequestValidationError) {
        return send(
          reply,
          200,
          ResponseCode.BAD_REQUEST,
          formatIssues(error.issues, request.lang, error.input),
        );
      }
      switch (error.code) {
        case 'FST_ERR_CTP_BODY_TOO_LARGE':
          return send(reply, 413, 413, request.t('error.bodyTooLarge'));
        case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
          return send(reply, 415, ResponseCode.UNSUPPORTED_TYPE, request.t('error.unsupportedMedia'));
        case 'FST_ERR_CTP_EMPTY_JSON_BODY':
        case 'FST_ERR_CTP_INVALID_JSON_BODY':
          return send(reply, 200, ResponseCode.BAD_REQUEST, request.t('error.badJson'));
        default:
          break;
      }
      if (error.statusCode === 429) return send(reply, 429, 429, request.t('error.rateLimited'));
      if (error instanceof SyntaxError || error.statusCode === 400) {
        return send(reply, 200, ResponseCode.BAD_REQUEST, request.t('error.badJson'));
      }
      request.log.error({ err: error }, 'unhandled error');
      const isDatabase = typeof (error as { severity?: unknown }).severity === 'string';
      return send(reply, 200, ResponseCode.ERROR, request.t(isDatabase ? 'error.database' : 'error.unknown'));
    });
  },
  { name: 'error-handler' },
);

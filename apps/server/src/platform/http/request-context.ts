import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Headers, parseLanguage, type Language } from '@zcps/contracts';
import type { MessageArg, MessageKey } from '@zcps/contracts';
import { formatMessage } from '@zcps/contracts';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    t(key: MessageKey, ...args: MessageArg[]): string;
  }
}

/** Language of each request from Content-Language (zh_CN default, en_US). */
export const requestContext = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('lang', 'zh_CN');
    app.decorateRequest('t', function (this: { lang: Language }, key: MessageKey, ...args: MessageArg[]) {
      return formatMessage(this.lang, key, ...args);
    });
    app.addHook('onRequest', async (request) => {
      const header = request.headers[Headers.CONTENT_LANGUAGE];
      request.lang = parseLanguage(Array.isArray(header) ? header[0] : header);
    });
  },
  { name: 'request-context' },
);

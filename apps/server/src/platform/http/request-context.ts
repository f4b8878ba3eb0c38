import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Headers, parseLanguage, type Language } from '@zcps/contracts';
import { formatMessage, type ParamsOf } from '../i18n/format.js';
import type { MessageKey } from '../i18n/messages.js';

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language;
    t<K extends MessageKey>(key: K, ...params: ParamsOf<K>): string;
  }
}

/** Language of each request from Content-Language (zh_CN default, en_US). */
export const requestContext = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('lang', 'zh_CN');
    app.decorateRequest('t', function <
      K extends MessageKey,
    >(this: { lang: Language }, key: K, ...params: ParamsOf<K>) {
      return formatMessage(this.lang, key, ...params);
    });
    app.addHook('onRequest', async (request) => {
      const header = request.headers[Headers.CONTENT_LANGUAGE];
      request.lang = parseLanguage(Array.isArray(header) ? header[0] : header);
    });
  },
  { name: 'request-context' },
);

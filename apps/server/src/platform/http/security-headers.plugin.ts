import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * The console's Content Security Policy: its own scripts only (no inline script, no eval); inline styles stay
 * allowed because antd writes its CSS-in-JS into <style> elements; frames may show the outside pages of
 * link-type menus (spec: dialogs and inner links), but only this origin may frame the console.
 */
export const CONSOLE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "frame-src 'self' http: https:",
  "worker-src 'self' blob:",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'self'",
].join('; ');

const EVERY_RESPONSE: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'SAMEORIGIN',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-resource-policy': 'same-origin',
};

/** Hardening headers on every response (a route's own choice, e.g. an attachment preview's, wins). */
export const securityHeaders = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply, payload) => {
      for (const [name, value] of Object.entries(EVERY_RESPONSE))
        if (!reply.hasHeader(name)) reply.header(name, value);
      const type = String(reply.getHeader('content-type') ?? '');
      if (type.startsWith('text/html') && !reply.hasHeader('content-security-policy'))
        reply.header('content-security-policy', CONSOLE_CSP);
      return payload;
    });
  },
  { name: 'security-headers' },
);

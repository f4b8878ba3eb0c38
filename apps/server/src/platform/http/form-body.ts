import type { FastifyInstance } from 'fastify';

/**
 * The family's console posts export filters as form fields; this parses `application/x-www-form-urlencoded`
 * within the registering plugin only (no extra dependency, repeated keys keep the last value).
 */
export function acceptFormBodies(app: FastifyInstance): void {
  if (app.hasContentTypeParser('application/x-www-form-urlencoded')) return;
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );
}

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import { API_BASE, ResponseCode } from '@zcps/contracts';
import { CONSOLE_CSP } from './security-headers.plugin.js';

/** The login page prerendered at build time (apps/web/scripts/prerender-login.mjs), served for /login. */
const LOGIN_PAGE = 'login.html';

/**
 * The console's policy, letting the prerendered login page's own inline script run (by its hash: it must run
 * before the first paint, which an external script would hold up by a request).
 */
export function loginPageCsp(html: string): string {
  const hashes = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    (m) =>
      `'sha256-${createHash('sha256')
        .update(m[1] ?? '')
        .digest('base64')}'`,
  );
  return CONSOLE_CSP.replace("script-src 'self'", ["script-src 'self'", ...hashes].join(' '));
}

/**
 * The policy for the login page as it is on disk, or undefined without one: read again when the file changes,
 * since a rebuild beside a running server changes its inline scripts (the loader names the entry's hash).
 */
function loginPagePolicy(file: string): () => string | undefined {
  let seen: { mtimeMs: number; size: number; csp: string } | undefined;
  return () => {
    const stat = fs.statSync(file, { throwIfNoEntry: false });
    if (!stat) return undefined;
    if (seen?.mtimeMs !== stat.mtimeMs || seen.size !== stat.size)
      seen = { mtimeMs: stat.mtimeMs, size: stat.size, csp: loginPageCsp(fs.readFileSync(file, 'utf8')) };
    return seen.csp;
  };
}

/**
 * Serves the built console: hashed assets cached for a year, index.html never cached, and index.html for any
 * other GET that is neither an API path nor a file name (client-side routes). Anything else unmatched answers
 * a 404 envelope. /login gets the prerendered login page when the build wrote one.
 */
export const consoleStatic = fp(
  async (app: FastifyInstance, opts: { webDist: string | undefined }) => {
    const root =
      opts.webDist && fs.existsSync(path.join(opts.webDist, 'index.html')) ? opts.webDist : undefined;
    const loginPolicy = root ? loginPagePolicy(path.join(root, LOGIN_PAGE)) : () => undefined;
    if (root) {
      await app.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        // The console build writes .br and .gz beside each asset (apps/web/scripts/precompress.mjs).
        preCompressed: true,
        setHeaders(res, filePath) {
          const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    }
    app.setNotFoundHandler((request, reply) => {
      const url = request.url.split('?')[0] ?? '';
      // A missing file (e.g. an asset of an older build) is a 404, not the console page as JavaScript.
      const looksLikeFile = /\.[a-zA-Z0-9]+$/.test(url);
      const isApi = url.startsWith(`${API_BASE}/`) || url === API_BASE;
      const loginCsp = root && request.method === 'GET' && url === '/login' ? loginPolicy() : undefined;
      if (root && loginCsp) {
        return reply
          .header('cache-control', 'no-cache')
          .header('content-security-policy', loginCsp)
          .sendFile(LOGIN_PAGE, root);
      }
      if (root && request.method === 'GET' && !isApi && !looksLikeFile) {
        return reply.header('cache-control', 'no-cache').sendFile('index.html', root);
      }
      return reply
        .status(404)
        .send({ code: ResponseCode.NOT_FOUND, msg: request.t('error.notFound', { url }), data: null });
    });
  },
  { name: 'console-static', dependencies: ['request-context'] },
);

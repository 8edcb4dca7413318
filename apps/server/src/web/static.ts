import { existsSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { createIndexPage, type IndexPageOptions } from './index-page.js';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed files under /assets cached for a year, other files revalidated, each
 * sent as the brotli or gzip file the build made beside it when the client takes one (docs/decisions/0050);
 * any other GET that is not a call or a picture gets index.html, so client-side routes load.
 */
export async function registerWebApp(app: FastifyInstance, opts: IndexPageOptions) {
  const hasWeb = existsSync(path.join(opts.webDist, 'index.html'));
  const sendIndex = hasWeb ? createIndexPage(opts) : null;
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      wildcard: false,
      index: false,
      preCompressed: true,
      // index.html goes out through sendIndex (with its hints); the build's manifest is not for browsers.
      allowedPath: (p) => p !== '/index.html' && !p.startsWith('/.vite'),
      setHeaders: (reply, file) => {
        const hashed = file.startsWith(path.join(opts.webDist, 'assets') + path.sep);
        reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    // A missing hashed file (an old build's chunk) is a 404, never the page: a script must not get HTML.
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !/^\/(api|media|assets)\//.test(req.url);
    if (isPage && sendIndex) return sendIndex(req, reply);
    if (req.url.startsWith('/api/')) {
      return reply.code(405).send({ status: 2, statusMessage: 'Calls are made with POST /api/<callname>.', data: null });
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
}

import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import type { Config } from './config.js';
import type { Db } from './db/client.js';
import { registerCallRoute } from './calls/route.js';
import { createAnswerCache } from './calls/answer-cache.js';
import { createSessionCache } from './calls/session-cache.js';
import { createMailer } from './modules/mail/mailer.js';
import { systemClock } from './deps.js';
import { authHandlers } from './modules/auth/calls.js';
import { catalogueHandlers, catalogueSharedAnswers } from './modules/catalogue/calls.js';
import { contentHandlers } from './modules/content/calls.js';
import { registerMediaRoute } from './modules/media/route.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { serverLimits } from './http/server-limits.js';
import { configureHashing } from './modules/auth/passwords.js';

export const redactPaths = [
  'req.headers.authorization',
  '*.password',
  '*.oldpassword',
  '*.newpassword',
  '*.cardnumber',
  '*.cvv',
  '*.creditcard',
  '*.cardInfo',
];

/** Builds the whole server: call routes, media, the web app and its client-side routes. */
export async function buildApp(config: Config, db: Db): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL, redact: redactPaths },
    ...serverLimits(config),
  });
  registerSecurityHeaders(app);
  configureHashing(config.HASH_CONCURRENCY);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: config.outboxDir });
  app.addHook('onClose', () => mailer.drain());
  registerCallRoute(
    app,
    // Caches are per app instance, so each test's app starts empty.
    { db, config, mailer, clock: systemClock, sessions: createSessionCache() },
    { ...authHandlers, ...catalogueHandlers, ...contentHandlers },
    {
      checkOutput: config.NODE_ENV !== 'production',
      answers: createAnswerCache(config.CATALOGUE_CACHE_MS),
      sharedAnswers: new Set(catalogueSharedAnswers),
    },
  );
  registerMediaRoute(app, config.mediaDir);
  await registerWebApp(app, config.WEB_DIST);
  return app;
}

async function registerWebApp(app: FastifyInstance, webDist: string) {
  const index = path.join(webDist, 'index.html');
  const hasWeb = existsSync(index);
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      setHeaders: (res, file) => {
        const immutable = file.includes(`${path.sep}assets${path.sep}`);
        res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const isPage = req.method === 'GET' && !req.url.startsWith('/api/') && !req.url.startsWith('/media/');
    if (isPage && hasWeb) return reply.header('cache-control', 'no-cache').sendFile('index.html');
    if (req.url.startsWith('/api/')) {
      return reply.code(405).send({ status: 2, statusMessage: 'Calls are made with POST /api/<callname>.', data: null });
    }
    return reply.code(404).type('text/plain').send('Not found');
  });
}

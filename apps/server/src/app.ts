import Fastify, { type FastifyInstance } from 'fastify';
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
import { firstHeroBannerId } from './modules/content/hero-banner.js';
import { registerAnswerCompression } from './lib/compression.js';
import { registerWebApp } from './web/static.js';

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
    trustProxy: true,
  });
  registerAnswerCompression(app);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: config.outboxDir });
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
  await registerWebApp(app, { webDist: config.WEB_DIST, heroBannerId: () => firstHeroBannerId(db) });
  return app;
}

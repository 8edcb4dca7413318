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
import { systemClock, type Deps } from './deps.js';
import { authHandlers } from './modules/auth/calls.js';
import { catalogueHandlers, catalogueSharedAnswers } from './modules/catalogue/calls.js';
import { contentHandlers } from './modules/content/calls.js';
import { registerMediaRoute } from './modules/media/route.js';
import { checkoutHandlers } from './modules/checkout/calls.js';
import { registerMerchantResponseRoute } from './modules/checkout/merchant-response-route.js';
import { flightHandlers } from './modules/flights/calls.js';
import { createFlightProvider } from './modules/flights/create-provider.js';
import { makeReceiptPdf } from './modules/receipts/receipt-pdf.js';
import { createPaymentGateway } from './payments/create-gateway.js';
import { registerPayments } from './payments/register.js';

export const redactPaths = [
  'req.headers.authorization',
  '*.password',
  '*.oldpassword',
  '*.newpassword',
  '*.cardnumber',
  '*.cvv',
  '*.creditcard',
  '*.cardInfo',
  // The card gateway's own names (payments/): the CardInput object, FAC's XML elements, PowerTranz's JSON.
  '*.card',
  '*.cardNumber',
  '*.CardNumber',
  '*.CardCVV2',
  '*.CardPan',
  '*.CardCvv',
  // The same names at the top of a log object and one level further down (pino's * matches one level).
  'cardnumber',
  'cvv',
  'creditcard',
  'card',
  '*.*.cardnumber',
  '*.*.cvv',
];

declare module 'fastify' {
  interface FastifyInstance {
    /** The dependencies the calls and jobs of this app share (tests reach the clock and gateway through it). */
    deps: Deps;
  }
}

/** Builds the whole server: call routes, media, the web app and its client-side routes; `overrides` swap parts of Deps. */
export async function buildApp(
  config: Config,
  db: Db,
  overrides: Partial<Deps> = {},
  opts: { logStream?: NodeJS.WritableStream } = {},
): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.LOG_LEVEL === 'silent' ? false : { level: config.LOG_LEVEL, redact: redactPaths, stream: opts.logStream },
    trustProxy: true,
  });
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, from: config.MAIL_FROM, outboxDir: config.outboxDir });
  const deps: Deps = {
    db,
    config,
    mailer,
    clock: systemClock,
    // Caches are per app instance, so each test's app starts empty.
    sessions: createSessionCache(),
    log: app.log,
    flights: createFlightProvider(config, db),
    pdf: makeReceiptPdf,
    gateway: createPaymentGateway(config, app),
    ...overrides,
  };
  app.decorate('deps', deps);
  registerCallRoute(
    app,
    deps,
    { ...authHandlers, ...catalogueHandlers, ...contentHandlers, ...flightHandlers, ...checkoutHandlers },
    {
      checkOutput: config.NODE_ENV !== 'production',
      answers: createAnswerCache(config.CATALOGUE_CACHE_MS),
      sharedAnswers: new Set(catalogueSharedAnswers),
    },
  );
  registerMerchantResponseRoute(app, deps);
  registerPayments(app, deps);
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

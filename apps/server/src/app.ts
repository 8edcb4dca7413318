import Fastify, { type FastifyInstance } from 'fastify';
import { registerCallRoute } from './calls/route.js';
import { createAnswerCache } from './calls/answer-cache.js';
import type { BaseDeps, Deps } from './deps.js';
import type { Job } from './jobs/job.js';
import { createJobRunner } from './jobs/runner.js';
import { ageCheckHandlers } from './modules/age-check/calls.js';
import { auditHandlers } from './modules/audit/calls.js';
import { authHandlers } from './modules/auth/calls.js';
import { catalogueHandlers, catalogueSharedAnswers } from './modules/catalogue/calls.js';
import { dropCopiesAfterChanges } from './modules/catalogue/listing-changes.js';
import { catalogueAdminHandlers } from './modules/catalogue/admin-calls.js';
import { contentHandlers } from './modules/content/calls.js';
import { currencyHandlers } from './modules/currencies/calls.js';
import { checkoutHandlers } from './modules/checkout/calls.js';
import { orderHandlers } from './modules/orders/calls.js';
import { createLiveFeed } from './modules/orders/live-feed.js';
import { registerLiveRoute } from './modules/orders/live-route.js';
import { counterHandlers } from './modules/counter/calls.js';
import { reportHandlers } from './modules/reports/calls.js';
import { registerMerchantResponseRoute } from './modules/checkout/merchant-response-route.js';
import { flightHandlers } from './modules/flights/calls.js';
import { registerMediaRoute } from './modules/media/route.js';
import { userHandlers } from './modules/users/calls.js';
import { vendorHandlers } from './modules/vendors/calls.js';
import { createPaymentGateway } from './payments/create-gateway.js';
import { registerPayments } from './payments/register.js';
import { POPUP_PATH_PREFIXES } from './payments/popup-paths.js';
import { registerGatewayPageRoutes } from './payments/pages/page-route.js';
import { registerSecurityHeaders } from './http/security-headers.js';
import { idleBoundForClientsOnly, serverLimits } from './http/server-limits.js';
import { configureHashing } from './modules/auth/passwords.js';
import { firstHeroBanner } from './modules/content/hero-banner.js';
import { registerAnswerCompression } from './lib/compression.js';
import { registerWebApp } from './web/static.js';
import { meterGateway } from './payments/metered-gateway.js';
import { registerHealthRoutes, type Readiness } from './ops/health.js';
import { registerMetricsRoute, registerRequestMetrics } from './ops/metrics-route.js';
import { registerRequestIds, requestIdOf } from './ops/request-context.js';
import { countHeldReservations } from './ops/held-reservations.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The dependencies the calls and jobs of this app share (tests reach the clock and gateway through it). */
    deps: Deps;
  }
}

export interface AppOptions {
  /** Periodic jobs this process runs from start until close (main.ts passes the shop's; tests mostly none). */
  jobs?: readonly Job[];
  /** The process's readiness flag (main.ts turns it off at SIGTERM); a fresh one otherwise. */
  readiness?: Readiness;
}

/** Builds the whole server from its dependencies: call routes, media, the web app and its client-side routes. */
export async function buildApp(base: BaseDeps, opts: AppOptions = {}): Promise<FastifyInstance> {
  const { config } = base;
  // Silent means no logger at all, not a logger that drops each line: requests then cost no child logger.
  // Request ids: the load balancer's x-request-id when sane, else made here (ops/request-context.ts).
  const ids = { genReqId: requestIdOf, ...serverLimits(config) };
  const app = config.LOG_LEVEL === 'silent' ? Fastify({ logger: false, ...ids }) : Fastify({ loggerInstance: base.log, ...ids });
  registerRequestIds(app);
  idleBoundForClientsOnly(app, config);
  registerRequestMetrics(app, base.metrics);
  registerSecurityHeaders(app, { framedBySelf: POPUP_PATH_PREFIXES });
  registerAnswerCompression(app);
  configureHashing(config);
  // Every gateway call is counted and logged with its request's id, whichever adapter answers it.
  const deps: Deps = { ...base, gateway: meterGateway(base.gateway ?? createPaymentGateway(base, app), base.metrics, base.log) };
  app.decorate('deps', deps);
  // Work begun after an answer (a receipt) and mail still being written are finished before the app closes.
  app.addHook('onClose', async () => {
    await deps.afterAnswer.drain();
    await deps.mailer.drain();
  });
  const handlers = dropCopiesAfterChanges({
    ...ageCheckHandlers,
    ...auditHandlers,
    ...authHandlers,
    ...catalogueHandlers,
    ...catalogueAdminHandlers,
    ...checkoutHandlers,
    ...contentHandlers,
    ...currencyHandlers,
    ...flightHandlers,
    ...orderHandlers,
    ...counterHandlers,
    ...reportHandlers,
    ...vendorHandlers,
    ...userHandlers,
  });
  registerCallRoute(app, deps, handlers, {
    checkOutput: config.NODE_ENV !== 'production',
    answers: createAnswerCache(config.CATALOGUE_CACHE_MS, deps.clock),
    sharedAnswers: new Set(catalogueSharedAnswers),
  });
  registerMerchantResponseRoute(app, deps);
  registerLiveRoute(app, deps, createLiveFeed(deps.db, deps.log));
  registerPayments(app, deps);
  registerGatewayPageRoutes(app, deps);
  registerMediaRoute(app, config.mediaDir);
  registerHealthRoutes(app, deps.db, opts.readiness ?? { closing: false });
  registerMetricsRoute(app, deps.metrics, config.METRICS_TOKEN);
  deps.metrics.reservationsHeldFrom(() => countHeldReservations(deps.db));
  await registerWebApp(app, { webDist: config.WEB_DIST, heroBanner: () => firstHeroBanner(deps.db) });
  if (opts.jobs?.length) {
    const runner = createJobRunner(deps, opts.jobs);
    app.addHook('onReady', async () => runner.start());
    // Closing waits for a job that is running, so the database is not closed under it.
    app.addHook('onClose', () => runner.stop());
  }
  return app;
}

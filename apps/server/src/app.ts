import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import type { RouteDefinition } from '@porchlight/contracts/routes';
import Fastify, { type FastifySchema, type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { AdjustableClock } from './lib/clock';
import { trustProxyOption } from './lib/trust-proxy';
import {
  agentRoutes,
  confirmEmailRoutes,
  passwordHashing,
  passwordResetJobs,
  passwordRoutes,
  registrationRoutes,
  signInRoutes,
  unconfirmedAccountJobs,
} from './modules/accounts';
import { billingRoutes } from './modules/billing';
import { bulkLeadsRoutes } from './modules/bulk-leads';
import {
  calendarFeedRoutes,
  leadEventListeners,
  startFollowUpBoss,
  type WebhookDeps,
  webhookJobs,
  webhookRoutes,
} from './modules/connections';
import { creditsRoutes } from './modules/credits';
import { criteriaRoutes } from './modules/criteria';
import { dailyLeadsRoutes } from './modules/daily-leads';
import { clockRoutes, devCreditsRoutes, mailboxRoutes, pushTickRoutes } from './modules/dev-tools';
import { enrichmentRoutes } from './modules/enrichment';
import { exportJobs, exportRoutes } from './modules/export';
import { followUpRoutes } from './modules/follow-up';
import { healthRoutes } from './modules/health';
import { leadDetailRoutes } from './modules/lead-detail';
import { leadImportJobs, leadImportsRoutes } from './modules/lead-imports';
import { deliverQueuedMail } from './modules/mail';
import { notificationsRoutes, startMorningPushes } from './modules/notifications';
import { optOutsRoutes } from './modules/opt-outs';
import { postcardJobs, postcardsRoutes } from './modules/postcards';
import { publicConfigRoutes } from './modules/public-config';
import { referralsRoutes } from './modules/referrals';
import { savedLeadsRoutes } from './modules/saved-leads';
import { scriptsRoutes } from './modules/scripts';
import { streaksRoutes } from './modules/streaks';
import { supportRoutes } from './modules/support';
import { versionRoutes } from './modules/version';
import { registerAuthGuard } from './plugins/auth';
import { registerCompression } from './plugins/compression';
import { registerControlCharacterGuard } from './plugins/control-characters';
import { registerDevTools } from './plugins/dev-tools';
import { registerApiDocs } from './plugins/docs';
import { registerDraining } from './plugins/draining';
import { registerErrorHandling } from './plugins/errors';
import { type JobStart, type Jobs, startJobs } from './plugins/jobs';
import { loggableError, redactingLogger } from './plugins/logging';
import { createMetrics, type Metrics, registerMetrics } from './plugins/metrics';
import { registerOriginCheck } from './plugins/origin-check';
import { createRateLimits, type RateLimits } from './plugins/rate-limits';
import { registerRequestHeaderGuard } from './plugins/request-headers';
import { registerRequestIdHeader, requestIdFor } from './plugins/request-id';
import { registerSecurityHeaders } from './plugins/security';
import { registerServerTime } from './plugins/server-time';
import { registerWebApp } from './plugins/web-app';
import type { LeadSource } from './providers/lead-source';
import { createLeadSource } from './providers/lead-source/factory';
import { createMailTransport, type MailTransport } from './providers/mail';
import type { Payments } from './providers/payments';
import { createStripePayments } from './providers/payments/stripe';
import type { PostcardService } from './providers/postcards';
import { createThanksIoPostcards } from './providers/postcards/thanksio';
import type { SkipTraceProvider } from './providers/skip-trace';
import { createSkipTraceProvider } from './providers/skip-trace/factory';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    clock: AdjustableClock;
    jobs: Jobs;
    rateLimits: RateLimits;
    mail: MailTransport;
    leadSource: LeadSource;
    skipTrace: SkipTraceProvider;
    /** Stripe, when billing is on; null when it is off. */
    payments: Payments | null;
    /** thanks.io, when THANKSIO_TOKEN is set; null: postcards are rendered, not mailed. */
    postcards: PostcardService | null;
    metrics: Metrics;
    /** Every route the app registered, for the route-matrix test and the auth guard. */
    routeTable: RegisteredRoute[];
  }
  interface FastifyContextConfig {
    /** Reachable without a session (docs/accounts.md "Public calls"). */
    public?: boolean;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  public: boolean;
  /** Takes calls from any site (a signed webhook): the Origin check passes it by. */
  crossOrigin: boolean;
  hasBody: boolean;
  /** Its own body limit, when it takes more than the app's (a file upload). */
  bodyLimit: number | undefined;
  /** The contract schemas it was declared with. */
  schema: FastifySchema | undefined;
  /** The contracts' definition it was registered from (docs/architecture.md "Routes"). */
  definition: RouteDefinition | undefined;
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  /** The same database's connection string, for the job queue's own connections. */
  databaseUrl: string;
  clock: AdjustableClock;
  logger?: FastifyServerOptions['logger'];
  /** How webhook deliveries reach a receiver: a test's receiver; the address rule is fixed. */
  webhookTransport?: WebhookDeps['transport'];
  /** When the job queue starts: at start (the default, the server's) or at a test's first send. */
  jobStart?: JobStart;
}

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Builds the whole app without listening, so tests can `inject()` requests into it. */
export async function buildApp({
  config,
  database,
  databaseUrl,
  clock,
  logger,
  webhookTransport,
  jobStart,
}: AppDependencies) {
  const app = Fastify({
    logger: redactingLogger(logger),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    genReqId: requestIdFor,
    // On close, sockets idle then are ended and new requests get a 503 (Fastify's defaults, kept
    // on purpose); registerDraining ends the busy ones after their answer.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  registerRequestIdHeader(app);
  registerServerTime(app, clock);
  registerDraining(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API reads JSON only: a text/plain body is a 415, not a string for the schema to refuse.
  app.removeContentTypeParser('text/plain');
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('clock', clock);
  app.decorate('routeTable', [] as RegisteredRoute[]);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.routeTable.push({
        method,
        url: route.url,
        public: route.config?.public === true,
        crossOrigin: route.config?.crossOrigin === true,
        hasBody: Boolean(route.schema?.body),
        bodyLimit: route.bodyLimit,
        schema: route.schema,
        definition: route.config?.route,
      });
    }
  });

  const jobs = await startJobs(
    databaseUrl,
    (error) => app.log.error({ err: loggableError(error) }, 'job queue'),
    { ...(jobStart && { start: jobStart }) },
  );
  const mail = createMailTransport(config, database.db);
  const metrics = createMetrics();
  app.decorate('metrics', metrics);
  app.decorate('jobs', jobs);
  app.decorate('leadEvents', leadEventListeners(app));
  app.decorate('rateLimits', createRateLimits(database.pool));
  app.decorate('mail', mail);
  app.decorate('leadSource', createLeadSource(config));
  app.decorate('skipTrace', createSkipTraceProvider(config));
  app.decorate('payments', config.billing ? createStripePayments(config.billing) : null);
  await deliverQueuedMail(jobs, mail, () => metrics.mailFailures.inc());
  await exportJobs(jobs, database.db);
  await leadImportJobs(jobs, { pool: database.pool, db: database.db, now: () => clock.now() });
  app.decorate(
    'postcards',
    config.THANKSIO_TOKEN
      ? createThanksIoPostcards({
          token: config.THANKSIO_TOKEN,
          baseUrl: config.THANKSIO_URL,
          handwritingStyle: config.THANKSIO_HANDWRITING_STYLE,
        })
      : null,
  );
  await postcardJobs(jobs, {
    db: database.db,
    service: app.postcards,
    publicUrl: config.publicUrl,
    now: () => clock.now(),
  });
  await webhookJobs(jobs, {
    pool: database.pool,
    now: () => clock.now(),
    ...(webhookTransport && { transport: webhookTransport }),
  });
  await passwordResetJobs(jobs, database, config);
  await unconfirmedAccountJobs(jobs, {
    db: database.db,
    payments: app.payments,
    now: () => clock.now(),
  });
  app.addHook('onClose', async () => {
    await jobs.stop();
    mail.close();
    await passwordHashing.stop();
  });

  registerErrorHandling(app);
  registerMetrics(app, metrics);
  registerSecurityHeaders(app, config);
  registerRequestHeaderGuard(app);
  // Before any route: it hooks each route as it is added.
  await registerCompression(app);
  registerOriginCheck(app);
  await app.register(cookie);
  registerAuthGuard(app);
  registerControlCharacterGuard(app);
  await registerApiDocs(app, config);

  await app.register(healthRoutes);
  await app.register(versionRoutes);
  await app.register(publicConfigRoutes);
  await app.register(billingRoutes);
  await app.register(registrationRoutes);
  await app.register(signInRoutes);
  await app.register(passwordRoutes);
  await app.register(confirmEmailRoutes);
  await app.register(agentRoutes);
  await app.register(criteriaRoutes);
  await app.register(dailyLeadsRoutes);
  await app.register(savedLeadsRoutes);
  await app.register(leadDetailRoutes);
  await app.register(enrichmentRoutes);
  await app.register(exportRoutes);
  await app.register(leadImportsRoutes);
  await app.register(followUpRoutes);
  await app.register(scriptsRoutes);
  await app.register(optOutsRoutes);
  await app.register(creditsRoutes);
  await app.register(bulkLeadsRoutes);
  await app.register(referralsRoutes);
  await app.register(streaksRoutes);
  await app.register(postcardsRoutes);
  await app.register(supportRoutes);
  await app.register(notificationsRoutes);
  await app.register(calendarFeedRoutes);
  await startFollowUpBoss(app);
  await app.register(webhookRoutes);
  await registerDevTools(app, config, async (dev) => {
    await dev.register(clockRoutes);
    await dev.register(mailboxRoutes);
    await dev.register(devCreditsRoutes);
    await dev.register(pushTickRoutes);
  });

  await registerWebApp(app, config.WEB_DIST_DIR ?? defaultWebDist, () => config.publicUrl);
  startMorningPushes(app);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

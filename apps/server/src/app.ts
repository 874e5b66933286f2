import path from 'node:path';
import { fileURLToPath } from 'node:url';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyServerOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { AdjustableClock } from './lib/clock';
import { clockRoutes } from './modules/dev-tools/clock.routes';
import { healthRoutes } from './modules/health/health.routes';
import { versionRoutes } from './modules/version/version.routes';
import { registerDevTools } from './plugins/dev-tools';
import { registerApiDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security';
import { registerWebApp } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    clock: AdjustableClock;
    /** Every route the app registered, for the route-matrix test and the auth guard. */
    routeTable: RegisteredRoute[];
  }
  interface FastifyContextConfig {
    /** Reachable without a session (the account.md list of public calls). */
    public?: boolean;
  }
}

export interface RegisteredRoute {
  method: string;
  url: string;
  public: boolean;
}

export interface AppDependencies {
  config: Config;
  database: DatabaseHandle;
  clock: AdjustableClock;
  logger?: FastifyServerOptions['logger'];
}

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/** Builds the whole app without listening, so tests can `inject()` requests into it. */
export async function buildApp({ config, database, clock, logger }: AppDependencies) {
  const app = Fastify({
    logger: logger ?? false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('clock', clock);
  app.decorate('routeTable', [] as RegisteredRoute[]);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === 'HEAD') continue;
      app.routeTable.push({ method, url: route.url, public: route.config?.public === true });
    }
  });

  registerErrorHandling(app);
  await registerSecurityHeaders(app, config);
  await app.register(cookie);
  await registerApiDocs(app);

  await app.register(healthRoutes);
  await app.register(versionRoutes);
  await registerDevTools(app, config, async (dev) => {
    await dev.register(clockRoutes);
  });

  await registerWebApp(app, config.WEB_DIST_DIR ?? defaultWebDist);
  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

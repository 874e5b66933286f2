import path from 'node:path';
import { z } from 'zod';
import { MAX_PROXY_HOPS, parseTrustProxy } from './lib/trust-proxy';

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** How many proxies stand in front (1 for one load balancer), or their addresses. */
const trustProxy = z.string().transform((value, context) => {
  const setting = parseTrustProxy(value);
  if (setting !== undefined) return setting;
  context.addIssue({
    code: 'custom',
    message: `must be false, a number of proxies (1 to ${MAX_PROXY_HOPS}) or a list of their addresses`,
  });
  return z.NEVER;
});

/** Every setting the server reads, parsed once at start-up. */
const ConfigSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce
    .number({ message: 'must be a port number' })
    .int('must be a whole number')
    .min(0, 'must be between 0 and 65535')
    .max(65535, 'must be between 0 and 65535')
    .default(3000),
  HOST: z.string().min(1, 'must not be empty').default('127.0.0.1'),
  DATA_DIR: z.string().min(1, 'must not be empty').default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  PUBLIC_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })
    .optional(),
  TRUST_PROXY: trustProxy.default(false),
  /** The OpenAPI document and its UI at /api/docs: on unless NODE_ENV=production, where it is opt-in. */
  API_DOCS: booleanFlag.optional(),
  /** smtp:// or smtps:// URL of a mail server; without it mail goes to the local outbox. */
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  MAIL_FROM: z
    .string()
    .min(3, 'must be an address')
    .default('Porchlight <no-reply@porchlight.local>'),
  /** Days a delivered property is held for its agent before another may get it; 0 turns it off. */
  LEAD_EXCLUSIVITY_DAYS: z.coerce
    .number({ message: 'must be a number of days' })
    .int('must be a whole number of days')
    .min(0, 'must be 0 or more')
    .max(3650, 'must be at most 3650')
    .default(30),
  /** RealEstateAPI key: with it, leads come from PropertySearch instead of the sample inventory. */
  REALESTATEAPI_KEY: z.string().min(8, 'must be an API key').optional(),
  /** RealEstateAPI's address (tests point it at a local server). */
  REALESTATEAPI_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })
    .optional(),
  /** BatchData key: with it, Enhance Skip Trace asks BatchData instead of the sample provider. */
  BATCHDATA_KEY: z.string().min(8, 'must be an API key').optional(),
  /** BatchData's address (tests point it at a local server). */
  BATCHDATA_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })
    .optional(),
  /** Where the built web app lives; the default is the workspace's build output. */
  WEB_DIST_DIR: z.string().optional(),
  /** Lets a scraper outside this machine read /metrics with `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof ConfigSchema> & {
  dataDir: string;
  /** The address people use, for links in mail: PUBLIC_URL, else this server's own. */
  publicUrl: string;
};

export class ConfigError extends Error {}

/** Keys whose value may carry a password or a key: a bad one is named in the log, never shown. */
const SECRET_BEARING = /^(SMTP_URL|DATABASE_URL|TEST_DATABASE_URL)$|_(KEY|SECRET|TOKEN|PASSWORD)$/;

/** Reads the environment; a bad value throws a ConfigError naming the key. */
export function loadConfig(env: NodeJS.ProcessEnv): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = ConfigSchema.safeParse(present);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const key = String(issue.path[0]);
      const got = SECRET_BEARING.test(key) ? '' : ` (got ${JSON.stringify(present[key])})`;
      return `${issue.path.join('.')}: ${issue.message}${got}`;
    });
    throw new ConfigError(`Invalid configuration:\n  ${problems.join('\n  ')}`);
  }
  const { PUBLIC_URL, HOST, PORT } = parsed.data;
  const localHost =
    HOST === '0.0.0.0' || HOST === '::' || HOST === '127.0.0.1' ? 'localhost' : HOST;
  return {
    ...parsed.data,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    publicUrl: (PUBLIC_URL ?? `http://${localHost}:${PORT}`).replace(/\/+$/, ''),
  };
}

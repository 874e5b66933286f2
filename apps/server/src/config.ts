import path from 'node:path';
import { z } from 'zod';
import { isPublicHost } from './lib/public-address';
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

/** A Stripe key or id, recognised by its prefix. */
const stripeValue = (prefix: RegExp, what: string) =>
  z.string().regex(prefix, `must be ${what}`).optional();

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
  /** Connections to PostgreSQL per process; unset, twice this machine's cores (at least 4). */
  DATABASE_POOL_SIZE: z.coerce
    .number({ message: 'must be a number of connections' })
    .int('must be a whole number')
    .min(2, 'must be between 2 and 200')
    .max(200, 'must be between 2 and 200')
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
  /** Where the support form's messages are mailed, and the address the Support page shows. */
  SUPPORT_EMAIL: z.email('must be an email address').default('support@porchlight.local'),
  /** The phone number the Support page shows (Mon–Fri 9 AM–6 PM ET); without it, none is shown. */
  SUPPORT_PHONE: z
    .string()
    .regex(/^\+?[0-9 ().-]{10,20}$/, 'must be a phone number')
    .optional(),
  /** The partner cash-offer service's registration page, opened by /fastcashoffers. */
  PARTNER_SIGNUP_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })
    .optional(),
  /** Days a delivered property is held for its agent before another may get it; 0 turns it off. */
  LEAD_EXCLUSIVITY_DAYS: z.coerce
    .number({ message: 'must be a number of days' })
    .int('must be a whole number of days')
    .min(0, 'must be 0 or more')
    .max(3650, 'must be at most 3650')
    .default(30),
  /** Days before the same lead can be sent another postcard; 0 turns the check off. */
  POSTCARD_RESEND_DAYS: z.coerce
    .number({ message: 'must be a number of days' })
    .int('must be a whole number of days')
    .min(0, 'must be 0 or more')
    .max(365, 'must be at most 365')
    .default(30),
  /** thanks.io token: with it, postcards are mailed by thanks.io; without it, only rendered. */
  THANKSIO_TOKEN: z.string().min(8, 'must be an API token').optional(),
  /** thanks.io's address (tests point it at a local server). */
  THANKSIO_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })
    .optional(),
  /** The thanks.io handwriting style id for the message (an integer, as thanks.io takes it). */
  THANKSIO_HANDWRITING_STYLE: z.coerce.number().int().min(1, 'must be a style id').default(1),
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
  /**
   * Stripe: the secret key, the webhook's signing secret and the publishable key turn billing on
   * together (all three or none). The weekly prices are named here, or found by their lookup keys.
   */
  STRIPE_SECRET_KEY: stripeValue(/^(sk|rk)_/, 'a Stripe secret key (sk_…)'),
  STRIPE_WEBHOOK_SECRET: stripeValue(/^whsec_/, "a Stripe webhook's signing secret (whsec_…)"),
  STRIPE_PUBLISHABLE_KEY: stripeValue(/^pk_/, 'a Stripe publishable key (pk_…)'),
  STRIPE_PRICE_PRO: stripeValue(/^price_/, 'a Stripe price id (price_…)'),
  STRIPE_PRICE_PREMIUM: stripeValue(/^price_/, 'a Stripe price id (price_…)'),
  /** Stripe's API address (tests point it at a local server). */
  STRIPE_API_URL: z
    .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })
    .optional(),
  /**
   * Web Push (docs/notifications.md "Settings"): the VAPID key pair and a contact for the push
   * services turn the morning notification on together (all three or none).
   */
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, 'must be a VAPID public key (npx web-push generate-vapid-keys)')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a VAPID private key (npx web-push generate-vapid-keys)')
    .optional(),
  VAPID_SUBJECT: z
    .url({ protocol: /^(mailto|https)$/, message: 'must be a mailto: or https: URL' })
    // Apple's push service refuses a mailto: at localhost (403), which drops every subscription.
    .refine(
      (subject) => !/^mailto:[^@]*(@(localhost)?)?$/i.test(subject),
      'must be a mailto: address at a real domain, not at localhost',
    )
    .optional(),
  /** The minute's tick that sends them: on, except under NODE_ENV=test unless set. */
  PUSH_TICK: booleanFlag.optional(),
  /** A local fake push service's origin the tests may subscribe to; never in production. */
  PUSH_TEST_ORIGIN: z
    .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })
    .optional(),
  /**
   * The server's key for the outside services' keys it keeps (docs/connections.md "What is
   * stored"): an agent's Follow Up Boss API key is sealed with it. Without it no key is kept.
   */
  CONNECTIONS_KEY: z
    .string()
    .min(32, 'must be at least 32 characters of random text (openssl rand -base64 32)')
    .optional(),
  /** Follow Up Boss's API address, https:// only (tests point it at a local fake). */
  FOLLOW_UP_BOSS_URL: z
    .url({ protocol: /^https$/, message: 'must be an https:// URL: Follow Up Boss is HTTPS only' })
    .default('https://api.followupboss.com'),
  /** A PEM certificate trusted for FOLLOW_UP_BOSS_URL (a local fake's); never in production. */
  FOLLOW_UP_BOSS_TEST_CA: z
    .string()
    .startsWith('-----BEGIN CERTIFICATE-----', 'must be a PEM certificate')
    .optional(),
  /** The registered system's name and key Follow Up Boss asks on every request (X-System). */
  FOLLOW_UP_BOSS_SYSTEM: z.string().min(1, 'must not be empty').default('Porchlight'),
  FOLLOW_UP_BOSS_SYSTEM_KEY: z.string().min(8, 'must be the registered system key').optional(),
  /** Where the built web app lives; the default is the workspace's build output. */
  WEB_DIST_DIR: z.string().optional(),
  /** Lets a scraper outside this machine read /metrics with `Authorization: Bearer <token>`. */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export class ConfigError extends Error {}

/** Billing's settings, present only when billing is on. */
export interface BillingConfig {
  secretKey: string;
  webhookSecret: string;
  publishableKey: string;
  /** Each plan's weekly price, when set; otherwise it is found by its lookup key. */
  prices: { pro?: string; premium?: string };
  apiUrl?: string;
}

export type Config = z.infer<typeof ConfigSchema> & {
  dataDir: string;
  /** The address people use, for links in mail: PUBLIC_URL, else this server's own. */
  publicUrl: string;
  /** Null: billing is off, and trials run without a card (docs/billing.md "Billing off"). */
  billing: BillingConfig | null;
  /** Null: the morning notification is off (docs/notifications.md "Settings"). */
  push: PushConfig | null;
};

export interface PushConfig {
  publicKey: string;
  privateKey: string;
  /** The contact the push services see in the VAPID token. */
  subject: string;
  /** Whether this process sends on its own every minute (tests run the tick themselves). */
  tick: boolean;
  /** The local fake push service's origin, accepted besides the known services (tests only). */
  extraOrigin: string | null;
}

const PUSH_KEYS = ['VAPID_PUBLIC_KEY', 'VAPID_PRIVATE_KEY', 'VAPID_SUBJECT'] as const;

/** Push is on with its three settings, off with none; a part of them is a mistake. */
function pushConfig(settings: z.infer<typeof ConfigSchema>): PushConfig | null {
  const { VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT, PUSH_TEST_ORIGIN } = settings;
  if (PUSH_TEST_ORIGIN && settings.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  PUSH_TEST_ORIGIN: not in production.');
  }
  const missing = PUSH_KEYS.filter((key) => !settings[key]);
  if (missing.length === PUSH_KEYS.length) return null;
  if (!VAPID_PUBLIC_KEY || !VAPID_PRIVATE_KEY || !VAPID_SUBJECT) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.join(', ')}: missing. ${PUSH_KEYS.join(', ')} turn the morning notification on together: set all three, or none for it off.`,
    );
  }
  return {
    publicKey: VAPID_PUBLIC_KEY,
    privateKey: VAPID_PRIVATE_KEY,
    subject: VAPID_SUBJECT,
    tick: settings.PUSH_TICK ?? settings.NODE_ENV !== 'test',
    extraOrigin: PUSH_TEST_ORIGIN ? new URL(PUSH_TEST_ORIGIN).origin : null,
  };
}

const BILLING_KEYS = [
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'STRIPE_PUBLISHABLE_KEY',
] as const;

/** Billing is on with all three of its keys, off with none; a part of them is a mistake. */
function billingConfig(settings: z.infer<typeof ConfigSchema>): BillingConfig | null {
  const missing = BILLING_KEYS.filter((key) => !settings[key]);
  if (missing.length === BILLING_KEYS.length) return null;
  const { STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_PUBLISHABLE_KEY } = settings;
  if (!STRIPE_SECRET_KEY || !STRIPE_WEBHOOK_SECRET || !STRIPE_PUBLISHABLE_KEY) {
    throw new ConfigError(
      `Invalid configuration:\n  ${missing.join(', ')}: missing. ${BILLING_KEYS.join(', ')} turn billing on together: set all three, or none for billing off.`,
    );
  }
  return {
    secretKey: STRIPE_SECRET_KEY,
    webhookSecret: STRIPE_WEBHOOK_SECRET,
    publishableKey: STRIPE_PUBLISHABLE_KEY,
    prices: { pro: settings.STRIPE_PRICE_PRO, premium: settings.STRIPE_PRICE_PREMIUM },
    apiUrl: settings.STRIPE_API_URL,
  };
}

/**
 * thanks.io fetches each card's front from PUBLIC_URL (docs/postcards.md "Mailing with
 * thanks.io"), so with a token it must be a public https:// address. A THANKSIO_URL on this
 * machine or a private network is no thanks.io but a local fake (the tests'): it is exempt.
 */
function checkPostcardFronts(settings: z.infer<typeof ConfigSchema>) {
  const { THANKSIO_TOKEN, THANKSIO_URL, PUBLIC_URL } = settings;
  if (!THANKSIO_TOKEN) return;
  if (THANKSIO_URL && !isPublicHost(new URL(THANKSIO_URL).hostname)) return;
  const url = PUBLIC_URL ? new URL(PUBLIC_URL) : null;
  if (url?.protocol === 'https:' && isPublicHost(url.hostname)) return;
  const got = PUBLIC_URL ? `got ${JSON.stringify(PUBLIC_URL)}` : 'unset';
  throw new ConfigError(
    `Invalid configuration:\n  PUBLIC_URL: must be this server's public https:// address while THANKSIO_TOKEN is set, because thanks.io fetches each postcard's front from it (${got}).`,
  );
}

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
  checkPostcardFronts(parsed.data);
  if (parsed.data.FOLLOW_UP_BOSS_TEST_CA && parsed.data.NODE_ENV === 'production') {
    throw new ConfigError('Invalid configuration:\n  FOLLOW_UP_BOSS_TEST_CA: not in production.');
  }
  const { PUBLIC_URL, HOST, PORT } = parsed.data;
  // An IPv6 literal goes in brackets, or the URL is not one (HOST=::1 made every request a 500).
  const localHost = ['0.0.0.0', '::', '127.0.0.1', '::1'].includes(HOST)
    ? 'localhost'
    : HOST.includes(':')
      ? `[${HOST}]`
      : HOST;
  return {
    ...parsed.data,
    dataDir: path.resolve(parsed.data.DATA_DIR),
    publicUrl: (PUBLIC_URL ?? `http://${localHost}:${PORT}`).replace(/\/+$/, ''),
    billing: billingConfig(parsed.data),
    push: pushConfig(parsed.data),
  };
}

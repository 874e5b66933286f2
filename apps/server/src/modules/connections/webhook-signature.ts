import { createHmac, randomBytes } from 'node:crypto';

/** A new signing secret, `whsec_` and 32 random bytes (docs/connections.md "Webhooks"). */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64url')}`;
}

/**
 * The `Porchlight-Signature` header, as Stripe signs: `t=<unix seconds>,v1=<hex
 * HMAC-SHA256(secret, "<t>.<raw body>")>`. The receiver recomputes it over the bytes it got.
 */
export function webhookSignature(secret: string, body: string, at: Date): string {
  const t = Math.floor(at.getTime() / 1000);
  const v1 = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${v1}`;
}

import nodemailer from 'nodemailer';
import type { MailTransport } from './transport';

/** Connections kept open to the mail server: the mail job sends one message at a time. */
const MAX_CONNECTIONS = 2;

/**
 * What nodemailer is given besides SMTP_URL (docs/settings.md "Mail and the public pages"). A
 * login over `smtp://` waits for STARTTLS: nodemailer's `requireTLS`, so a server that does not
 * offer it gets no password. `smtps://` is TLS from the first byte. Nodemailer reads every query
 * parameter of the URL as an option of the same name, and the URL's win over these defaults:
 * `?requireTLS=false` lets a login go in clear, `?maxConnections=5` widens the pool.
 */
export function smtpOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const login = url.username !== '' || url.password !== '';
  const stated = url.searchParams.get('requireTLS');
  return {
    url: smtpUrl,
    pool: true,
    maxConnections: MAX_CONNECTIONS,
    requireTLS: stated === null ? url.protocol === 'smtp:' && login : stated === 'true',
  };
}

/** Mail through SMTP_URL, over pooled connections that close when the server stops. */
export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const options = smtpOptions(smtpUrl);
  const transport = nodemailer.createTransport(options);
  return {
    kind: 'smtp',
    deliver: async (message) => {
      try {
        await transport.sendMail({ from, ...message });
      } catch (error) {
        throw clearer(error, options.requireTLS);
      }
    },
    close: () => transport.close(),
  };
}

/** A refused STARTTLS said as what it means: the password was kept, and what to change. */
function clearer(error: unknown, tlsRequired: boolean) {
  if (!tlsRequired || (error as { code?: string }).code !== 'ETLS') return error;
  return Object.assign(
    new Error(
      `SMTP_URL: the mail server did not start TLS (STARTTLS), so the login was not sent. Use its TLS port with smtps://, or add requireTLS=false to the URL to send the password unencrypted. (${(error as Error).message})`,
      { cause: error },
    ),
    { code: 'ETLS' },
  );
}

import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { selfSignedCert } from './self-signed-cert';

export interface ReceivedMail {
  from: string;
  to: string[];
  data: string;
}

export interface FakeSmtpOptions {
  /** Offers STARTTLS with a certificate made for this server (default true). */
  starttls?: boolean;
  /** Accounts AUTH PLAIN and LOGIN take; without any, no login is asked for. */
  users?: Record<string, string>;
}

/**
 * A local SMTP server (the smtp-server package, as a mail provider's submission port on 587
 * behaves, RFC 3207 and RFC 4954): it keeps every message it is handed, offers STARTTLS with a
 * self-signed certificate for 127.0.0.1 that only this fake's URL trusts (`tls.ca`), and takes
 * AUTH PLAIN and LOGIN for its users. `events` records, in order, the TLS upgrades and each
 * login with whether it came over TLS. Without STARTTLS it still takes a login in clear, so a
 * client that would send one is seen doing it.
 */
export async function startFakeSmtp(options: FakeSmtpOptions = {}) {
  const { starttls = true, users } = options;
  const received: ReceivedMail[] = [];
  const events: string[] = [];
  let connections = 0;
  let open = 0;
  const { key, cert } = selfSignedCert();
  const server = new SMTPServer({
    key,
    cert,
    authOptional: !users,
    authMethods: ['PLAIN', 'LOGIN'],
    // Without STARTTLS the fake stands for a server that would take a password in clear.
    allowInsecureAuth: !starttls,
    disabledCommands: [...(starttls ? [] : ['STARTTLS']), ...(users ? [] : ['AUTH'])],
    onConnect(_session, callback) {
      connections++;
      open++;
      callback();
    },
    onClose() {
      open--;
    },
    onSecure(_socket, _session, callback) {
      events.push('STARTTLS');
      callback();
    },
    onAuth(auth, session, callback) {
      events.push(`AUTH ${auth.method}${session.secure ? '' : ' in clear'}`);
      if (users && users[auth.username ?? ''] === auth.password) {
        callback(null, { user: auth.username });
      } else {
        callback(new Error('Invalid username or password'));
      }
    },
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (chunk: Buffer) => {
        data += chunk.toString();
      });
      stream.on('end', () => {
        const { mailFrom, rcptTo } = session.envelope;
        received.push({
          from: mailFrom ? mailFrom.address : '',
          to: rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    /** The address to give SMTP_URL: it trusts this server's certificate and no other. */
    url: `smtp://127.0.0.1:${port}/?tls.ca=${encodeURIComponent(cert)}`,
    port,
    received,
    events,
    /** Connections made so far, and those still open. */
    connections: () => ({ made: connections, open }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

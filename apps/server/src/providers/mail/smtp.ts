import nodemailer from 'nodemailer';
import type { MailTransport } from './transport';

export function createSmtpTransport(smtpUrl: string, from: string): MailTransport {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    deliver: async (message) => {
      await transport.sendMail({ from, ...message });
    },
    close: () => transport.close(),
  };
}

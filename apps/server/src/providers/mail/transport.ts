export interface MailAttachment {
  filename: string;
  contentType: string;
  content: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

/** Where mail goes: a real SMTP server, or the local outbox read at /dev/mailbox. */
export interface MailTransport {
  kind: 'smtp' | 'outbox';
  deliver(message: MailMessage): Promise<void>;
  close(): void;
}

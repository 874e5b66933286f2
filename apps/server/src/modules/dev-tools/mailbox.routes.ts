import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailOutbox } from '../../db/schema';
import { escapeHtml } from '../../lib/escape-html';

const OutboxMessage = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string().nullable(),
  attachments: z.array(
    z.object({ filename: z.string(), contentType: z.string(), content: z.string() }),
  ),
  createdAt: z.string(),
});

const LIMIT = 100;

/** Links in a plain-text body become clickable; everything else stays text. */
function linkify(text: string): string {
  return escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/** The local outbox: what Porchlight would have mailed, newest first (no SMTP_URL set). */
export const mailboxRoutes: FastifyPluginAsyncZod = async (app) => {
  const newest = async () => {
    const rows = await app.database.db
      .select()
      .from(mailOutbox)
      .orderBy(desc(mailOutbox.createdAt))
      .limit(LIMIT);
    return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
  };

  app.get(
    '/mailbox.json',
    { schema: { tags: ['dev'], response: { 200: z.array(OutboxMessage) } } },
    newest,
  );

  app.get('/mailbox', { schema: { tags: ['dev'] } }, async (_request, reply) => {
    const messages = await newest();
    const items = messages
      .map(
        (m) => `<article>
  <h2>${escapeHtml(m.subject)}</h2>
  <p class="meta">To ${escapeHtml(m.to)} · ${escapeHtml(m.createdAt)}</p>
  <pre>${linkify(m.text)}</pre>
  ${m.attachments
    .map(
      (a, index) =>
        `<p class="meta">Attachment: <a href="/dev/mailbox/${m.id}/attachments/${index}" download="${escapeHtml(a.filename)}">${escapeHtml(a.filename)}</a></p>`,
    )
    .join('')}
</article>`,
      )
      .join('\n');
    const empty = '<p>No mail yet. Mail sent while no SMTP_URL is set appears here.</p>';
    return reply.type('text/html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Mailbox · Porchlight</title>
<style>body{font:16px system-ui,sans-serif;max-width:720px;margin:2rem auto;padding:0 1rem}
article{border:1px solid #ccc;border-radius:12px;padding:1rem;margin:1rem 0}
pre{white-space:pre-wrap;font:inherit}.meta{color:#555;font-size:14px}</style></head>
<body><h1>Mailbox</h1><p class="meta">The local outbox of this development server.</p>
${items || empty}</body></html>`);
  });

  app.get(
    '/mailbox/:id/attachments/:index',
    {
      schema: {
        tags: ['dev'],
        params: z.object({ id: z.uuid(), index: z.coerce.number().int().min(0) }),
      },
    },
    async (request, reply) => {
      const [message] = await app.database.db
        .select({ attachments: mailOutbox.attachments })
        .from(mailOutbox)
        .where(eq(mailOutbox.id, request.params.id));
      const attachment = message?.attachments[request.params.index];
      if (!attachment)
        return reply.status(404).send({ error: 'NOT_FOUND', message: 'No such attachment.' });
      return reply
        .type(attachment.contentType)
        .header(
          'Content-Disposition',
          `attachment; filename="${attachment.filename.replace(/"/g, '')}"`,
        )
        .send(attachment.content);
    },
  );
};

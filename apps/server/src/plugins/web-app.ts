import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { buildPageHtml } from './page-heads';

const API_OR_DEV = /^\/(api|dev)(\/|$)/;

/**
 * Serves the built web app: hashed assets cached for a year, pages never cached. Each page of the
 * app (SITE_PAGES) is index.html with its own head; any other address outside /api and /dev is a
 * 404 that still carries the app, which shows the '404 Page Not Found' card.
 */
export async function registerWebApp(
  app: FastifyInstance,
  distDir: string,
  publicUrl: () => string,
) {
  const indexFile = path.join(distDir, 'index.html');
  const built = fs.existsSync(indexFile);
  const pages = built ? buildPageHtml(distDir, publicUrl) : null;
  if (built) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') && !API_OR_DEV.test(pathname);
    if (isPage && pages) {
      const html = pages.page(pathname);
      return reply
        .status(html ? 200 : 404)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(html ?? pages.notFound);
    }
    if (isPage) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet. Run `npm run build`, then reload.');
    }
    const message = `No API route ${request.method} ${pathname}.`;
    return reply.status(404).send({ error: 'NOT_FOUND', message });
  });
}

import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const API_OR_DEV = /^\/(api|dev)(\/|$)/;

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached, and every
 * client route (anything not under /api or /dev) answered with index.html.
 */
export async function registerWebApp(app: FastifyInstance, distDir: string) {
  const indexFile = path.join(distDir, 'index.html');
  const built = fs.existsSync(indexFile);
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
    if (isPage && built) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
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

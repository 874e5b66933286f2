import type { FastifyInstance } from 'fastify';

/**
 * While the server closes, every answer still being made says `Connection: close`, so its
 * keep-alive socket ends with it. Closing only reaps sockets idle at that moment (and new requests
 * get a 503): one busy then would otherwise stay open for the whole keep-alive timeout (72 s).
 */
export function registerDraining(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (request, reply) => {
    if (closing && request.raw.httpVersionMajor === 1) reply.header('connection', 'close');
  });
}

/**
 * Closes the app: in-flight requests get `drainMs` to finish, then the connections still open are
 * cut, so shutdown always ends (and the database behind it is always stopped).
 */
export async function closeDraining(app: FastifyInstance, drainMs: number): Promise<void> {
  const cutOff = setTimeout(() => app.server.closeAllConnections(), drainMs);
  try {
    await app.close();
  } finally {
    clearTimeout(cutOff);
  }
}

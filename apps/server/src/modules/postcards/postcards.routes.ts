import * as routes from '@porchlight/contracts/routes';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsync, onSendHookHandler } from 'fastify';
import { leads, postcardOrders, properties } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { serve } from '../../lib/serve-route';
import { signedInAgent } from '../../plugins/auth';
import { rasterType } from '../../providers/postcards/front-image';
import { renderPostcardFront } from '../../providers/postcards/render';
import { frontForSend } from './postcard-front.service';
import { queuePostcard, requireReturnAddress } from './postcard-order.service';
import { propertyLines } from './postcard-render.service';

/**
 * On every answer of the routes that serve a card's pictures, errors included: the browser takes
 * the body as the type it is sent as (never sniffs it into HTML), and a body opened on its own is
 * a sandbox, without script or the app's origin, whatever it turns out to be.
 */
const pictureHeaders: onSendHookHandler = (_request, reply, payload, done) => {
  reply.header('x-content-type-options', 'nosniff');
  reply.header('content-security-policy', 'sandbox');
  done(null, payload);
};

/** A stored picture's type by its bytes; a stored front that is no PNG, JPEG or WebP is not served. */
function pictureType(image: Buffer): string {
  const type = rasterType(image);
  if (!type) throw new AppError('NOT_FOUND', 'No such postcard.');
  return type;
}

/**
 * Postcards (docs/postcards.md "Sending" and "Rendering and preview"): send one to a lead's owner,
 * see the card as rendered, and the front the app draws for a lead that has no photo.
 */
export const postcardsRoutes: FastifyPluginAsync = async (app) => {
  const provider = app.postcards ? app.postcards.name : 'local';

  serve(app, routes.sendPostcard, async (request) => {
    const agentId = signedInAgent(request).id;
    if (provider === 'thanksio') await requireReturnAddress(app.database.db, agentId);
    // Fetched and checked before the order's transaction, never inside it.
    const front = await frontForSend(request.body.frontImageUrl);
    return queuePostcard({
      pool: app.database.pool,
      jobs: app.jobs,
      agentId,
      request: request.body,
      front,
      now: app.clock.now(),
      resendDays: app.config.POSTCARD_RESEND_DAYS,
      provider,
    });
  });

  /** The agent's own order, or the 404 of one that does not exist. */
  const ownOrder = async (agentId: string, orderId: string) => {
    const [order] = await app.database.db
      .select({
        status: postcardOrders.status,
        failure: postcardOrders.failure,
        failedBy: postcardOrders.failedBy,
        frontImage: postcardOrders.frontImage,
        backPng: postcardOrders.backPng,
      })
      .from(postcardOrders)
      .where(and(eq(postcardOrders.id, orderId), eq(postcardOrders.agentId, agentId)));
    if (!order) throw new AppError('NOT_FOUND', 'No such postcard.');
    return order;
  };

  serve(app, routes.getPostcardOrder, async (request) => {
    const { orderId } = request.params;
    const order = await ownOrder(signedInAgent(request).id, orderId);
    if (order.status === 'failed') {
      const code = order.failedBy === 'service' ? 'POSTCARD_SERVICE_FAILED' : 'CONFLICT';
      throw new AppError(code, order.failure ?? 'This postcard could not be made.');
    }
    if (order.status === 'queued') {
      throw new AppError(
        'POSTCARD_PREPARING',
        'The postcard is still being prepared. Try again in a moment.',
      );
    }
    return { preview_url: `/api/postcards/order/${orderId}/preview`, status: order.status };
  });

  serve(
    app,
    routes.getPostcardPreviewImage,
    async (request, reply) => {
      const order = await ownOrder(signedInAgent(request).id, request.params.orderId);
      const front = request.query.side === 'front';
      const image = front ? order.frontImage : order.backPng;
      if (!image) throw new AppError('NOT_FOUND', 'This postcard has not been rendered.');
      return reply.header('content-type', pictureType(image)).send(image);
    },
    { onSend: pictureHeaders },
  );

  serve(
    app,
    routes.getPostcardFrontImage,
    async (request, reply) => {
      const [lead] = await app.database.db
        .select({
          street: properties.address,
          city: properties.city,
          state: properties.state,
          zip: properties.zip,
        })
        .from(leads)
        .innerJoin(properties, eq(properties.id, leads.propertyId))
        .where(
          and(eq(leads.id, request.params.leadId), eq(leads.agentId, signedInAgent(request).id)),
        );
      if (!lead) throw new AppError('NOT_FOUND', 'No such lead.');
      const png = await renderPostcardFront(propertyLines(lead));
      return reply.header('content-type', 'image/png').send(png);
    },
    { onSend: pictureHeaders },
  );

  serve(
    app,
    routes.getPostcardPrintImage,
    async (request, reply) => {
      const [order] = await app.database.db
        .select({ image: postcardOrders.frontImage })
        .from(postcardOrders)
        .where(eq(postcardOrders.printToken, request.params.token));
      if (!order?.image) throw new AppError('NOT_FOUND', 'No such postcard.');
      return reply.header('content-type', pictureType(order.image)).send(order.image);
    },
    { onSend: pictureHeaders },
  );
};

import {
  ApiError,
  LeadIdParams,
  PostcardOrder,
  PostcardOrderParams,
  PostcardPreview,
  PostcardPreviewQuery,
  PostcardPrintParams,
  SendPostcardRequest,
} from '@porchlight/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { leads, postcardOrders, properties } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { signedInAgent } from '../../plugins/auth';
import { renderPostcardFront } from '../../providers/postcards/render';
import { queuePostcard } from './postcard-order.service';
import { propertyLines } from './postcard-render.service';

const tags = ['postcards'];

/**
 * Postcards (workspace.md §2 Postcard preview, §7): send one to a lead's owner, see the card as
 * rendered, and the front the app draws for a lead that has no photo.
 */
export const postcardsRoutes: FastifyPluginAsyncZod = async (app) => {
  const provider = app.postcards ? app.postcards.name : 'local';

  app.post(
    '/api/postcards/send',
    {
      schema: {
        summary: "Send a postcard to a lead's owner (rendered, and mailed by a postcard service)",
        tags,
        body: SendPostcardRequest,
        response: { 201: PostcardOrder, 404: ApiError, 409: ApiError },
      },
    },
    async (request, reply) => {
      const order = await queuePostcard({
        pool: app.database.pool,
        jobs: app.jobs,
        agentId: signedInAgent(request).id,
        request: request.body,
        now: app.clock.now(),
        resendDays: app.config.POSTCARD_RESEND_DAYS,
        provider,
      });
      return reply.status(201).send(order);
    },
  );

  /** The agent's own order, or the 404 of one that does not exist. */
  const ownOrder = async (agentId: string, orderId: string) => {
    const [order] = await app.database.db
      .select({
        status: postcardOrders.status,
        failure: postcardOrders.failure,
        failedBy: postcardOrders.failedBy,
        frontImage: postcardOrders.frontImage,
        frontType: postcardOrders.frontType,
        backPng: postcardOrders.backPng,
      })
      .from(postcardOrders)
      .where(and(eq(postcardOrders.id, orderId), eq(postcardOrders.agentId, agentId)));
    if (!order) throw new AppError('NOT_FOUND', 'No such postcard.');
    return order;
  };

  app.get(
    '/api/postcards/order/:orderId',
    {
      schema: {
        summary: 'Where the rendered postcard can be seen (409 while it is being prepared)',
        tags,
        params: PostcardOrderParams,
        response: { 200: PostcardPreview, 404: ApiError, 409: ApiError, 502: ApiError },
      },
    },
    async (request) => {
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
      return { preview_url: `/api/postcards/order/${orderId}/preview` };
    },
  );

  app.get(
    '/api/postcards/order/:orderId/preview',
    {
      schema: {
        summary: 'The rendered postcard, its back (or ?side=front), for its agent only',
        tags,
        params: PostcardOrderParams,
        querystring: PostcardPreviewQuery,
      },
    },
    async (request, reply) => {
      const order = await ownOrder(signedInAgent(request).id, request.params.orderId);
      const front = request.query.side === 'front';
      const image = front ? order.frontImage : order.backPng;
      if (!image) throw new AppError('NOT_FOUND', 'This postcard has not been rendered.');
      return reply
        .header('content-type', front ? (order.frontType ?? 'image/png') : 'image/png')
        .send(image);
    },
  );

  app.get(
    '/api/postcards/front/:leadId',
    {
      schema: {
        summary: "The front the app draws for a lead's property (a PNG, 1800×1200)",
        tags,
        params: LeadIdParams,
      },
    },
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
  );

  app.get(
    '/api/postcards/print/:token',
    {
      config: { public: true },
      schema: {
        summary: "A card's front for the postcard service to print, by its unguessable key",
        tags,
        params: PostcardPrintParams,
      },
    },
    async (request, reply) => {
      const [order] = await app.database.db
        .select({ image: postcardOrders.frontImage, type: postcardOrders.frontType })
        .from(postcardOrders)
        .where(eq(postcardOrders.printToken, request.params.token));
      if (!order?.image) throw new AppError('NOT_FOUND', 'No such postcard.');
      return reply.header('content-type', order.type ?? 'image/png').send(order.image);
    },
  );
};

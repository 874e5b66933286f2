import type { FastifyReply } from 'fastify';

declare const shape: unique symbol;

/**
 * JSON text PostgreSQL built in the shape of a contract type `T` (each builder's test parses its
 * output through the contract): a route sends it as it is, with no decoding and re-encoding.
 */
export type JsonText<T> = string & { readonly [shape]: T };

/** Sends JSON text as the answer; Fastify sends a string with a JSON type without serializing. */
export function sendJsonText<T>(reply: FastifyReply, json: JsonText<T>) {
  return reply.type('application/json; charset=utf-8').send(json);
}

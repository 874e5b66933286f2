declare const shape: unique symbol;

/**
 * JSON text PostgreSQL built in the shape of a contract type `T` (each builder's test parses its
 * output through the contract). A route's code returns it and serve() sends it as it is, with no
 * decoding and re-encoding; the route's answer type decides which `T` it may return
 * (docs/architecture.md "Routes").
 */
export type JsonText<T> = string & { readonly [shape]: T };

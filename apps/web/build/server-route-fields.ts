import type { Plugin } from 'vite';

const ROUTE_FILE = /packages[\\/]contracts[\\/]src[\\/]routes[\\/][\w-]+\.ts$/;
/**
 * The fields of a definition the browser never reads: the OpenAPI `summary` (one string, maybe on
 * the next line) and `tags`, the error codes (types only, in the browser) and the schemas' names.
 */
const SERVER_FIELDS =
  /^ {2}(?:summary:\s*(?:'[^']*'|"[^"]*"|`[^`]*`)|(?:tags|errors): \[[^\]]*\]|(?:params|query|body): '\w+'),\n/gm;

/** A route definitions' module without the fields the browser never reads. */
export function withoutServerRouteFields(code: string): string {
  return code.replace(SERVER_FIELDS, '');
}

/**
 * A route definition's summary, tags, error codes and schema names are for the server, its OpenAPI
 * document and the tests (docs/architecture.md "Routes"); the browser reads a call's method, path
 * and answer kind only. The build drops the rest, so a public page that makes a call does not carry
 * a sentence for every call of its module.
 */
export function dropServerRouteFields(): Plugin {
  return {
    name: 'porchlight-drop-server-route-fields',
    apply: 'build',
    // Before the TypeScript transform, on the source as it is written.
    enforce: 'pre',
    transform(code, id) {
      return ROUTE_FILE.test(id) ? { code: withoutServerRouteFields(code), map: null } : null;
    },
  };
}

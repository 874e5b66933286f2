/** What a log line shows in place of a secret. */
export const CENSOR = '[redacted]';

/**
 * Paths whose next segment is itself a secret (the postcard service's print token, a calendar
 * feed's token). A route with a `:token` parameter must be listed here; a test holds every route
 * to it.
 */
export const SECRET_PATH_PREFIXES = ['/api/postcards/print/', '/calendar/'];

/** Each prefix, matched however its slashes are doubled or its letters cased (a 404 logs too). */
const SECRET_PATHS = SECRET_PATH_PREFIXES.map((prefix) => {
  const segments = prefix.split('/').filter(Boolean);
  return new RegExp(`(/+${segments.join('/+')}/+)[^/?#\\s"'<>]+`, 'gi');
});

/** A query parameter's name, kept in the log so the line still says what came. */
const PARAMETER_NAME = /^[A-Za-z_][\w.[\]-]{0,63}$/;

/** A parameter and its value inside free text (a message, a stack). */
const PARAMETER_IN_TEXT = /([?&][A-Za-z_][\w.[\]-]{0,63}=)[^&\s#"'<>]*/g;

function redactPath(path: string): string {
  return SECRET_PATHS.reduce((text, pattern) => text.replace(pattern, `$1${CENSOR}`), path);
}

/**
 * A request URL as the log may show it: secret path segments and every query value replaced.
 * Every value, not a list of known secret names: reset, confirmation and Stripe tokens all arrive
 * as query values, a prefilled email is personal data, and a new link's parameter must not leak
 * until someone remembers to list it. A bare part without `=` may be a value too.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  if (queryAt === -1) return redactPath(url);
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((part) => {
      if (part === '') return part;
      const equals = part.indexOf('=');
      const name = equals === -1 ? '' : part.slice(0, equals);
      return PARAMETER_NAME.test(name) ? `${name}=${CENSOR}` : CENSOR;
    });
  return `${redactPath(url.slice(0, queryAt))}?${query.join('&')}`;
}

/** Free text that may quote a URL (an error's message or stack, a log message). */
export function redactText(text: string): string {
  return redactPath(text).replace(PARAMETER_IN_TEXT, `$1${CENSOR}`);
}

import { afterEach, vi } from 'vitest';

// jsdom has no Clipboard API, no Web Share API and no document.execCommand: a test gives the
// browser it means, and each one goes away after the test.

const added: [object, PropertyKey][] = [];

function define(target: object, key: PropertyKey, value: unknown): void {
  Object.defineProperty(target, key, { value, configurable: true, writable: true });
  added.push([target, key]);
}

afterEach(() => {
  for (const [target, key] of added.splice(0)) Reflect.deleteProperty(target, key);
});

/** navigator.clipboard.writeText, resolving (copied) or rejecting (refused). */
export function stubClipboard(copies: boolean) {
  const writeText = vi.fn(() =>
    copies ? Promise.resolve() : Promise.reject(new DOMException('Denied', 'NotAllowedError')),
  );
  define(navigator, 'clipboard', { writeText });
  return writeText;
}

/** The older copy: document.execCommand('copy'), answering whether it copied. */
export function stubExecCommand(copies: boolean) {
  const execCommand = vi.fn(() => copies);
  define(document, 'execCommand', execCommand);
  return execCommand;
}

/** navigator.share: resolves, or rejects with `error` (an AbortError when the agent cancels). */
export function stubShare(error?: Error) {
  const share = vi.fn((_data: ShareData) => (error ? Promise.reject(error) : Promise.resolve()));
  define(navigator, 'share', share);
  return share;
}

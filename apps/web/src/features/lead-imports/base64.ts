/** Bytes turned into characters per step: small enough for `String.fromCharCode`'s arguments. */
const CHUNK = 0x8000;

/**
 * A file's bytes in base64, as the upload sends them. Built a chunk at a time: spreading 5 MB of
 * bytes into one `String.fromCharCode` call would overflow the stack.
 */
export function toBase64(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  const parts: string[] = [];
  for (let start = 0; start < bytes.length; start += CHUNK) {
    parts.push(String.fromCharCode(...bytes.subarray(start, start + CHUNK)));
  }
  return btoa(parts.join(''));
}

import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * A Follow Up Boss API key sealed at rest (docs/connections.md "What is stored"): AES-256-GCM
 * under a key derived from the server's CONNECTIONS_KEY (SHA-256 of it, so any long random text
 * will do), a fresh 12-byte nonce each time, the agent's id as associated data so a sealed key
 * copied to another agent's row does not open. Stored as nonce ‖ tag ‖ ciphertext.
 */
export interface KeySeal {
  seal(agentId: string, apiKey: string): Buffer;
  open(agentId: string, sealed: Buffer): string;
}

export function keySeal(connectionsKey: string): KeySeal {
  const key = createHash('sha256').update(connectionsKey).digest();
  return {
    seal(agentId, apiKey) {
      const nonce = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, nonce);
      cipher.setAAD(Buffer.from(agentId));
      const body = Buffer.concat([cipher.update(apiKey, 'utf8'), cipher.final()]);
      return Buffer.concat([nonce, cipher.getAuthTag(), body]);
    },
    open(agentId, sealed) {
      const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, 12));
      decipher.setAAD(Buffer.from(agentId));
      decipher.setAuthTag(sealed.subarray(12, 28));
      return Buffer.concat([decipher.update(sealed.subarray(28)), decipher.final()]).toString(
        'utf8',
      );
    },
  };
}

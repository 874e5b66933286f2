import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      PORT: 3000,
      HOST: '127.0.0.1',
      TRUST_PROXY: false,
    });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve('./data'));
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).PORT).toBe(3000);
  });

  it.each([
    ['PORT', 'eighty', 'PORT: must be a port number'],
    ['PORT', '70000', 'PORT: must be between 0 and 65535'],
    ['DATABASE_URL', 'mysql://x@y/z', 'DATABASE_URL: must be a postgres://'],
    ['PUBLIC_URL', 'ftp://example.com', 'PUBLIC_URL: must be an http:// or https:// URL'],
    ['TRUST_PROXY', 'maybe', 'TRUST_PROXY: must be true or false'],
    ['NODE_ENV', 'staging', 'NODE_ENV:'],
  ])('names %s when its value %j is bad', (key, value, expected) => {
    expect(() => loadConfig({ [key]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [key]: value })).toThrow(expected);
  });

  it('shows a bad plain value, so the operator sees what was read', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(
      'PORT: must be a port number (got "eighty")',
    );
  });

  it.each([
    ['DATABASE_URL', 'mysql://app:hunter2-secret@db.internal/porchlight'],
    ['SMTP_URL', 'http://mailer:hunter2-secret@smtp.example.com'],
    ['REALESTATEAPI_KEY', 'hunter2'],
    ['BATCHDATA_KEY', 'hunter2'],
  ])('names %s when its value is bad, never showing the value', (key, value) => {
    const error = captureConfigError({ [key]: value });
    expect(error.message).toContain(`${key}: `);
    expect(error.message).not.toContain('hunter2');
    expect(error.message).not.toContain(value);
  });

  it('reads the proxy flag and an external database', () => {
    const config = loadConfig({
      TRUST_PROXY: 'true',
      DATABASE_URL: 'postgresql://app:secret@db.internal:5432/porchlight',
    });
    expect(config.TRUST_PROXY).toBe(true);
    expect(config.DATABASE_URL).toBe('postgresql://app:secret@db.internal:5432/porchlight');
  });
});

function captureConfigError(env: NodeJS.ProcessEnv): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('the configuration was accepted');
}

import { onlineManager } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from './api-error';
import { applyFieldModeDefaults } from './field-mode-defaults';
import { createQueryClient } from './query-client';

describe('field mode’s defaults', () => {
  it('fails a read at once, unless no answer came while offline: then it waits for the server', () => {
    const client = createQueryClient();
    applyFieldModeDefaults(client);
    const { queries, mutations } = client.getDefaultOptions();
    const retry = queries?.retry;
    if (typeof retry !== 'function') throw new Error('retry is a rule');
    const noAnswer = new NetworkError(new TypeError('Failed to fetch'));

    expect(retry(0, new ApiError(500, ''))).toBe(false);
    expect(retry(0, noAnswer)).toBe(false);
    onlineManager.setOnline(false);
    try {
      expect(retry(0, noAnswer)).toBe(true);
      expect(retry(0, new ApiError(503, ''))).toBe(false);
    } finally {
      onlineManager.setOnline(true);
    }
    // The rest of the defaults stay, and no change waits silently for the connection.
    expect(queries).toMatchObject({ staleTime: Number.POSITIVE_INFINITY, refetchInterval: false });
    expect(mutations).toMatchObject({ retry: false, networkMode: 'always' });
  });
});

import { describe, expect, it } from 'vitest';
import { workerStart } from './job-workers';

describe('job workers', () => {
  it('start at once by default, as the server starts them', async () => {
    const started: string[] = [];
    const workers = workerStart('at-start');
    await workers.start(async () => void started.push('mail'));
    expect(started).toEqual(['mail']);
  });

  it('on first send: none polls until a job is sent, then each starts once, before the send', async () => {
    const started: string[] = [];
    const workers = workerStart('on-first-send');
    await workers.start(async () => void started.push('mail'));
    await workers.start(async () => void started.push('export'));
    expect(started).toEqual([]);
    await Promise.all([workers.startAll(), workers.startAll()]);
    expect(started).toEqual(['mail', 'export']);
    await workers.start(async () => void started.push('postcard'));
    await workers.startAll();
    expect(started).toEqual(['mail', 'export', 'postcard']);
  });
});

import { describe, expect, it } from 'vitest';
import { deferredStart } from './job-start';

describe('job queue start', () => {
  it('runs each step at once by default, as the server starts', async () => {
    const started: string[] = [];
    const start = deferredStart('at-start');
    expect(start.begun).toBe(true);
    await start.step(async () => void started.push('queue'));
    expect(started).toEqual(['queue']);
  });

  it('on first send: no step runs until a job is sent, then each runs once, in order', async () => {
    const started: string[] = [];
    const start = deferredStart('on-first-send');
    await start.step(async () => void started.push('queue'));
    await start.step(async () => void started.push('mail worker'));
    expect(started).toEqual([]);
    expect(start.begun).toBe(false);
    await Promise.all([start.all(), start.all()]);
    expect(started).toEqual(['queue', 'mail worker']);
    expect(start.begun).toBe(true);
    await start.step(async () => void started.push('export worker'));
    await start.all();
    expect(started).toEqual(['queue', 'mail worker', 'export worker']);
  });
});

import { spawn } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeClient, send } from '../bench/http';
import { allTimes, treeMs } from '../bench/process-cpu';

/**
 * A child that spends about `ms` of CPU (its own CPU time, not the clock's: on a busy machine the
 * clock runs ahead of it), then waits to be told to end.
 */
function busyChild(ms: number) {
  const code = `const spent = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; }; const end = spent() + ${ms}; while (spent() < end) {} process.stdout.write('done'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['-e', code], { stdio: ['ignore', 'pipe', 'ignore'] });
  const busyDone = new Promise<void>((resolve) => child.stdout.once('data', () => resolve()));
  return { child, busyDone };
}

describe("the benches' CPU accounting (/proc)", () => {
  it("counts a child's CPU in its parent's tree while it runs, and still once it has ended", async () => {
    const before = treeMs(allTimes(), process.pid, 0);
    const { child, busyDone } = busyChild(400);
    await busyDone;
    const live = treeMs(allTimes(), process.pid, 0);
    expect(live - before).toBeGreaterThanOrEqual(300);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill();
    await exited;
    const ended = treeMs(allTimes(), process.pid, 0);
    expect(ended - before).toBeGreaterThanOrEqual(300);
  });

  it('leaves out the subtree it is told to skip (the server without its PostgreSQL)', async () => {
    const { child, busyDone } = busyChild(300);
    await busyDone;
    const times = allTimes();
    const all = treeMs(times, process.pid, 0);
    const without = treeMs(times, process.pid, child.pid ?? 0);
    expect(all - without).toBeGreaterThanOrEqual(200);
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill();
    await exited;
  });
});

describe("the benches' light client", () => {
  let server: http.Server;
  let url = '';
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      req.on('end', () => {
        if (req.url === '/slow') return; // never answers
        res.setHeader('set-cookie', 'porchlight_session=abc; Path=/; HttpOnly');
        res.setHeader('content-type', 'application/json');
        res.end(
          JSON.stringify({
            method: req.method,
            cookie: req.headers.cookie ?? null,
            ip: req.headers['x-forwarded-for'] ?? null,
            body: body ? JSON.parse(body) : null,
          }),
        );
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    closeClient();
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('sends the cookie, the address and the JSON body, and hands back status, text and session', async () => {
    const answer = await send(url, 'POST', '/api/swipe', {
      cookie: 'porchlight_session=xyz',
      ip: '10.0.0.7',
      body: { action: 'save' },
    });
    expect(answer.status).toBe(200);
    expect(answer.cookie).toBe('porchlight_session=abc');
    expect(answer.ms).toBeGreaterThan(0);
    expect(JSON.parse(answer.text)).toEqual({
      method: 'POST',
      cookie: 'porchlight_session=xyz',
      ip: '10.0.0.7',
      body: { action: 'save' },
    });
  });

  it('gives up on a request with no answer after its timeout, as an error', async () => {
    await expect(send(url, 'GET', '/slow', { timeoutMs: 200 })).rejects.toThrow(
      /no answer within 200 ms/,
    );
  });
});

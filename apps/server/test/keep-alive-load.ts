import http from 'node:http';
import { setTimeout as sleep } from 'node:timers/promises';

export interface Answer {
  status: number;
  body: string;
}

/** One request on `agent`'s keep-alive sockets, as a browser tab would send it. */
export function send(
  agent: http.Agent,
  url: string,
  method: 'GET' | 'POST',
  body?: object,
): Promise<Answer> {
  const payload = body ? JSON.stringify(body) : undefined;
  const headers: Record<string, string> = payload
    ? { 'content-type': 'application/json', origin: new URL(url).origin }
    : {};
  return new Promise((resolve, reject) => {
    const request = http.request(url, { agent, method, headers }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        text += chunk;
      });
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(payload);
  });
}

/** `count` sockets opened at once and left open, idle, by a keep-alive agent. */
export async function openKeepAliveSockets(url: string, count: number): Promise<http.Agent> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: count });
  const answers = await Promise.all(
    Array.from({ length: count }, () => send(agent, `${url}/api/health`, 'GET')),
  );
  if (answers.some((answer) => answer.status !== 200)) throw new Error('health check failed');
  return agent;
}

/** Waits until `done()` holds, polling; throws after `ms`. */
export async function until(done: () => boolean, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(5);
  }
}

/**
 * `count` sign-ins sent at once, each on a keep-alive socket that already served a request; resolves
 * once the server has logged every one as arrived (it logs at info level), so the caller can signal
 * it while they are in flight (scrypt keeps them there).
 */
export async function signInsInFlight(
  url: string,
  serverOutput: () => string,
  count: number,
  credentials: { email: string; password: string },
) {
  const sockets = await openKeepAliveSockets(url, count);
  const arrivedBefore = arrivals(serverOutput());
  let answered = 0;
  let lastAnswerAt = 0;
  const answers = Array.from({ length: count }, () =>
    send(sockets, `${url}/api/authenticate`, 'POST', credentials)
      .catch((error: Error): Answer => ({ status: 0, body: error.message }))
      .then((answer) => {
        answered += 1;
        lastAnswerAt = performance.now();
        return answer;
      }),
  );
  const arrived = () => arrivals(serverOutput()) - arrivedBefore === count;
  await until(arrived, 10_000, 'the sign-ins to reach the server');
  return {
    answers: Promise.all(answers),
    /** The client's side stays open until this: closing them is the server's job. */
    sockets,
    answered: () => answered,
    /** When the last answer came (performance.now()). */
    lastAnswerAt: () => lastAnswerAt,
  };
}

function arrivals(output: string): number {
  return output.split('"url":"/api/authenticate"').length - 1;
}

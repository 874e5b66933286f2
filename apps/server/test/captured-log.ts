import type { AppDependencies } from '../src/app';

/** The app's log lines, as pino writes them, for tests that read what an operator would see. */
export function capturedLog() {
  const lines: string[] = [];
  const logger: AppDependencies['logger'] = {
    level: 'info',
    stream: { write: (line: string) => void lines.push(line) },
  };
  return {
    logger,
    text: () => lines.join(''),
    entries: () =>
      lines.map(
        (line) =>
          JSON.parse(line) as {
            level: number;
            msg?: string;
            err?: { type?: string; message?: string };
          },
      ),
  };
}

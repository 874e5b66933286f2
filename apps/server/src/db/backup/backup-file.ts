import { once } from 'node:events';
import fs from 'node:fs';
import readline from 'node:readline';
import zlib from 'node:zlib';
import { z } from 'zod';

/**
 * A backup is gzipped text, one JSON value a line. Lines starting with `@` say what follows (the
 * header, each table with its columns, the queued jobs, the end); every other line is one row, as
 * PostgreSQL wrote it (`to_jsonb(row)::text`), never parsed by Node, so numbers and times keep
 * their exact text. The end line carries every count, so a cut-off file is refused.
 */
export const FORMAT = 'porchlight-backup';
export const FORMAT_VERSION = 1;

export const AppliedMigration = z.object({ hash: z.string(), createdAt: z.number() });
export type AppliedMigration = z.infer<typeof AppliedMigration>;

const SequenceValue = z.object({ name: z.string(), lastValue: z.string(), isCalled: z.boolean() });

export const BackupHeader = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.literal(FORMAT_VERSION),
  createdAt: z.string(),
  server: z.string(),
  /** The migrations the data was taken at: a restore migrates to exactly these first. */
  migrations: z.array(AppliedMigration),
  sequences: z.array(SequenceValue),
});
export type BackupHeader = z.infer<typeof BackupHeader>;

export const Section = z.union([
  z.object({ table: z.string(), columns: z.array(z.string()) }),
  z.object({ jobs: z.literal(true) }),
]);
export type Section = z.infer<typeof Section>;

export const BackupEnd = z.object({
  end: z.literal(true),
  rows: z.record(z.string(), z.number()),
  jobs: z.number(),
});
export type BackupEnd = z.infer<typeof BackupEnd>;

export type BackupLine =
  | { kind: 'header'; header: BackupHeader }
  | { kind: 'section'; section: Section }
  | { kind: 'row'; text: string }
  | { kind: 'end'; end: BackupEnd };

/** Writes to `<file>.partial` and renames it only when complete, so no half backup has the name. */
export function createBackupWriter(file: string) {
  const partial = `${file}.partial`;
  const gzip = zlib.createGzip();
  const out = gzip.pipe(fs.createWriteStream(partial, { mode: 0o600 }));
  const finished = once(out, 'finish');
  const write = async (text: string) => {
    if (!gzip.write(text)) await once(gzip, 'drain');
  };
  return {
    control: (value: BackupHeader | Section | BackupEnd) => write(`@${JSON.stringify(value)}\n`),
    rows: (lines: string[]) => (lines.length ? write(`${lines.join('\n')}\n`) : Promise.resolve()),
    finish: async () => {
      gzip.end();
      await finished;
      await fs.promises.rename(partial, file);
    },
    abandon: async () => {
      gzip.destroy();
      out.destroy();
      await fs.promises.rm(partial, { force: true });
    },
  };
}

/** The file's lines in order; the first must be the header. */
export async function* readBackup(file: string): AsyncGenerator<BackupLine> {
  const source = fs.createReadStream(file);
  const input = source.pipe(zlib.createGunzip());
  const lines = readline.createInterface({ input, crlfDelay: Number.POSITIVE_INFINITY });
  try {
    yield* parseLines(file, lines);
  } catch (error) {
    const { code, message } = error as { code?: string; message?: string };
    if (!code?.startsWith('Z_')) throw error;
    throw new Error(`${file} is not a complete gzipped Porchlight backup (${message}).`);
  } finally {
    // A reader that stops early (after the header) closes the file too.
    lines.close();
    input.destroy();
    source.destroy();
  }
}

async function* parseLines(file: string, lines: AsyncIterable<string>): AsyncGenerator<BackupLine> {
  let first = true;
  for await (const line of lines) {
    if (line === '') continue;
    if (!line.startsWith('@')) {
      if (first) throw notABackup(file);
      yield { kind: 'row', text: line };
      continue;
    }
    const value: unknown = JSON.parse(line.slice(1));
    if (first) {
      const header = BackupHeader.safeParse(value);
      if (!header.success) throw notABackup(file);
      first = false;
      yield { kind: 'header', header: header.data };
    } else if (BackupEnd.safeParse(value).success) {
      yield { kind: 'end', end: BackupEnd.parse(value) };
    } else {
      yield { kind: 'section', section: Section.parse(value) };
    }
  }
  if (first) throw notABackup(file);
}

function notABackup(file: string) {
  return new Error(`${file} is not a Porchlight backup (format ${FORMAT} ${FORMAT_VERSION}).`);
}

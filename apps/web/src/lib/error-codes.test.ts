import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Errors are told apart by their code (and their typed details), never by the server's sentence:
// a sentence is for people and may be reworded at any time (a review found the weekly limit told
// from the daily one by 'Weekly limit reached', and a lack of credits by 'Insufficient credits').

const SRC = path.resolve(import.meta.dirname, '..');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(file);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

/** Reading a message to decide: `message.includes(…)`, `.message === …`, `/…/.test(message)`. */
const READS_A_MESSAGE =
  /\bmessage\s*(?:\??\.\s*(?:includes|startsWith|endsWith|match|matchAll|search|indexOf)\s*\(|[!=]==(?!\s*(?:undefined|null)\b))|\.test\(\s*[\w.]*message\b/;
/** Whether there is a message at all, or of what type, is not what it says. */
const ASKS_ONLY_IF_THERE = /typeof\s+[\w.]*message\b/;

function messageReads(code: string): string[] {
  return code
    .split('\n')
    .filter((line) => READS_A_MESSAGE.test(line) && !ASKS_ONLY_IF_THERE.test(line));
}

describe('web code and the server’s sentences', () => {
  it('finds the readings it looks for', () => {
    expect(messageReads("return message.includes('Weekly limit reached')")).toHaveLength(1);
    expect(messageReads('if (error.message === WEEKLY) {')).toHaveLength(1);
    expect(messageReads('const weekly = /weekly/i.test(error.message);')).toHaveLength(1);
    expect(messageReads("error?.message?.startsWith('Insufficient')")).toHaveLength(1);
    expect(messageReads('description: message,')).toEqual([]);
    expect(messageReads("typeof message === 'string' &&")).toEqual([]);
    expect(messageReads('if (message === undefined) return;')).toEqual([]);
  });

  it('never decides on what a message says', () => {
    const readers = sourceFiles(SRC).flatMap((file) =>
      messageReads(readFileSync(file, 'utf8')).map(
        (line) => `${path.relative(SRC, file)}: ${line.trim()}`,
      ),
    );
    expect(readers).toEqual([]);
  });
});

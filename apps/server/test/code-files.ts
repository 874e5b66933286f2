import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Every code file under `dir` (`.ts`, `.tsx`), without tests, test folders or migrations: what the
 * house-rule tests read for a rule's one home.
 */
export function codeFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      return entry.name === 'test' || entry.name === 'migrations' ? [] : codeFiles(file);
    }
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

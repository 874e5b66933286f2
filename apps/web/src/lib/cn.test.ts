import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import { cn } from './cn';

// cn runs tailwind-merge on a config of its own (tailwind-merge-config.ts), far smaller than the
// default one. These tests hold it to the full twMerge: on tricky cases, on every class in src with
// every other, and on the class lists each cn call in src can receive.

const SRC = path.resolve(import.meta.dirname, '..');
const OWN = ['lib/cn.ts', 'lib/tailwind-merge-config.ts'].map((file) => path.join(SRC, file));

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : sourceFiles(file);
    const isTest = /\.test\.tsx?$|-test-helpers\.tsx?$|-test-steps\.ts$/.test(entry.name);
    return /\.tsx?$/.test(entry.name) && !isTest && !OWN.includes(file) ? [file] : [];
  });
}

/** A file's code without its comments. */
function codeOf(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|\s)\/\/.*$/gm, '$1');
}

const FILES = sourceFiles(SRC).map((file) => ({ file, code: codeOf(file) }));

/** The string literals in some code; a template literal's text around its `${…}`. */
function literals(code: string): string[] {
  const quoted = [...code.matchAll(/'((?:[^'\\\n]|\\.)*)'|"((?:[^"\\\n]|\\.)*)"/g)].map(
    ([, single, double]) => single ?? double ?? '',
  );
  const templates = [...code.matchAll(/`((?:[^`\\]|\\.)*)`/g)].flatMap(([, text = '']) =>
    text.split(/\$\{[^}]*\}/),
  );
  return [...quoted, ...templates];
}

/** Whether a merger takes the class for a Tailwind class: it drops the class repeated. */
const knows = (merge: (classes: string) => string, token: string) =>
  merge(`${token} ${token}`) === token;

const isClassList = (text: string) =>
  text.split(/\s+/).some((token) => knows(twMerge, token) || knows(cn, token));

/** Every class named in src that twMerge or cn takes for a Tailwind class. */
const CLASSES = [
  ...new Set(
    FILES.flatMap(({ code }) => literals(code))
      .flatMap((text) => text.split(/\s+/))
      // `placeholder-${n}` is a key: no class ends with '-'.
      .filter((token) => !/^$|-$/.test(token) && (knows(twMerge, token) || knows(cn, token))),
  ),
].sort();

describe('cn', () => {
  it.each([
    ['px-4', 'px-0'],
    ['p-4', 'px-2'],
    ['px-2 py-1', 'p-3'],
    ['pt-2 pl-2', 'px-4'],
    ['m-2', 'mx-auto'],
    ['mx-auto', 'ml-4'],
    ['-mt-2', 'mt-4'],
    ['space-y-2', 'space-y-4'],
    ['text-sm', 'text-muted-foreground'],
    ['text-muted-foreground', 'text-sm'],
    ['text-sm text-muted-foreground', 'text-base text-foreground'],
    ['text-left', 'text-center'],
    ['text-center text-sm', 'text-right'],
    ['text-xl leading-tight font-bold', 'text-2xl'],
    ['leading-tight', 'text-sm'],
    ['text-sm', 'leading-tight'],
    ['text-sm/6', 'leading-tight'],
    ['leading-tight', 'text-sm/6'],
    ['text-[14px]', 'text-sm'],
    ['text-[#fff]', 'text-sm'],
    ['text-[#fff]', 'text-foreground'],
    ['bg-primary', 'bg-transparent'],
    ['bg-primary/85', 'bg-card'],
    ['bg-card', 'bg-[#fff]'],
    ['rounded-md', 'rounded-full'],
    ['rounded-t-lg', 'rounded-md'],
    ['rounded-md', 'rounded-t-none'],
    ['h-10', 'h-auto'],
    ['size-9', 'size-11'],
    ['w-4 h-4', 'size-9'],
    ['size-9', 'w-11'],
    ['w-full', 'w-auto'],
    ['w-1/2', 'w-full'],
    ['w-[200px]', 'w-full'],
    ['max-w-md', 'max-w-none'],
    ['min-h-11', 'min-h-0'],
    ['max-h-dvh', 'max-h-[calc(100dvh-1rem)]'],
    ['hover:bg-primary/85', 'hover:bg-accent'],
    ['hover:bg-accent', 'bg-card'],
    ['focus-visible:outline-2', 'focus-visible:outline-none'],
    ['disabled:opacity-50', 'disabled:opacity-60'],
    ['sm:flex-row', 'sm:flex-col'],
    ['sm:p-4', 'md:p-2'],
    ['hover:focus:bg-card', 'focus:hover:bg-muted'],
    ['data-[state=open]:bg-muted', 'data-[state=open]:bg-card'],
    ['aria-invalid:border-destructive', 'aria-invalid:border-input'],
    ['has-[[data-tab-bar]]:pb-4', 'has-[[data-tab-bar]]:pb-0'],
    ['group-hover:text-foreground', 'group-hover:text-primary'],
    ['peer-disabled:opacity-50', 'peer-disabled:opacity-70'],
    ['[&_svg]:size-5', '[&_svg]:size-4'],
    ['after:absolute focus-visible:after:outline-2', 'after:inset-0 after:focus-visible:outline-3'],
    ['p-4', '!p-2'],
    ['!p-4', 'p-2'],
    ['p-4!', 'p-2!'],
    ['border', 'border-0'],
    ['border-2', 'border-[3px]'],
    ['border-t-2', 'border'],
    ['border-x-2', 'border-l-4'],
    ['border-destructive', 'border-input'],
    ['border-l-primary', 'border-primary'],
    ['border-dashed', 'border-solid'],
    ['border border-input', 'border-2 border-primary'],
    ['shadow-sm', 'shadow-none'],
    ['shadow-lg', 'shadow-primary'],
    ['shadow-lg', 'shadow-[0_1px_2px_#0003]'],
    ['shadow-(--card-shadow)', 'shadow-none'],
    ['bg-[url(/hero.jpg)]', 'bg-muted'],
    ['bg-[length:200px_100px]', 'bg-card'],
    ['decoration-(--thickness)', 'decoration-2'],
    ['ring-2 ring-ring', 'ring-0'],
    ['ring-offset-2', 'ring-offset-0'],
    ['outline-2 outline-ring', 'outline-none'],
    ['gap-2', 'gap-4'],
    ['gap-x-1', 'gap-2'],
    ['font-medium', 'font-bold'],
    ['font-mono', 'font-bold'],
    ['leading-tight', 'leading-normal'],
    ['tracking-wide', 'tracking-widest'],
    ['flex-col', 'flex-row'],
    ['flex-wrap', 'flex-col'],
    ['basis-full', 'flex-1'],
    ['flex-1', 'shrink-0'],
    ['shrink-0', 'shrink'],
    ['justify-start', 'justify-between'],
    ['items-center', 'items-start'],
    ['self-start', 'self-stretch'],
    ['grid-cols-2', 'grid-cols-[3fr_2fr]'],
    ['col-span-2', 'col-span-full'],
    ['opacity-50', 'opacity-100'],
    ['underline', 'no-underline'],
    ['underline-offset-4', 'underline-offset-2'],
    ['decoration-2 decoration-primary', 'decoration-foreground'],
    ['truncate', 'whitespace-normal'],
    ['line-clamp-2', 'line-clamp-none'],
    ['line-clamp-2', 'block'],
    ['whitespace-nowrap', 'whitespace-normal'],
    ['break-all', 'break-words'],
    ['block', 'hidden'],
    ['hidden', 'sm:block'],
    ['sr-only', 'not-sr-only'],
    ['visible', 'invisible'],
    ['absolute', 'relative'],
    ['inset-0', 'top-2'],
    ['top-2', 'inset-0'],
    ['inset-x-0', 'left-2'],
    ['-top-3', 'top-0'],
    ['z-50', 'z-[100]'],
    ['overflow-hidden', 'overflow-y-auto'],
    ['overflow-y-auto', 'overflow-hidden'],
    ['cursor-pointer', 'cursor-not-allowed'],
    ['pointer-events-none', 'pointer-events-auto'],
    ['select-none', 'select-text'],
    ['transition-colors', 'transition-none'],
    ['duration-150', 'duration-200'],
    ['ease-in', 'ease-out'],
    ['animate-pulse', 'animate-none'],
    ['rotate-12', '-rotate-12'],
    ['scale-95', 'scale-100'],
    ['translate-y-0', '-translate-y-1/2'],
    ['translate-x-2', 'translate-y-2'],
    ['object-cover', 'object-contain'],
    ['aspect-[3/2]', 'aspect-square'],
    ['fill-foreground', 'fill-none'],
    ['stroke-2', 'stroke-card'],
    ['stroke-card', 'stroke-foreground'],
    ['accent-primary', 'accent-destructive'],
    ['uppercase', 'lowercase'],
    ['italic', 'not-italic'],
    ['tabular-nums', 'proportional-nums'],
    ['list-disc', 'list-decimal'],
    ['divide-y', 'divide-y-2'],
    ['will-change-transform', 'will-change-auto'],
    ['content-none', "after:content-['']"],
    ['[mask-type:luminance]', '[mask-type:alpha]'],
    ['my-card p-2', 'p-4 my-card'],
    ['', undefined],
  ])('merges %j with %j as twMerge does', (base, override) => {
    expect(cn(base, override)).toBe(twMerge(base, override));
  });

  it('keeps a text size with a text colour, and the last of two sizes', () => {
    expect(cn('text-sm', 'text-muted-foreground')).toBe('text-sm text-muted-foreground');
    expect(cn('px-4 text-sm text-foreground', 'px-0 text-base')).toBe(
      'text-foreground px-0 text-base',
    );
  });

  it('keeps a class its config leaves out, as twMerge keeps a class it does not know', () => {
    expect(cn('table-row', 'hidden')).toBe('table-row hidden');
    expect(cn('text-balance', 'text-foreground')).toBe('text-balance text-foreground');
  });

  it('knows every class in src that twMerge knows', () => {
    // When this fails, add the class's values (or group) to tailwind-merge-config.ts.
    expect(CLASSES.length).toBeGreaterThan(300);
    expect(CLASSES.filter((token) => knows(cn, token) !== knows(twMerge, token))).toEqual([]);
  });

  it('merges every class in src with every other as twMerge does', { timeout: 60_000 }, () => {
    // twMerge drops a class if a later one conflicts with it, pair by pair: the same answer on
    // every pair is the same answer on every list of these classes.
    const differ: string[] = [];
    for (const first of CLASSES) {
      for (const second of CLASSES) {
        if (cn(first, second) !== twMerge(first, second)) differ.push(`${first} + ${second}`);
      }
    }
    expect(differ).toEqual([]);
  });

  it('merges what every cn call in src can receive as twMerge does', () => {
    const sites = callSites();
    // The parsing below found the classes of every call: a cva component's base with each of its
    // variants, each className its elements are given in src, each branch of a condition.
    expect(sites.filter(({ lists }) => !lists.some((list) => list.join('').trim()))).toEqual([]);
    expect(sites.length).toBeGreaterThan(50);
    const lists = [
      ...new Set(sites.flatMap(({ lists }) => lists.map((list) => JSON.stringify(list)))),
    ].map((list): string[] => JSON.parse(list));
    expect(lists.length).toBeGreaterThan(300);
    expect(lists.filter((list) => cn(...list) !== twMerge(...list))).toEqual([]);
  });
});

// --- The class lists of the cn calls in src --------------------------------------------------------

/** The text from `open` (an index of `(`, `{` or `[`) to its closing bracket, quotes skipped. */
function balanced(code: string, open: number): string {
  let depth = 0;
  let quote = '';
  for (let i = open; i < code.length; i++) {
    const char = code[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === "'" || char === '"' || char === '`') quote = char;
    else if (char === '(' || char === '{' || char === '[') depth++;
    else if (char === ')' || char === '}' || char === ']') {
      depth--;
      if (depth === 0) return code.slice(open + 1, i);
    }
  }
  return code.slice(open + 1);
}

/** The arguments of a call, split at its top-level commas. */
function splitArguments(text: string): string[] {
  const args: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === "'" || char === '"' || char === '`') quote = char;
    else if ('({['.includes(char ?? '')) depth++;
    else if (')}]'.includes(char ?? '')) depth--;
    else if (char === ',' && depth === 0) {
      args.push(text.slice(start, i));
      start = i + 1;
    }
  }
  return [...args, text.slice(start)].map((arg) => arg.trim()).filter(Boolean);
}

/** The class lists among the literals of some code. */
const classLists = (code: string) => literals(code).filter(isClassList);

/** Every class list a cva(…) gives: its base with one value of each variant. */
function cvaLists(name: string): string[] {
  for (const { code } of FILES) {
    const at = code.search(new RegExp(`\\b${name}\\s*=\\s*cva\\(`));
    if (at === -1) continue;
    const [base = '', options = ''] = splitArguments(balanced(code, code.indexOf('(', at)));
    const variantsAt = options.search(/\bvariants\s*:\s*\{/);
    const variants = variantsAt === -1 ? '' : balanced(options, options.indexOf('{', variantsAt));
    let lists = classLists(base);
    for (const match of variants.matchAll(/\w+\s*:\s*\{/g)) {
      const values = classLists(balanced(variants, (match.index ?? 0) + match[0].length - 1));
      lists = lists.flatMap((list) => values.map((value) => `${list} ${value}`));
    }
    return lists;
  }
  return [];
}

/** The class lists of the value at `at` in some code: a literal, or an object or expression in braces. */
function valueAt(code: string, at: number): string[] {
  if (code[at] === '{') return classLists(balanced(code, at));
  const literal = code.slice(at).match(/^(['"`])((?:(?!\1)[^\\]|\\.)*)\1/);
  return classLists(literal?.[0] ?? '');
}

/** The values given to a name anywhere in src: `name = '…'`, `name: '…'`, `name: { a: '…' }`. */
function valuesOf(name: string): string[] {
  return FILES.flatMap(({ code }) =>
    [
      ...code.matchAll(
        new RegExp(`\\b${name}\\b(?:\\s*:\\s*[\\w<>, ]+)?\\s*[:=]\\s*(?=['"\`{])`, 'g'),
      ),
    ].flatMap((match) => valueAt(code, (match.index ?? 0) + match[0].length)),
  );
}

/** The classes each JSX element `<component … prop=…>` in src is given, one list per element. */
function propValues(component: string, prop: string): string[] {
  return FILES.flatMap(({ code }) =>
    [...code.matchAll(new RegExp(`<${component}\\b`, 'g'))].flatMap((match) => {
      const start = match.index ?? 0;
      const attribute = code.slice(start, tagEnd(code, start)).match(new RegExp(`\\s${prop}=`));
      if (!attribute) return [];
      const lists = valueAt(code, start + (attribute.index ?? 0) + attribute[0].length);
      return lists.length ? [lists.join(' ')] : [];
    }),
  );
}

/** The index just past the `>` that ends the opening tag at `start`. */
function tagEnd(code: string, start: number): number {
  let depth = 0;
  let quote = '';
  for (let i = start + 1; i < code.length; i++) {
    const char = code[i];
    if (quote) {
      if (char === '\\') i++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '{') depth++;
    else if (char === '}') depth--;
    else if (char === '>' && depth === 0) return i + 1;
  }
  return code.length;
}

/**
 * What one argument of a cn call in `component` (its name and parameters) can be: each class list
 * it may hold, and '' if it may hold none.
 */
function argumentValues(arg: string, component: { name: string; params: string }): string[] {
  const variants = arg.match(/^(\w+Variants)\(/);
  if (variants?.[1]) return cvaLists(variants[1]);
  const name = arg.match(/(\w+)(?:\[[^\]]*\])?$/)?.[1] ?? '';
  const isProp = !!name && new RegExp(`\\b${name}\\b`).test(component.params);
  const optional = /&&|\?/.test(arg) || isProp ? [''] : [];
  const lists = classLists(arg);
  if (lists.length) return [...optional, ...lists];
  return [...optional, ...(isProp ? propValues(component.name, name) : valuesOf(name))];
}

/** Each cn call in src, with every class list it can receive: one value of each argument. */
function callSites(): { where: string; lists: string[][] }[] {
  return FILES.flatMap(({ file, code }) =>
    [...code.matchAll(/(?<![\w.])cn\(/g)].map((match) => {
      const at = match.index ?? 0;
      const declaration = [...code.slice(0, at).matchAll(/function (\w+)\s*\(/g)].at(-1);
      const component = {
        name: declaration?.[1] ?? '',
        params: declaration
          ? balanced(code, (declaration.index ?? 0) + declaration[0].length - 1)
          : '',
      };
      const args = splitArguments(balanced(code, at + 2)).map((arg) =>
        argumentValues(arg, component),
      );
      const lists = args.reduce<string[][]>(
        (lists, values) => lists.flatMap((list) => values.map((value) => [...list, value])),
        [[]],
      );
      return { where: `${path.relative(SRC, file)} ${component.name}`, lists };
    }),
  );
}

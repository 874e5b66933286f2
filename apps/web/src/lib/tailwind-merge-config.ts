import type { Config } from 'tailwind-merge';

/*
 * tailwind-merge's config for the utility families Porchlight uses, in place of its default config
 * (9 KB gzipped, on every page). Each group is the default config's group cut down to the values
 * this app can use: a class covered here falls in the same group and conflicts with the same
 * classes as with the full twMerge. A class not covered here is kept, as twMerge keeps any class it
 * does not know. cn.test.ts compares cn with the full twMerge on every pair of classes in src:
 * extend this file when it fails.
 *
 * GROUPS, one group a line. `<prefix>- <value>…` holds the classes `<prefix>-<value>`; its id is
 * the prefix (`text`), then `text*`, `text**` for the next groups on the same prefix. A value is a
 * keyword (lower case) or one of: _ the bare prefix (`border`), N a number, T a t-shirt size (sm,
 * 2xl), A an arbitrary value ([…] or (…)), V an arbitrary variable ((…)), L an arbitrary length,
 * S an arbitrary shadow, C a colour. On a shared prefix, the group listed first takes a class both
 * match: the sizes come before the colours, so that text-sm is a size and text-muted-foreground a
 * colour. `<class>…` (no prefix) holds those classes; its id is the first one (`block` for display).
 * CONFLICTS: `<id> <id>…`, the groups a class of the first one overrides (inset overrides top…).
 */

type Validator = (value: string) => boolean;
type Group = (string | Validator | { [prefix: string]: Group })[];

const isArbitrary: Validator = (v) => /^\[.+\]$|^\(.+\)$/.test(v);

/** The theme's colours (index.css) and Tailwind's palette: add a new theme colour here. */
const COLOUR =
  /^(current|transparent|black|white|[a-z]+-(50|[1-9]00|950)|(background|foreground|card|primary|secondary|muted|accent|destructive|border|input|ring|save|pass)(-foreground)?)$/;

const VALIDATORS: Record<string, Validator | ''> = {
  _: '',
  A: isArbitrary,
  N: (v) => !!v && !Number.isNaN(+v),
  T: (v) => /^\d*(xs|sm|md|lg|xl)$/.test(v),
  // [3px], [1.5rem], [0], [calc(…)], [length:…]: a length rather than a colour.
  L: (v) => /^\[([\d.]|calc\()|^[[(]length:/.test(v),
  // [0_1px_2px_…], (--x): a shadow rather than a colour.
  S: (v) => /^\[(inset_)?-?[\d.]+[a-z]*_|^[[(](shadow:|--)/.test(v),
  // (--x): a variable, a decoration's thickness rather than its colour.
  V: (v) => /^\(.+\)$/.test(v),
  // Not [url(…)], [linear-gradient(…)], [length:…]: an image or a size, which cn leaves alone.
  C: (v) =>
    COLOUR.test(v) || (isArbitrary(v) && !/^.((?!color:)[\w-]+:|url\(|.*gradient\()/.test(v)),
};

// Scales shared by several groups. Where the default config's scales differ (p-auto is no class,
// m-auto is), the one here is their union: a value no group of its prefix has names no class.
const SPACING = 'auto full px N A';
const SIZING = `${SPACING} screen none dvh dvw min max fit T`;
const WIDTH = '_ N L';
const OVERFLOW = 'auto hidden visible scroll';
const STYLE = 'solid dashed dotted none';
const ALIGN = 'start end center stretch';
const JUSTIFY = `${ALIGN} between around evenly`;

/**
 * Padding, margin, border width and colour, radius: the class for all sides overrides the sides
 * (p-4 overrides px-2 and pt-2), x overrides s, e, r, l and y overrides t, b. (rounded-x is no class.)
 */
const SIDED = [
  ['p', SPACING],
  ['m', SPACING],
  ['border-', WIDTH],
  ['border-', 'C'],
  ['rounded-', '_ none full T A'],
];

const GROUPS = `
block inline-block inline flex inline-flex grid hidden
sr-only not-sr-only
visible invisible
static fixed absolute relative sticky
inset- ${SPACING}
inset-x- ${SPACING}
inset-y- ${SPACING}
top- ${SPACING}
right- ${SPACING}
bottom- ${SPACING}
left- ${SPACING}
z- auto N A
overflow- ${OVERFLOW}
overflow-x- ${OVERFLOW}
overflow-y- ${OVERFLOW}
overscroll- auto contain none
object- contain cover
aspect- square video A
basis- ${SPACING}
flex- auto none N A
flex- row row-reverse col col-reverse
flex- wrap nowrap
grow- _ N A
shrink- _ N A
grid-cols- none N A
col-span- full N A
grid-flow- row col
auto-cols- auto fr A
gap- ${SPACING}
gap-x- ${SPACING}
gap-y- ${SPACING}
justify- ${JUSTIFY}
content- none A
content- ${JUSTIFY}
items- ${ALIGN} baseline
self- auto ${ALIGN}
place-content- ${JUSTIFY}
place-items- ${ALIGN}
place-self- auto ${ALIGN}
space-x- ${SPACING}
space-y- ${SPACING}
size- ${SIZING}
w- ${SIZING}
min-w- ${SIZING}
max-w- ${SIZING}
h- ${SIZING}
min-h- ${SIZING}
max-h- ${SIZING}
text- base T L
text- left center right justify
text- C
italic not-italic
font- light normal medium semibold bold extrabold black A
font- sans mono
tabular-nums proportional-nums
tracking- tight normal wide widest A
line-clamp- none N A
leading- none tight snug normal relaxed ${SPACING}
list- disc decimal none
underline no-underline line-through
decoration- N L V
decoration- C
underline-offset- auto N A
uppercase lowercase capitalize normal-case
truncate
whitespace- normal nowrap pre-line pre-wrap
break- normal words all
bg- C
border- ${STYLE}
divide-x- ${WIDTH}
divide-y- ${WIDTH}
outline- ${WIDTH}
outline- ${STYLE}
outline- C
outline-offset- N A
shadow- _ none T S
shadow- C
ring- ${WIDTH}
ring-inset
ring- C
ring-offset- N L
opacity- N A
transition- _ all colors opacity transform none A
duration- N A
ease- linear in out in-out A
animate- none spin pulse A
rotate- none N A
scale- none N A
translate- ${SPACING}
translate-x- ${SPACING}
translate-y- ${SPACING}
accent- C
appearance- none auto
cursor- default pointer not-allowed grab grabbing A
pointer-events- auto none
resize- _ none x y
select- none text auto
touch- auto none manipulation
touch-pan- y
blur- _ none T A
will-change- auto transform A
fill- none C
stroke- N L
stroke- none C
`;

const CONFLICTS = `
overflow overflow-x overflow-y
inset inset-x inset-y top right bottom left
inset-x right left
inset-y top bottom
flex basis grow shrink
gap gap-x gap-y
size w h
text leading
line-clamp block overflow
translate translate-x translate-y
touch touch-pan
touch-pan touch
`;

/** The lines of a table, each split into its words. */
const rows = (table: string) =>
  table
    .trim()
    .split('\n')
    .map((line) => line.split(' '));

export function tailwindMergeConfig(): Config<string, string> {
  const classGroups: Record<string, Group> = {};
  const conflictingClassGroups: Record<string, string[]> = {};
  /** Adds a group, returns its id. */
  const add = (head: string, values: string[]) => {
    const prefix = head.endsWith('-') && head.slice(0, -1);
    let id = prefix || head;
    while (classGroups[id]) id += '*';
    const group = (prefix ? values : [head, ...values]).map((v) => VALIDATORS[v] ?? v);
    classGroups[id] = prefix ? [{ [prefix]: group }] : group;
    return id;
  };
  for (const [prefix = '', values = ''] of SIDED) {
    const ids = ['', ...'xysetrbl'].map((side) =>
      add(`${prefix}${side}-`.replace('--', '-'), values.split(' ')),
    );
    const [all = '', x = '', y = '', s = '', e = '', t = '', r = '', b = '', l = ''] = ids;
    conflictingClassGroups[all] = ids.slice(1);
    conflictingClassGroups[x] = [s, e, r, l];
    conflictingClassGroups[y] = [t, b];
  }
  for (const [head = '', ...values] of rows(GROUPS)) add(head, values);
  for (const [id = '', ...ids] of rows(CONFLICTS)) conflictingClassGroups[id] = ids;
  return {
    cacheSize: 500,
    theme: {},
    classGroups,
    conflictingClassGroups,
    // text-sm/6 sets the line height as text-sm does: the conflicts above cover it.
    conflictingClassGroupModifiers: {},
    orderSensitiveModifiers: ['after', 'before', 'placeholder'],
  };
}

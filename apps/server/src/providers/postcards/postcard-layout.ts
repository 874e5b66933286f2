import type satori from 'satori';
import { HAND, SANS } from './fonts';

/** 6×4 in at 300 dpi. */
export const POSTCARD_SIZE = { width: 1800, height: 1200 } as const;

export interface PostcardBackInput {
  message: string;
  returnAddress: string | null;
  brokerageName: string | null;
  agentName: string;
  agentPhone: string | null;
  recipient: { name: string; street: string; cityStateZip: string };
}

/** What satori draws (its ReactNode type, without the server depending on React). */
export type ReactNode = Parameters<typeof satori>[0];
type Style = Record<string, string | number>;
type Child = ReactNode;

/** satori's object form of an element (no JSX in the server). */
export function h(style: Style, children?: Child, type = 'div', extra: object = {}): ReactNode {
  return { type, key: null, props: { style, children, ...extra } };
}

/** The brand's palette, as the web app's: dark warm text, lamp-light amber. */
export const DARK = '#1c1917';
export const MUTED = '#57534e';
export const AMBER = '#f59e0b';
/** The message's ink: a dark slate, as from a pen. */
const INK = '#1e293b';

/** The message box on the back: the left half less its margins. */
export const MESSAGE_BOX = { width: 750, height: 1040 } as const;
export const MESSAGE_SIZE = { max: 84, min: 26 } as const;

/** Emoji (not ©, ®, ™) have no glyph in the bundled fonts and would print as empty boxes. */
const EMOJI = /(?![©®™])\p{Extended_Pictographic}|\p{Emoji_Presentation}|\u{FE0F}|\u{200D}/gu;

/** The handwritten message alone, as laid out on the back (also measured on its own to fit). */
export function messageBlock(message: string, fontSize: number): ReactNode {
  const style = {
    display: 'flex',
    width: MESSAGE_BOX.width,
    fontFamily: HAND,
    fontSize,
    lineHeight: 1.22,
    color: INK,
    whiteSpace: 'pre-wrap',
    wordBreak: 'break-word',
  };
  return h(style, message.replace(EMOJI, ''));
}

export function backTree(input: PostcardBackInput, messageSize: number): ReactNode {
  const box = { display: 'flex', ...MESSAGE_BOX, overflow: 'hidden' }; // too long: cut at its edge
  const left = h(
    { display: 'flex', width: 900, height: 1200, padding: '80px 60px 80px 90px' },
    h(box, messageBlock(input.message, messageSize)),
  );
  const divider = h({ width: 3, height: 1040, marginTop: 80, backgroundColor: '#d6d3d1' });
  const returnLines = [input.agentName, input.brokerageName, input.returnAddress, input.agentPhone];
  const sender = h(
    { display: 'flex', flexDirection: 'column', maxWidth: 470, fontSize: 28, lineHeight: 1.35 },
    returnLines
      .filter((line): line is string => Boolean(line?.trim()))
      .map((line, i) => h({ fontWeight: i === 0 ? 600 : 400, whiteSpace: 'pre-wrap' }, line)),
  );
  const stamp = h(
    {
      display: 'flex',
      width: 190,
      height: 230,
      border: '3px dashed #a8a29e',
      alignItems: 'center',
      justifyContent: 'center',
      textAlign: 'center',
      fontSize: 22,
      letterSpacing: 2,
      color: '#78716c',
    },
    'POSTAGE',
  );
  const { recipient } = input;
  const to = h(
    { display: 'flex', flexDirection: 'column', maxWidth: 700, fontSize: 44, lineHeight: 1.4 },
    [recipient.name, recipient.street, recipient.cityStateZip].map((line) => h({}, line)),
  );
  const right = h(
    // The bottom 5/8 in stays clear for the USPS barcode.
    {
      display: 'flex',
      flexDirection: 'column',
      width: 897,
      height: 1200,
      padding: '70px 70px 190px',
    },
    [
      h({ display: 'flex', justifyContent: 'space-between' }, [sender, stamp]),
      h({ display: 'flex', flexGrow: 1, alignItems: 'center', justifyContent: 'center' }, to),
    ],
  );
  return h(
    {
      display: 'flex',
      ...POSTCARD_SIZE,
      backgroundColor: '#ffffff',
      color: DARK,
      fontFamily: SANS,
    },
    [left, divider, right],
  );
}

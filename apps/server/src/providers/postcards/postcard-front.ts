import { HAND, SANS } from './fonts';
import { FRONT_BLEED, FRONT_SIZE } from './front-image';
import { AMBER, DARK, h, MUTED, type ReactNode } from './postcard-layout';

export interface PostcardFrontInput {
  street: string;
  cityStateZip: string;
  /** In the handwriting face; "Thinking of selling?" when not given. */
  headline?: string;
}

/** A house drawn with shapes, lit by its porch lamp: the front when there is no photo. */
const HOUSE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="860" height="1200" viewBox="0 0 860 1200">
<rect width="860" height="1200" fill="#fde68a"/><circle cx="660" cy="250" r="110" fill="${AMBER}"/>
<ellipse cx="430" cy="1010" rx="640" ry="190" fill="#a3b18a"/><rect y="1000" width="860" height="200" fill="#8a9a6b"/>
<rect x="560" y="380" width="64" height="150" fill="#78350f"/>
<rect x="200" y="560" width="460" height="380" fill="#fff7ed" stroke="${DARK}" stroke-width="8"/>
<polygon points="160,590 430,340 700,590" fill="#b45309" stroke="${DARK}" stroke-width="8" stroke-linejoin="round"/>
<rect x="240" y="630" width="110" height="110" fill="#fcd34d" stroke="${DARK}" stroke-width="6"/>
<path d="M295 630v110M240 685h110" stroke="${DARK}" stroke-width="5"/>
<rect x="510" y="630" width="110" height="110" fill="#fcd34d" stroke="${DARK}" stroke-width="6"/>
<path d="M565 630v110M510 685h110" stroke="${DARK}" stroke-width="5"/>
<rect x="385" y="760" width="100" height="180" fill="#92400e" stroke="${DARK}" stroke-width="6"/>
<circle cx="465" cy="855" r="7" fill="#fde68a"/><circle cx="520" cy="790" r="46" fill="${AMBER}" opacity="0.3"/>
<circle cx="520" cy="790" r="14" fill="${AMBER}" stroke="${DARK}" stroke-width="4"/>
<polygon points="385,940 485,940 560,1200 310,1200" fill="#e7e5e4"/></svg>`;

/** The house drawing at the front's full height, its own proportions kept (860:1200). */
const HOUSE_WIDTH = Math.round((860 * FRONT_SIZE.height) / 1200);
/** The text's margin on the trimmed card, plus what the cutter takes. */
const MARGIN = 100 + FRONT_BLEED;

/** The app's own front, at thanks.io's 1875×1275 (the card with its bleed). */
export function frontTree(input: PostcardFrontInput): ReactNode {
  const headline = input.headline?.trim() || 'Thinking of selling?';
  const headlineSize = headline.length <= 24 ? 150 : headline.length <= 48 ? 110 : 80;
  const house = h(
    { width: HOUSE_WIDTH, height: FRONT_SIZE.height, flexShrink: 0 },
    undefined,
    'img',
    {
      src: `data:image/svg+xml;base64,${Buffer.from(HOUSE_SVG).toString('base64')}`,
      width: HOUSE_WIDTH,
      height: FRONT_SIZE.height,
    },
  );
  const text = h(
    {
      display: 'flex',
      flexDirection: 'column',
      justifyContent: 'center',
      flexGrow: 1,
      height: FRONT_SIZE.height,
      padding: `${MARGIN}px ${MARGIN}px ${MARGIN}px ${MARGIN - 20}px`,
      overflow: 'hidden',
    },
    [
      h({ fontFamily: HAND, fontWeight: 700, fontSize: headlineSize, lineHeight: 1.05 }, headline),
      h({ width: 160, height: 12, borderRadius: 6, backgroundColor: AMBER, margin: '48px 0' }),
      h({ fontSize: 34, color: MUTED, marginBottom: 12 }, 'About your home at'),
      h({ fontSize: 62, fontWeight: 600, lineHeight: 1.2 }, input.street),
      h({ fontSize: 42, color: '#44403c', marginTop: 8 }, input.cityStateZip),
    ],
  );
  return h(
    {
      display: 'flex',
      ...FRONT_SIZE,
      backgroundColor: '#fffbeb',
      color: DARK,
      fontFamily: SANS,
    },
    [
      house,
      text,
      // The lamp-light stripe along the bottom: 28 px of it left once the bleed is trimmed.
      h({
        position: 'absolute',
        left: 0,
        bottom: 0,
        width: FRONT_SIZE.width,
        height: 28 + FRONT_BLEED,
        backgroundColor: AMBER,
      }),
    ],
  );
}

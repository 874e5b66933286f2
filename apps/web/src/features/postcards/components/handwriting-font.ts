// The one handwriting face (docs/screens.md "Look and feel"), self-hosted: only its latin 400
// woff2, and only in the postcard dialog's chunk, so no other screen asks for a font.
import caveatLatin400 from '@fontsource/caveat/files/caveat-latin-400-normal.woff2?url';

export const HANDWRITING_FAMILY = "'Caveat', cursive";

let added = false;

/** Adds the face to the page once; the browser fetches it when text first uses it. */
export function addHandwritingFont(): void {
  if (added || typeof FontFace === 'undefined') return;
  added = true;
  document.fonts.add(
    new FontFace('Caveat', `url(${caveatLatin400}) format('woff2')`, { display: 'swap' }),
  );
}

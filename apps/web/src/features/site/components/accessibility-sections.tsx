import { TextLink } from '@/components/ui/text-link';
import { LegalList, LegalSection } from './legal-page';

/** A key as it looks on the keyboard, and as a screen reader should say it. */
function Key({ label, spoken }: { label: string; spoken?: string }) {
  return (
    <kbd className="rounded border bg-muted px-1.5 py-0.5 font-mono text-sm">
      <span aria-hidden={spoken ? true : undefined}>{label}</span>
      {spoken && <span className="sr-only">{spoken}</span>}
    </kbd>
  );
}

export function AccessibilitySections() {
  return (
    <>
      <LegalSection heading="Our Commitment">
        <p>
          Porchlight is built to be usable by every agent: with a screen reader, with the keyboard
          alone, on a small phone and in bright sunlight. We aim to meet the Web Content
          Accessibility Guidelines (WCAG) 2.2 at level AA across the app and its public pages.
        </p>
      </LegalSection>
      <LegalSection heading="What We Do">
        <LegalList>
          <li>
            <span className="font-semibold">Keyboard swiping</span>: on a lead card, press{' '}
            <Key label="←" spoken="Left arrow" /> to pass, <Key label="→" spoken="Right arrow" /> to
            save and <Key label="U" /> to undo. Every other control can be reached with Tab, and
            focus is always visible.
          </li>
          <li>
            <span className="font-semibold">Screen-reader announcements</span>: the result of each
            swipe (&ldquo;Lead saved&rdquo;, &ldquo;Lead passed&rdquo;) and every notification are
            announced, and every button, including icon buttons, has a spoken name.
          </li>
          <li>
            <span className="font-semibold">Contrast</span>: colours are chosen so that text meets
            the AA contrast ratios, outdoors on a phone included.
          </li>
          <li>
            <span className="font-semibold">Touch targets</span>: buttons and links are at least 44
            by 44 pixels.
          </li>
          <li>
            <span className="font-semibold">Reduced motion</span>: if your device asks for reduced
            motion, cards change without rotating or flying off the screen, and other animations are
            kept to a minimum.
          </li>
          <li>
            <span className="font-semibold">Dialogs</span> keep focus inside while open and close
            with Escape.
          </li>
          <li>
            <span className="font-semibold">Automated checks</span>: our tests open every screen in
            a real browser and run axe accessibility checks on it; a serious or critical finding
            fails the tests.
          </li>
        </LegalList>
      </LegalSection>
      <LegalSection heading="Known Limitations">
        <LegalList>
          <li>
            The map in a lead&rsquo;s details is a picture. Screen readers hear &ldquo;Map of&rdquo;
            and the address, and the address and property details are always shown as text.
          </li>
          <li>
            Postcard previews are images of the printed card. The message on the card is the text
            you write in the postcard form, where you can read and edit it before sending.
          </li>
          <li>
            Swiping a card needs a dragging gesture; the pass, undo and save buttons and the
            keyboard keys above do the same without one.
          </li>
          <li>
            The payment card form, the billing portal, and the email and text apps that open for
            follow-up are provided by others, so their accessibility is outside our control. Tell us
            if one of them stops you, and we will help another way.
          </li>
        </LegalList>
      </LegalSection>
      <LegalSection heading="Report a Problem">
        <p>
          If any part of Porchlight is hard for you to use, tell us through the{' '}
          <TextLink href="/support">Support form</TextLink>. Say which page or step it was, what
          device and assistive technology you use, and what happened. We respond within 24 hours on
          business days, and we can help you get the task done another way while we fix it.
        </p>
      </LegalSection>
      <LegalSection heading="Date of This Statement">
        <p>
          This statement was prepared in November 2026. We review it whenever we make a major change
          to Porchlight.
        </p>
      </LegalSection>
    </>
  );
}

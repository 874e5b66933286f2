import { Fragment } from 'react';

/**
 * The longest part kept on one line: about 190 px of bold text, less than a contact row holds on a
 * 360 px phone. A longer part may break anywhere rather than overflow the row.
 */
const WHOLE_PART_CHARS = 20;

/**
 * An email address that wraps where a reader expects it to (docs/screens.md "Property Details
 * dialog"): before its "@" and before each dot, never inside a name nor after a hyphen (which
 * would read as a hyphenated line end), unless one part alone is longer than WHOLE_PART_CHARS.
 * The text is the address itself, character for character, so copying it gives it back whole.
 */
export function EmailAddress({ email }: { email: string }) {
  // Each part after the first starts with its "@" or "."; a <wbr> before it is the break.
  const parts = email.split(/(?=[@.])/);
  return (
    <span className="min-w-0 [overflow-wrap:anywhere]">
      {parts.map((part, index) => (
        // The parts of one address never reorder: their index is their identity.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above.
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part.length <= WHOLE_PART_CHARS ? (
            <span className="whitespace-nowrap">{part}</span>
          ) : (
            part
          )}
        </Fragment>
      ))}
    </span>
  );
}

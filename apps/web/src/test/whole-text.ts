import type { MatcherFunction } from '@testing-library/react';

/**
 * Finds the element whose whole text is `text`, even when it is drawn in parts (an email address
 * wraps at its "@" and dots, each part in its own span): the innermost element that reads it all.
 */
export function wholeText(text: string): MatcherFunction {
  return (_content, element) =>
    element?.textContent === text &&
    ![...element.children].some((child) => child.textContent === text);
}

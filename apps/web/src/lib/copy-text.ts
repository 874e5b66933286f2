// A clipboard failure falls back to an older copy method (docs/screens.md "Referrals").

/** The older way: select a hidden textarea and ask the browser to copy the selection. */
function copyWithTextarea(text: string): boolean {
  const focused = document.activeElement;
  const area = document.createElement('textarea');
  area.value = text;
  area.readOnly = true;
  area.setAttribute('aria-hidden', 'true');
  area.style.position = 'fixed';
  area.style.top = '0';
  area.style.opacity = '0';
  document.body.append(area);
  area.select();
  // iOS Safari selects nothing with select() alone.
  area.setSelectionRange(0, text.length);
  try {
    return document.execCommand('copy');
  } catch {
    return false;
  } finally {
    area.remove();
    if (focused instanceof HTMLElement) focused.focus();
  }
}

/**
 * Puts `text` on the clipboard: the Clipboard API, missing on plain HTTP (a LAN address) and
 * refused by some browsers, then the older way. Rejects when neither copied.
 */
export async function copyText(text: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(text);
    return;
  } catch {
    // Fall through to the older way.
  }
  if (!copyWithTextarea(text)) throw new Error('The browser did not copy the text.');
}

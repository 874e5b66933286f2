/**
 * Hands a mailto: or sms: link to the device's mail or messages app, as a tap on a link would.
 * One module, so that tests can stand in for it (jsdom cannot navigate).
 */
export function openExternal(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.click();
}

/**
 * Hands a mailto: or sms: link to the device's mail or messages app, as a tap on a link would.
 * One module, so that tests can stand in for it (jsdom cannot navigate; the e2e journey notes
 * the anchor's click instead of following it).
 *
 * A Send opens its link only after the server has recorded it (one short POST), so this runs
 * after an await, outside the tap's own event. That is why it is a click on a same-tab anchor and
 * never `window.open` or `target="_blank"`: popup blockers (Safari's above all) stop new windows
 * opened after an await, while a same-tab navigation to an external scheme is not a popup.
 * Browsers gate external apps on the tap instead: Chromium stamps the navigation with the tap's
 * transient activation, which lasts 5 s precisely to cover a network round trip (past it, Chrome
 * on Android asks before opening); WebKit carries the gesture for about a second and otherwise
 * asks the user to confirm a mailto:/sms: navigation rather than dropping it.
 */
export function openExternal(url: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.rel = 'noopener';
  link.click();
}

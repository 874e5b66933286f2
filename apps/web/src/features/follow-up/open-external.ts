/**
 * Hands a mailto: or sms: link to the device's mail or messages app. One module, so that tests
 * can stand in for it (jsdom cannot navigate).
 */
export function openExternal(url: string): void {
  window.location.href = url;
}

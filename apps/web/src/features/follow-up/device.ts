type DeviceNavigator = Pick<Navigator, 'userAgent' | 'maxTouchPoints'>;

/**
 * iPhone, iPad or iPod: their sms: links join the body with '&'. An iPad asks
 * for desktop pages and says "Macintosh", so a Mac with a touch screen counts as one.
 */
export function isIosDevice(device: DeviceNavigator = navigator): boolean {
  if (/iPad|iPhone|iPod/.test(device.userAgent)) return true;
  return /Macintosh/.test(device.userAgent) && device.maxTouchPoints > 1;
}

import { describe, expect, it } from 'vitest';
import { isIosDevice } from './device';

const device = (userAgent: string, maxTouchPoints = 0) => ({ userAgent, maxTouchPoints });

describe('isIosDevice', () => {
  it('knows iPhones, iPads and iPods', () => {
    expect(isIosDevice(device('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)', 5))).toBe(
      true,
    );
    expect(isIosDevice(device('Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X)', 5))).toBe(true);
    expect(isIosDevice(device('Mozilla/5.0 (iPod touch; CPU iPhone OS 12_0)', 5))).toBe(true);
  });

  it('counts a Mac with a touch screen (an iPad asking for desktop pages) as iOS', () => {
    const mac = 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15';
    expect(isIosDevice(device(mac, 5))).toBe(true);
    expect(isIosDevice(device(mac, 0))).toBe(false);
  });

  it('leaves Android and desktops out', () => {
    expect(isIosDevice(device('Mozilla/5.0 (Linux; Android 15; Pixel 9)', 5))).toBe(false);
    expect(isIosDevice(device('Mozilla/5.0 (Windows NT 10.0; Win64; x64)'))).toBe(false);
  });
});

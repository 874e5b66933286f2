// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { reloadOncePerVersion } from './reload-once';

describe('reloadOncePerVersion', () => {
  it('reloads once per version in a browser session', () => {
    const reload = vi.fn();

    expect(reloadOncePerVersion('2.1', reload)).toBe(true);
    expect(reloadOncePerVersion('2.1', reload)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(sessionStorage.getItem('porchlight:reloaded-for:2.1')).not.toBeNull();
  });

  it('reloads again for a newer version', () => {
    const reload = vi.fn();

    reloadOncePerVersion('2.1', reload);
    reloadOncePerVersion('2.2', reload);

    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('does not reload when session storage cannot remember it', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const reload = vi.fn();

    expect(reloadOncePerVersion('2.1', reload)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});

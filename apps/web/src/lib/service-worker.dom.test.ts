import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INSTALL_RETRIES, INSTALL_RETRY_MS, registerServiceWorker } from './service-worker';

/** A worker as the browser shows it: its state, and `statechange` when that moves. */
class FakeWorker extends EventTarget {
  state: ServiceWorkerState = 'installing';
  become(state: ServiceWorkerState) {
    this.state = state;
    this.dispatchEvent(new Event('statechange'));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  active: FakeWorker | null = null;
}

/** `navigator.serviceWorker` whose every `register` starts a new install, or fails to start. */
function fakeContainer({ scriptOutOfReach = false } = {}) {
  const registration = new FakeRegistration();
  const register = vi.fn(async () => {
    if (scriptOutOfReach) throw new TypeError('Failed to register a ServiceWorker');
    registration.installing = new FakeWorker();
    return registration;
  });
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
  /** The install under way ends as the browser would end it. */
  const install = async (outcome: 'fails' | 'succeeds') => {
    await vi.advanceTimersByTimeAsync(0);
    const worker = registration.installing;
    if (!worker) throw new Error('no install under way');
    registration.installing = null;
    if (outcome === 'succeeds') registration.active = worker;
    worker.become(outcome === 'succeeds' ? 'activated' : 'redundant');
  };
  return { register, install };
}

function setOnline(online: boolean) {
  Object.defineProperty(navigator, 'onLine', { value: online, configurable: true });
}

// docs/offline.md "The service worker": a failed install is tried again once the phone is online.
describe('registerServiceWorker', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubEnv('PROD', true);
    setOnline(true);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllEnvs();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    Reflect.deleteProperty(navigator, 'onLine');
  });

  it('asks for the worker again a while after an install fails online, and not after one that took', async () => {
    const { register, install } = fakeContainer();
    registerServiceWorker();
    await install('fails');
    await vi.advanceTimersByTimeAsync(INSTALL_RETRY_MS - 1);
    expect(register).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(register).toHaveBeenCalledTimes(2);

    await install('succeeds');
    await vi.advanceTimersByTimeAsync(INSTALL_RETRY_MS * 10);
    expect(register).toHaveBeenCalledTimes(2);
  });

  it('waits for the phone to be online before asking again', async () => {
    const { register, install } = fakeContainer();
    registerServiceWorker();
    setOnline(false);
    await install('fails');
    await vi.advanceTimersByTimeAsync(INSTALL_RETRY_MS * 10);
    expect(register).toHaveBeenCalledTimes(1);

    setOnline(true);
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(register).toHaveBeenCalledTimes(2);
  });

  it('leaves alone a register that gives no registration (a harness blocking workers)', async () => {
    const register = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
    // Reading the missing registration would throw in the promise: Vitest fails the run on it.
    registerServiceWorker();
    await vi.advanceTimersByTimeAsync(INSTALL_RETRY_MS * 10);
    expect(register).toHaveBeenCalledTimes(1);
  });

  it('tries a script out of reach again, at most INSTALL_RETRIES times a page', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { register } = fakeContainer({ scriptOutOfReach: true });
    registerServiceWorker();
    await vi.advanceTimersByTimeAsync(INSTALL_RETRY_MS * (INSTALL_RETRIES + 5));
    expect(register).toHaveBeenCalledTimes(1 + INSTALL_RETRIES);
    expect(warn).toHaveBeenCalledTimes(1 + INSTALL_RETRIES);
    warn.mockRestore();
  });
});

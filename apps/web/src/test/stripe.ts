import type { Stripe, StripeElements } from '@stripe/stripe-js';
import { vi } from 'vitest';

/**
 * A stand-in for Stripe.js (the real one cannot load here), enough for Stripe's React components:
 * Elements creates and mounts a card element into the page; `confirmSetup` answers as the test says.
 */
export function stubStripe(confirmSetup: Stripe['confirmSetup']) {
  const element = {
    mount: vi.fn((node: HTMLElement | string) => {
      if (typeof node !== 'string') node.setAttribute('data-stripe-element', 'payment');
    }),
    unmount: vi.fn(),
    destroy: vi.fn(),
    on: vi.fn(),
    off: vi.fn(),
    once: vi.fn(),
    update: vi.fn(),
    focus: vi.fn(),
    blur: vi.fn(),
    clear: vi.fn(),
    collapse: vi.fn(),
  };
  const elements = {
    create: vi.fn(() => element),
    getElement: vi.fn(() => element),
    update: vi.fn(),
    fetchUpdates: vi.fn(async () => ({})),
    submit: vi.fn(async () => ({})),
  } as unknown as StripeElements;
  const stripe = {
    elements: vi.fn(() => elements),
    confirmSetup: vi.fn(confirmSetup),
    // What Stripe's React components check an object for before taking it as Stripe.js.
    createToken: vi.fn(),
    createPaymentMethod: vi.fn(),
    confirmCardPayment: vi.fn(),
    registerAppInfo: vi.fn(),
    _registerWrapper: vi.fn(),
  };
  return { stripe: stripe as unknown as Stripe, confirmSetup: stripe.confirmSetup, elements };
}

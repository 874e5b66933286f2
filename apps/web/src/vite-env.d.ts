/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Stripe's public key; unset means billing is off and trials start without a card. */
  readonly VITE_STRIPE_PUBLISHABLE_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

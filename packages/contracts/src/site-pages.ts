// No zod in this module: the server's page heads and the web's pages both read it.
import { LEAD_DAYS_PER_WEEK, TRIAL_DAYS } from './plans';

export interface SitePage {
  /** The browser tab's title before " · Porchlight" (the landing page has none). */
  title: string | null;
  /** The search result's and the shared link's summary. */
  description: string;
  /** Whether search engines may list it: the signed-in pages and the mailed links are not. */
  indexed: boolean;
  /** The web's module that draws it: apps/web/src/app/routes/<route>.tsx. */
  route: string;
}

const SIGNED_IN =
  'Your Porchlight workspace: today’s seller leads, saved leads and follow-up. Sign in to continue.';

/**
 * Every page of the web app (docs/screens.md "Every page"), one home for its address, title and
 * description: the server answers these paths with the app and its head, and any other path with a
 * 404.
 */
export const SITE_PAGES = {
  '/': {
    route: 'landing',
    title: null,
    description: `Off-market seller leads for real estate agents, matched to your area ${LEAD_DAYS_PER_WEEK} days a week, weekends included. Swipe to save or pass, then follow up by email and text. ${TRIAL_DAYS}-day free trial.`,
    indexed: true,
  },
  '/login': {
    route: 'login',
    title: 'Login',
    description: 'Sign in to Porchlight to see today’s seller leads and your follow-up.',
    indexed: true,
  },
  '/register': {
    route: 'register',
    title: 'Create Your Account',
    description:
      'Start your 7-day Porchlight trial: tell us your area and the sellers you want, and your first leads arrive the same day.',
    indexed: true,
  },
  '/forgot-password': {
    route: 'forgot-password',
    title: 'Forgot Password',
    description: 'Get a link to set a new Porchlight password.',
    indexed: true,
  },
  '/change-password': {
    route: 'change-password',
    title: 'Change Password',
    description: 'Set a new Porchlight password from the link we emailed you.',
    indexed: false,
  },
  '/confirm-email': {
    route: 'confirm-email',
    title: 'Confirm Email',
    description:
      'Confirm the email address of your Porchlight account from the link we emailed you.',
    indexed: false,
  },
  '/dashboard': {
    route: 'dashboard',
    title: 'Dashboard',
    description: SIGNED_IN,
    indexed: false,
  },
  '/profile': {
    route: 'dashboard',
    title: 'Profile',
    description: SIGNED_IN,
    indexed: false,
  },
  '/wallet': {
    route: 'wallet',
    title: 'Lead Wallet',
    description: SIGNED_IN,
    indexed: false,
  },
  '/support': {
    route: 'support',
    title: 'Support',
    description:
      'Contact Porchlight support: send us a message, call us weekdays 9 AM–6 PM ET, or find a quick answer.',
    indexed: true,
  },
  '/faq': {
    route: 'faq',
    title: 'Frequently Asked Questions',
    description:
      'How Porchlight’s daily leads, quotas, credits, follow-up, lead data and billing work, in plain answers.',
    indexed: true,
  },
  '/terms-and-conditions': {
    route: 'terms-and-conditions',
    title: 'Terms and Conditions',
    description: 'The terms of the Porchlight service, version 1.0, last updated September 2025.',
    indexed: true,
  },
  '/privacy-policy': {
    route: 'privacy-policy',
    title: 'Privacy Policy',
    description:
      'What Porchlight collects, why, how long it keeps it, who it shares it with, and your rights.',
    indexed: true,
  },
  '/accessibility-statement': {
    route: 'accessibility-statement',
    title: 'Accessibility Statement',
    description:
      'Porchlight aims to meet WCAG 2.2 level AA. How we test, what we know, and how to report a problem.',
    indexed: true,
  },
  '/fastcashoffers': {
    route: 'fast-cash-offers',
    title: 'Fast Cash Offers',
    description:
      'Give every seller lead a cash-offer option: our partner service makes fast, fair cash offers on your sellers’ homes.',
    indexed: true,
  },
} as const satisfies Record<string, SitePage>;

export type SitePath = keyof typeof SITE_PAGES;

/** The title the browser tab shows: "Login · Porchlight", or just "Porchlight". */
export function documentTitle(title: string | null | undefined): string {
  return title ? `${title} · Porchlight` : 'Porchlight';
}

/** What an unknown address answers with (docs/screens.md "Page not found"). */
export const NOT_FOUND_PAGE: SitePage = {
  title: 'Page Not Found',
  description: 'There is no page at this address.',
  indexed: false,
  route: 'not-found',
};

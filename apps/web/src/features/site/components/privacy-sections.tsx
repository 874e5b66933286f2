import type { ReactNode } from 'react';
import { ExternalTextLink, TextLink } from '@/components/ui/text-link';
import { LegalContactDetails } from './legal-contact';
import { LegalList, LegalSection } from './legal-page';

/** How long each kind of data is kept (docs/screens.md "Legal pages"). */
export const RETENTION_PERIODS = [
  { data: 'Account data', period: '30 days after cancellation' },
  { data: 'Lead data', period: '90 days after the subscription ends' },
  { data: 'Payment data', period: '7 years' },
  { data: 'Support communications', period: '2 years' },
  { data: 'Log files', period: '30 days' },
] as const;

/**
 * The processors the product is built on (docs/screens.md "Legal pages"), each named for what it
 * does.
 */
const PROCESSORS = [
  { name: 'Stripe', role: 'payments and subscription billing' },
  { name: 'thanks.io', role: 'printing and mailing the postcards you send' },
  { name: 'BatchData', role: 'skip tracing, when you enhance a lead' },
  { name: 'RealEstateAPI', role: 'property and owner data for your leads' },
] as const;

function Term({ children }: { children: ReactNode }) {
  return <span className="font-semibold">{children}</span>;
}

/** The eleven topics of the privacy policy, in the order of docs/screens.md "Legal pages". */
export const PRIVACY_SECTIONS = [
  {
    heading: '1. Data Collected',
    body: (
      <LegalList>
        <li>
          <Term>Account data</Term>: your name, email address, phone number, password (stored only
          as a salted hash), brokerage name, return address and the photo links you add for
          postcards.
        </li>
        <li>
          <Term>Search criteria</Term>: your target area, price range, bedrooms, property types and
          seller types.
        </li>
        <li>
          <Term>Use of the Service</Term>: the leads delivered to you, your swipes, contact
          statuses, the follow-up messages you record as sent, postcards, opt-outs, credits, streaks
          and the email addresses of people you refer.
        </li>
        <li>
          <Term>Payment data</Term>: your subscription, plan and payment status. Card details are
          entered in Stripe&rsquo;s secure form and held by Stripe; we never see or store your full
          card number.
        </li>
        <li>
          <Term>Support communications</Term>: the messages you send us and our replies.
        </li>
        <li>
          <Term>Technical data</Term>: IP address, browser type and the time of each request, in our
          log files; a session cookie that keeps you signed in; and a few settings kept in your
          browser&rsquo;s storage, such as the tab you last opened. Passwords are never kept in your
          browser.
        </li>
        <li>
          <Term>Lead data</Term>: property records and owner contact details from public records and
          data providers, delivered to you as leads.
        </li>
      </LegalList>
    ),
  },
  {
    heading: '2. Legal Basis',
    body: (
      <LegalList>
        <li>
          <Term>Contract</Term>: to provide the Service you signed up for, bill you and support you.
        </li>
        <li>
          <Term>Legitimate interests</Term>: to keep the Service secure, prevent fraud and misuse,
          and improve it; and to supply property and owner data to licensed real estate
          professionals.
        </li>
        <li>
          <Term>Legal obligation</Term>: to keep tax and accounting records and to answer lawful
          requests.
        </li>
        <li>
          <Term>Consent</Term>: where we ask for it, for example for any marketing email; you can
          withdraw it at any time.
        </li>
      </LegalList>
    ),
  },
  {
    heading: '3. Data Retention',
    body: (
      <>
        <p>We keep data only as long as we need it:</p>
        <dl className="flex flex-col divide-y rounded-xl border bg-card">
          {RETENTION_PERIODS.map(({ data, period }) => (
            <div key={data} className="flex flex-col gap-0.5 px-4 py-3">
              <dt className="font-semibold">{data}</dt>
              <dd>{period}</dd>
            </div>
          ))}
        </dl>
        <p>
          Payment data is kept for tax and accounting law. After each period, data is deleted or
          made anonymous.
        </p>
      </>
    ),
  },
  {
    heading: '4. Analytics',
    body: (
      <p>
        Porchlight uses no advertising trackers and no third-party analytics cookies. We learn how
        the Service is used from our own records, such as the number of leads delivered, saved and
        followed up, and use them in aggregate to run and improve the Service. We do not sell your
        data or use it for advertising.
      </p>
    ),
  },
  {
    heading: '5. Payment Processor',
    body: (
      <p>
        Payments are processed by Stripe. When you add a card, you enter it directly into
        Stripe&rsquo;s secure form, and Stripe charges your weekly subscription. Stripe handles your
        card data under its own{' '}
        <ExternalTextLink href="https://stripe.com/privacy">privacy policy</ExternalTextLink>. We
        receive only what we need to manage your subscription, such as your plan, its status and
        whether a payment succeeded.
      </p>
    ),
  },
  {
    heading: '6. Email Types',
    body: (
      <>
        <p>We send only the emails the Service needs:</p>
        <LegalList>
          <li>
            <Term>Account and security</Term>: password reset links you ask for.
          </li>
          <li>
            <Term>Billing</Term>: a reminder before your free trial ends and a notice if a payment
            fails.
          </li>
          <li>
            <Term>Lead exports</Term>: the CSV file of your saved leads, when you export them.
          </li>
          <li>
            <Term>Referral invitations</Term>: sent in your name, only at your request, to the
            address you enter.
          </li>
          <li>
            <Term>Support</Term>: confirmation that we received your message, and our replies.
          </li>
          <li>
            <Term>Notices</Term>: changes to our terms, prices or this policy.
          </li>
        </LegalList>
        <p>We send no marketing email unless you have agreed to receive it.</p>
      </>
    ),
  },
  {
    heading: '7. Your Rights',
    body: (
      <>
        <p>Depending on where you live, you have the right to:</p>
        <LegalList>
          <li>access the personal data we hold about you and receive a copy of it;</li>
          <li>have inaccurate data corrected;</li>
          <li>have your data deleted, unless we must keep it by law;</li>
          <li>object to or restrict some processing, and withdraw consent at any time;</li>
          <li>opt out of any sale or sharing of personal data (we do not sell it).</li>
        </LegalList>
        <p>
          Property owners whose details appear in lead data can ask us to correct or remove them in
          the same way. We will not treat you differently for using these rights.
        </p>
      </>
    ),
  },
  {
    heading: '8. Third Parties',
    body: (
      <>
        <p>
          We share data only with service providers who process it for us under contract. The
          following may be used:
        </p>
        <LegalList>
          {PROCESSORS.map(({ name, role }) => (
            <li key={name}>
              <Term>{name}</Term> for {role}
            </li>
          ))}
        </LegalList>
        <p>
          We also use hosting and email delivery providers, and the map in lead details loads images
          from a map service. We disclose data to authorities only when the law requires it.
        </p>
      </>
    ),
  },
  {
    heading: '9. International Transfers',
    body: (
      <p>
        Porchlight is provided from the United States, and your data is stored and processed there.
        If you use the Service from another country, your data is transferred to the United States,
        with contractual safeguards in place with our service providers.
      </p>
    ),
  },
  {
    heading: '10. Changes to This Policy',
    body: (
      <p>
        We will post any change to this policy on this page with a new date. For material changes,
        we will also email you at least 30 days before they take effect.
      </p>
    ),
  },
  {
    heading: '11. Contact',
    body: (
      <>
        <p>
          To use your rights or ask about your data, contact us through any of the ways below. We
          answer privacy requests within 30 days. See also our{' '}
          <TextLink href="/terms-and-conditions">Terms and Conditions</TextLink>.
        </p>
        <LegalContactDetails />
      </>
    ),
  },
] as const;

export function PrivacySections() {
  return PRIVACY_SECTIONS.map(({ heading, body }) => (
    <LegalSection key={heading} heading={heading}>
      {body}
    </LegalSection>
  ));
}

import { LEAD_DAYS_PER_WEEK, PLANS, TRIAL_DAYS } from '@porchlight/contracts';
import { TextLink } from '@/components/ui/text-link';
import { formatWeeklyPrice } from '@/lib/format';
import { LegalContactDetails } from './legal-contact';
import { LegalList, LegalSection } from './legal-page';

const { pro, premium } = PLANS;

/**
 * The do-not-call and TCPA disclaimer that comes before the numbered terms
 * (docs/screens.md "Legal pages").
 */
export function TermsDisclaimer() {
  return (
    <section
      aria-labelledby="terms-disclaimer"
      className="flex flex-col gap-3 rounded-xl border-2 border-destructive bg-card p-4"
    >
      <h2 id="terms-disclaimer" className="text-xl font-bold">
        Compliance Disclaimer: Do-Not-Call and TCPA
      </h2>
      <p>
        Porchlight supplies property data, owner contact data and tools for reaching property
        owners. It does not give legal advice and does not decide whom you may contact, when or how.
      </p>
      <p className="font-semibold">
        You, the customer, are solely responsible for complying with do-not-call rules and
        telemarketing laws, including the Telephone Consumer Protection Act (TCPA), the
        Telemarketing Sales Rule, the National Do Not Call Registry, state do-not-call lists and
        telemarketing laws, and the CAN-SPAM Act, for every call, text, email and postcard you send.
      </p>
      <p>
        Do-not-call flags, texting quiet hours and opt-out tools in Porchlight are aids only. They
        may be incomplete and do not replace your own checks, consents and records.
      </p>
    </section>
  );
}

/** The twelve numbered sections of the terms (docs/screens.md "Legal pages"). */
export const TERMS_SECTIONS = [
  {
    heading: '1. Scope',
    body: (
      <>
        <p>
          These Terms and Conditions govern every use of Porchlight, the web app and the services
          around it (together, the &ldquo;Service&rdquo;), provided by Porchlight (&ldquo;we&rdquo;,
          &ldquo;us&rdquo;) to you, the customer. You accept them when you tick the terms box during
          registration, and they apply for as long as you have an account.
        </p>
        <p>
          The Service is for business use only. Terms of your own, such as purchase conditions, do
          not apply unless we agree to them in writing.
        </p>
      </>
    ),
  },
  {
    heading: '2. Subject Matter',
    body: (
      <p>
        Porchlight is a subscription service that delivers off-market seller leads to licensed real
        estate professionals, matched to the search criteria they set, together with tools to
        review, save, contact and track those leads. Lead data is compiled from public records and
        third-party data providers and is supplied for your use in your real estate business.
      </p>
    ),
  },
  {
    heading: '3. Scope of Services',
    body: (
      <>
        <LegalList>
          <li>
            Fresh leads on up to {LEAD_DAYS_PER_WEEK} days per week: {pro.dailyLeads} per lead day
            on the {pro.name} plan and {premium.dailyLeads} on the {premium.name} plan. Daily counts
            reset at midnight Eastern Time.
          </li>
          <li>
            A property is never delivered to the same customer twice, and after delivery it is held
            for that customer for a period before it can be delivered to another.
          </li>
          <li>
            Lead details with property data and owner contact data where available; optional
            skip-trace enrichment; export of saved leads as a CSV file.
          </li>
          <li>
            A six-day follow-up plan that opens prepared emails and texts in your own mail and text
            apps. You send every message yourself; Porchlight does not call, text or email owners on
            your behalf. Postcards go out only when you choose to send one.
          </li>
          <li>Lead credits, lead packages, streak rewards and referral credits.</li>
        </LegalList>
        <p>
          We aim for 98% availability of the Service per year. Availability may drop by up to 6% per
          year because of scheduled maintenance or causes outside our control, such as outages of
          networks or third-party providers.
        </p>
        <p>
          Our target is that 95% of delivered leads include owner contact data. This is a target,
          not a guarantee: public records and third-party sources can be incomplete or out of date.
        </p>
      </>
    ),
  },
  {
    heading: '4. Registration and Trial',
    body: (
      <LegalList>
        <li>
          Only licensed real estate agents and real estate companies may register. You must hold a
          valid real estate licence and keep it valid while you use the Service; a company acts
          through its licensed agents.
        </li>
        <li>
          Your account is personal and non-transferable. Do not share your login or let anyone else
          use your account.
        </li>
        <li>The information you give at registration must be accurate and kept up to date.</li>
        <li>
          Every account starts with a {TRIAL_DAYS}-day free trial from the day it is created, on the
          plan you choose. A payment card is required to start the trial.
        </li>
        <li>
          Unless you cancel before the trial ends, your paid subscription starts automatically when
          it ends and is billed weekly in advance.
        </li>
      </LegalList>
    ),
  },
  {
    heading: '5. Data Protection',
    body: (
      <>
        <p>
          We process your personal data as our{' '}
          <TextLink href="/privacy-policy">Privacy Policy</TextLink> describes, and protect it with
          appropriate technical and organisational measures.
        </p>
        <p>
          Lead data contains personal data about property owners. You may use it only for lawful
          real estate purposes, must keep it secure, must not sell or pass it on, must honour every
          owner&rsquo;s request to stop contact, and must delete it when you no longer need it or
          the law requires.
        </p>
      </>
    ),
  },
  {
    heading: '6. Responsibilities',
    body: (
      <>
        <p>You are responsible for:</p>
        <LegalList>
          <li>
            all of your outreach and its compliance with do-not-call, telemarketing, anti-spam, fair
            housing, licensing and advertising laws, including any consent and calling-hour rules
            that apply;
          </li>
          <li>checking numbers against do-not-call registers where the law requires it;</li>
          <li>honouring opt-out requests promptly and keeping your own records of them;</li>
          <li>the content of your scripts, messages and postcards;</li>
          <li>keeping your login details secret and telling us at once of any misuse.</li>
        </LegalList>
        <p>
          We are responsible for providing the Service with reasonable skill and care and for
          answering support requests within 24 hours.
        </p>
      </>
    ),
  },
  {
    heading: '7. Fees',
    body: (
      <LegalList>
        <li>
          The {pro.name} plan costs {formatWeeklyPrice(pro.weeklyPriceCents)} and the {premium.name}{' '}
          plan {formatWeeklyPrice(premium.weeklyPriceCents)}, plus any applicable taxes.
        </li>
        <li>
          Fees are billed weekly in advance to your payment card and renew automatically each week
          until you cancel.
        </li>
        <li>
          Fees are non-refundable, including for partial weeks and unused leads, except where the
          law requires a refund.
        </li>
        <li>If a payment fails, new leads stop until the payment method is updated.</li>
        <li>
          Lead credits have no cash value, cannot be transferred or exchanged for money, and can be
          spent only within the Service.
        </li>
        <li>
          We give at least 30 days&rsquo; notice by email of any change to prices. You may cancel
          before the change takes effect.
        </li>
      </LegalList>
    ),
  },
  {
    heading: '8. Liability',
    body: (
      <>
        <p>
          Lead data is provided as it is received from public records and data providers. We do not
          guarantee that it is accurate or complete, that an owner wants to sell, or that you will
          close any transaction.
        </p>
        <p>
          We are not liable for your outreach or for any claim, fine or penalty arising from calls,
          texts, emails or mail you send. You will indemnify us against claims by third parties that
          arise from your outreach or from your breach of these terms or of the law.
        </p>
        <p>
          To the extent the law allows, our total liability is limited to the fees you paid for the
          Service in the twelve months before the claim arose, and we are not liable for indirect or
          consequential loss, including lost profits. Nothing in these terms limits liability that
          cannot be limited by law.
        </p>
      </>
    ),
  },
  {
    heading: '9. Restrictions and Termination',
    body: (
      <>
        <p>You may not:</p>
        <LegalList>
          <li>resell, publish or share lead data or your account with anyone else;</li>
          <li>
            scrape the Service, access it by automated means, or work around its limits and
            security;
          </li>
          <li>use the Service for any unlawful or discriminatory purpose.</li>
        </LegalList>
        <p>
          You may cancel at any time from Manage Billing on your profile or through Support.
          Cancellation takes effect at the end of the current billing cycle. Pausing your account
          stops new leads but keeps your saved leads.
        </p>
        <p>
          We may restrict or terminate your access for violations of these terms or of the law, for
          non-payment, or for conduct that compromises the integrity, security or availability of
          the platform. Where it is reasonable, we will warn you first and give you a chance to put
          things right.
        </p>
      </>
    ),
  },
  {
    heading: '10. Modifications',
    body: (
      <p>
        We may change these terms, for example when the Service or the law changes. We give at least
        30 days&rsquo; notice by email before a change takes effect. If you do not agree, you may
        cancel before then; if you keep using the Service after that date, the new terms apply. The
        version and date at the top of this page show which terms are current.
      </p>
    ),
  },
  {
    heading: '11. Governing Law',
    body: (
      <p>
        These terms are governed by the laws of the United States and of the state in which
        Porchlight has its registered office, without regard to conflict-of-law rules. The courts of
        that state have jurisdiction over any dispute, unless mandatory law gives you another forum.
      </p>
    ),
  },
  {
    heading: '12. Contact',
    body: (
      <>
        <p>Questions about these terms? Reach us through:</p>
        <LegalContactDetails />
      </>
    ),
  },
] as const;

export function TermsSections() {
  return (
    <>
      <TermsDisclaimer />
      {TERMS_SECTIONS.map(({ heading, body }) => (
        <LegalSection key={heading} heading={heading}>
          {body}
        </LegalSection>
      ))}
    </>
  );
}

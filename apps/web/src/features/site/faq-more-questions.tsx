import {
  activityTypeOfDay,
  BADGES,
  BULK_PURCHASE,
  FOLLOW_UP_DAYS,
  LEAD_PACKAGES,
  REFERRAL_CREDITS,
  SIGNUP_CREDITS,
  STREAK_DAYS_PER_WEEK,
  SUPPORT_HOURS,
  SUPPORT_RESPONSE_TIME,
  TEXTING_CLOSES_HOUR,
  TEXTING_OPENS_HOUR,
} from '@porchlight/contracts';
import { TextLink } from '@/components/ui/text-link';
import { Bullets, CANCEL_PAUSE, PRICING } from './faq-excerpt-questions';

import { FAQ_FIRST_GROUP, type FaqGroup } from './faq-questions';

/** 8 → "8 AM", 21 → "9 PM". */
function clockHour(hour: number): string {
  return `${hour % 12 || 12} ${hour < 12 ? 'AM' : 'PM'}`;
}

function weeks(count: number): string {
  return `${count} week${count === 1 ? '' : 's'}`;
}

const [smallPackage, largePackage] = [LEAD_PACKAGES[25], LEAD_PACKAGES[50]];

const FOLLOW_UP_STEPS = Array.from({ length: FOLLOW_UP_DAYS }, (_, index) => ({
  day: index + 1,
  channel: activityTypeOfDay(index + 1),
}));

const WORKING: FaqGroup = {
  id: 'working',
  title: 'Working Your Leads',
  questions: [
    {
      id: 'swiping',
      question: 'How do I save or pass a lead?',
      answer: (
        <>
          <p>
            Swipe the card right to save the lead or left to pass it, or tap the heart and cross
            buttons below the card. On a keyboard, press the right arrow to save, the left arrow to
            pass, and U to undo.
          </p>
          <p>
            Changed your mind? Undo brings back the last card you swiped. Passed leads stay in the
            dismissed list (View Dismissed Leads on the Saved tab), and you can move any of them
            back.
          </p>
        </>
      ),
    },
    {
      id: 'follow-up',
      question: `How does the ${FOLLOW_UP_DAYS}-day follow-up work?`,
      answer: (
        <>
          <p>
            Saving a lead starts its follow-up: one step a day for {FOLLOW_UP_DAYS} days,
            alternating email and text.
          </p>
          <ol className="flex list-decimal flex-col gap-1 pl-5">
            {FOLLOW_UP_STEPS.map(({ day, channel }) => (
              <li key={day}>
                Day {day}: {channel}
              </li>
            ))}
          </ol>
          <p>
            Messages go out from your own mail and text apps: Porchlight opens each one ready to
            send, filled in from your scripts, so owners see your name and your number. Once every
            contact of the day is sent or passed, the lead moves to the next step after midnight ET.
            A step never advances on its own, so a busy day costs you nothing.
          </p>
        </>
      ),
    },
    {
      id: 'compliance',
      question: 'How do you handle do-not-call numbers and opt-outs?',
      answer: (
        <>
          <Bullets>
            <li>Numbers on a do-not-call register are marked DNC and cannot be sent to.</li>
            <li>
              If an owner asks you to stop, mark the contact Asked to Stop: you will not be able to
              send to it again, and it is listed in the Opt-Out Log on your profile.
            </li>
            <li>
              Texts can be sent only between {clockHour(TEXTING_OPENS_HOUR)} and{' '}
              {clockHour(TEXTING_CLOSES_HOUR)} in the owner&rsquo;s local time; outside those quiet
              hours we tell you when texting opens.
            </li>
          </Bullets>
          <p>
            These tools help, but you remain responsible for do-not-call and telemarketing-law
            compliance, as our{' '}
            <TextLink href="/terms-and-conditions">Terms and Conditions</TextLink> explain.
          </p>
        </>
      ),
    },
    {
      id: 'skip-trace',
      question: 'What is skip-trace enrichment?',
      answer: (
        <p>
          When a lead has few or no contacts, tap Enhance Skip Trace in the lead&rsquo;s details. We
          ask a skip-tracing provider for more of the owner&rsquo;s phone numbers and email
          addresses and add any new ones to the lead. Each lead can be enhanced once; if nothing new
          is found, we say so.
        </p>
      ),
    },
    {
      id: 'postcards',
      question: 'Can I send postcards to owners?',
      answer: (
        <p>
          Yes. From a lead&rsquo;s details or its follow-up card, open Preview Postcard: the front
          shows the property, and the back carries your message in a handwritten style with your
          return address and brokerage from Mailer Settings on your profile. Preview it, then send
          it, and the lead records when it went out.
        </p>
      ),
    },
    {
      id: 'export',
      question: 'How do I export my saved leads?',
      answer: (
        <p>
          On the Saved tab, tap Export Leads and we email a CSV file of your saved leads to your
          account&rsquo;s email address, or tap Download CSV to save it straight to your device. The
          file lists each property, its owners and mailing address, value, equity, lead types,
          phones and emails, and your contact status. Contacts you passed are left out.
        </p>
      ),
    },
  ],
};

const CREDITS: FaqGroup = {
  id: 'credits',
  title: 'Credits and Rewards',
  questions: [
    {
      id: 'earn-credits',
      question: 'What are lead credits and how do I earn them?',
      answer: (
        <>
          <p>Credits pay for extra leads on top of your daily ones. You earn them three ways:</p>
          <Bullets>
            <li>{SIGNUP_CREDITS} credits when you create your account.</li>
            <li>
              {REFERRAL_CREDITS} credits for each agent you refer, and {REFERRAL_CREDITS} for them
              too, once they are confirmed: when they have opened the link in their welcome email
              and worked through their first daily batch or, where a card is taken at signup, when
              their first paid week is charged.
            </li>
            <li>Streak rewards for weekly streaks (see the next question).</li>
          </Bullets>
          <p>
            Your balance and every credit earned or spent are on the{' '}
            <TextLink href="/wallet">Lead Wallet</TextLink> page.
          </p>
        </>
      ),
    },
    {
      id: 'streaks',
      question: 'How do weekly streaks and badges work?',
      answer: (
        <>
          <p>
            A streak day is a day on which you swipe through your whole batch of fresh leads. Make{' '}
            {STREAK_DAYS_PER_WEEK} streak days in one week (Monday to Sunday, Eastern Time) and that
            week counts toward your streak. Keep it going week after week to earn badges, each paid
            once:
          </p>
          <Bullets>
            {BADGES.map((badge) => (
              <li key={badge.id}>
                <span className="font-semibold">{badge.name}</span>: {weeks(badge.requiredStreak)}{' '}
                in a row, {badge.credits} credits
              </li>
            ))}
          </Bullets>
        </>
      ),
    },
    {
      id: 'spend-credits',
      question: 'What can I buy with credits?',
      answer: (
        <>
          <Bullets>
            <li>
              <span className="font-semibold">Lead packages</span>: {smallPackage.leads} leads for{' '}
              {smallPackage.credits} credits from your profile, or {largePackage.leads} leads for{' '}
              {largePackage.credits} credits on the Lead Wallet page.
            </li>
            <li>
              <span className="font-semibold">Bulk lists</span>: {BULK_PURCHASE.leads} leads for{' '}
              {BULK_PURCHASE.credits} credits from Buy Bulk Leads on the Saved tab, searched by zip
              code or city with your own filters.
            </li>
          </Bullets>
          <p>
            You pay only for the leads actually delivered. Bought leads arrive already saved, with
            their follow-up started, and the no-duplicates promise covers them too.
          </p>
        </>
      ),
    },
    {
      id: 'referrals',
      question: 'How does the referral program work?',
      answer: (
        <p>
          Share your referral link or code from your profile or the Lead Wallet page, or send an
          invitation by email. When the agent you invited completes signup, you both receive{' '}
          {REFERRAL_CREDITS} credits. There is no limit on how many agents you can refer.
        </p>
      ),
    },
  ],
};

const ACCOUNT: FaqGroup = {
  id: 'account',
  title: 'Plans, Billing and Support',
  questions: [
    PRICING,
    CANCEL_PAUSE,
    {
      id: 'help',
      question: 'How do I get help?',
      answer: (
        <p>
          Send us a message from the <TextLink href="/support">Support</TextLink> page and we will
          reply {SUPPORT_RESPONSE_TIME}. Phone support is available {SUPPORT_HOURS}.
        </p>
      ),
    },
  ],
};

/** The FAQ page's later groups, in order. */
export const FAQ_MORE_GROUPS: readonly FaqGroup[] = [WORKING, CREDITS, ACCOUNT];

/** Every group, in order (the page's tests count the 20 questions here). */
export const FAQ_GROUPS: readonly FaqGroup[] = [FAQ_FIRST_GROUP, ...FAQ_MORE_GROUPS];

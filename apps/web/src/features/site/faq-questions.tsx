import { LEAD_PACKAGES, SELLER_TYPES } from '@porchlight/contracts';
import {
  Bullets,
  DAILY_LEADS,
  type FaqQuestion,
  LEAD_DATA,
  NO_DUPLICATES,
} from './faq-excerpt-questions';

export type { FaqQuestion };

// Every number below comes from the contracts' constants, the same ones the server and the
// dashboard use, so the FAQ cannot promise a quota, price or reward the app does not give.

export interface FaqGroup {
  id: string;
  /** The group's h2 on the FAQ page. */
  title: string;
  questions: FaqQuestion[];
}

const [_smallPackage, _largePackage] = [LEAD_PACKAGES[25], LEAD_PACKAGES[50]];

/** 8 → "8 AM", 21 → "9 PM". */
function _clockHour(hour: number): string {
  return `${hour % 12 || 12} ${hour < 12 ? 'AM' : 'PM'}`;
}

function _weeks(count: number): string {
  return `${count} week${count === 1 ? '' : 's'}`;
}

const LEADS: FaqGroup = {
  id: 'leads',
  title: 'Your Daily Leads',
  questions: [
    {
      id: 'lead-kinds',
      question: 'What kind of leads does Porchlight deliver?',
      answer: (
        <>
          <p>
            Off-market seller leads: owners who may be ready to sell but have not listed. Each lead
            matches your criteria (location, price range, property types and lead types) and is
            tagged with one or more of these types:
          </p>
          <Bullets>
            {SELLER_TYPES.map((type) => (
              <li key={type.value}>
                <span className="font-semibold">{type.label}</span>: {type.description}
              </li>
            ))}
          </Bullets>
        </>
      ),
    },
    DAILY_LEADS,
    {
      id: 'reset-time',
      question: 'When does my lead count reset?',
      answer: (
        <p>
          Every day at midnight Eastern Time (ET), wherever you are. The weekly count of lead days
          starts again every Monday at midnight ET. When you reach a limit, the Fresh tab shows when
          your next leads are available.
        </p>
      ),
    },
    NO_DUPLICATES,
    LEAD_DATA,
    {
      id: 'short-supply',
      question: 'What happens if there aren’t enough leads in my area?',
      answer: (
        <p>
          You get every matching lead we have, and a banner tells you the batch is partial. From
          there, Get Remaining Leads tops up the same day (never beyond your daily number) when more
          matches exist, or Update Search Criteria lets you widen your area, price range or lead
          types. The Check Lead Count tool on the Fresh tab shows how many matching leads remain
          before you ask.
        </p>
      ),
    },
    {
      id: 'change-criteria',
      question: 'How do I change my area or the kind of sellers I get?',
      answer: (
        <p>
          Open the Criteria tab on your dashboard, change your location, price range, property types
          or lead types, and save. Your next batch of leads follows the new criteria; leads you
          already have stay where they are.
        </p>
      ),
    },
  ],
};

/** The FAQ's first group, drawn with the page; the other three load as the visitor reads on. */
export const FAQ_FIRST_GROUP = LEADS;

/**
 * How many questions the FAQ holds in all (docs/screens.md "FAQ page": 20), known before the rest
 * load.
 */
export const FAQ_QUESTION_COUNT = 20;

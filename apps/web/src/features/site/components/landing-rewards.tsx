import {
  BADGES,
  BULK_PURCHASE,
  REFERRAL_CREDITS,
  STREAK_DAYS_PER_WEEK,
} from '@porchlight/contracts';
import { Link } from 'wouter';
import { Button } from '@/components/ui/button';
import { LandingFacts } from './landing-facts';
import { GiftIcon, LayersIcon, TrophyIcon, VideoIcon } from './landing-icons';
import { CARD, LandingSection } from './landing-section';

const credits = `+${REFERRAL_CREDITS}`;

/** What an agent earns and can add: referral credits, the coaching call, bulk packs, streaks. */
export function LandingRewards() {
  return (
    <>
      <LandingSection
        title="Refer an agent, both earn"
        icon={GiftIcon}
        intro="When an agent you invite joins and confirms their account, you each get lead credits. No limit on invites."
      >
        <LandingFacts
          label="Referral credits"
          facts={[
            [credits, 'credits for you'],
            [credits, 'credits for them'],
          ]}
        />
      </LandingSection>
      {/* There is no coaching screen in the app: the session is a live call members are invited to. */}
      <LandingSection
        title="Daily coaching session"
        icon={VideoIcon}
        intro="A live session for members, weekdays at 8:30 AM EST."
      >
        <Button asChild variant="link" className="self-start px-0">
          <Link href="/support">Ask for the invitation through Support</Link>
        </Button>
      </LandingSection>
      <LandingSection
        title="Buy leads in bulk"
        icon={LayersIcon}
        intro={`Want more? From the Saved tab, ${BULK_PURCHASE.credits} credits buy ${BULK_PURCHASE.leads} extra leads.`}
      />
      <LandingSection
        title="Streak milestones"
        icon={TrophyIcon}
        intro={
          <>
            <span aria-hidden className="mr-2 inline-flex gap-1">
              {Array.from({ length: STREAK_DAYS_PER_WEEK }, (_, index) => index + 1).map((day) => (
                <span key={day} className="size-3 rounded-full bg-primary" />
              ))}
            </span>
            Finish your leads {STREAK_DAYS_PER_WEEK} days in a week: one streak week.
          </>
        }
      >
        <ol className="grid grid-cols-2 gap-2 text-center">
          {BADGES.map(({ id, name, color, requiredStreak: weeks, credits }) => (
            <li key={id} className={`${CARD} flex flex-col items-center gap-1 bg-card`}>
              <span style={{ color }} className="[&_svg]:size-8">
                <TrophyIcon />
              </span>
              <strong>{name}</strong>
              {weeks} {weeks > 1 ? 'weeks' : 'week'}
              <span className="font-semibold">+{credits} credits</span>
            </li>
          ))}
        </ol>
      </LandingSection>
    </>
  );
}

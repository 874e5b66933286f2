import { BADGES } from '@porchlight/contracts';
import { describe, expect, it } from 'vitest';
import { earnedBadgesToast } from './badge-messages';

const [warrior, champion, master] = BADGES;

describe('the earned-badge toast', () => {
  it('says nothing when no badge was earned', () => {
    expect(earnedBadgesToast([])).toBeNull();
  });

  it('names the badge and its credits, for 5 seconds', () => {
    expect(earnedBadgesToast([warrior])).toEqual({
      title: 'Badge Earned: Week Warrior',
      description: '+10 credits added to your wallet',
      duration: 5000,
    });
  });

  it('names every badge earned at once in one toast, with their credits together', () => {
    expect(earnedBadgesToast([warrior, champion, master])).toMatchObject({
      title: 'Badges Earned: Week Warrior, Dedication Champion and Monthly Master',
      description: '+85 credits added to your wallet',
    });
  });
});

import { eq } from 'drizzle-orm';
import { agents, referrals } from '../src/db/schema';
import type { TestApp } from './build-app';
import { createProperties, createSavedLeads } from './factories';
import { waitForMail } from './mail';

/** The agent's id, email and referral code, as the referral tests need them. */
export async function withReferralCode(t: TestApp, agent: { id: string; email: string }) {
  const [row] = await t.database.db
    .select({ referralCode: agents.referralCode })
    .from(agents)
    .where(eq(agents.id, agent.id));
  return { ...agent, referralCode: row?.referralCode ?? '' };
}

/** The token of the confirmation link mailed to an address at signup. */
export async function confirmationToken(t: TestApp, email: string) {
  const mail = await waitForMail(t.app, email);
  const link = mail.text.match(/https:\/\/app\.porchlight\.test\/confirm-email\?token=([\w-]+)/);
  if (!link?.[1]) throw new Error(`no confirmation link in: ${mail.text}`);
  return link[1];
}

/** A daily batch of two leads for the agent: swiped (saved) by default, else still new. */
export async function dailyBatch(t: TestApp, agentId: string, status: 'saved' | 'new' = 'saved') {
  const homes = await createProperties(t.database.db, { zip: '00001', count: 2 });
  return createSavedLeads(
    t.database.db,
    agentId,
    homes.map((home) => home.id),
    { status },
  );
}

/** Where the referral that brought the agent stands. */
export async function referralStatusOf(t: TestApp, friendId: string) {
  const [row] = await t.database.db
    .select({ status: referrals.status })
    .from(referrals)
    .where(eq(referrals.referredAgentId, friendId));
  return row?.status;
}

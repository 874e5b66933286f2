import type { Agent } from '@porchlight/contracts';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/layout/page-title';
import { AccountOverview } from './account-overview';
import { ChangePasswordCard } from './change-password-card';
import { LogoutButton } from './logout-button';
import { MailerSettingsForm } from './mailer-settings-form';

interface ProfilePanelProps {
  agent: Agent;
  /**
   * The Referral Link card, first: the header's Invite button opens the profile, so the link is
   * the first thing in view (referrals).
   */
  referralLink?: ReactNode;
  /** Send Email Invitation, after the link (referrals). */
  inviteByEmail?: ReactNode;
  /** Your Referrals, after the invitation, which adds to it (referrals). */
  referrals?: ReactNode;
  /** The subscription card, after the Account Overview (billing). */
  subscription?: ReactNode;
  /** The Weekly Streak and Earned Badges card, after the subscription (streaks). */
  streak?: ReactNode;
  /** The Lead Wallet card, right after the mailer settings (docs/screens.md "Profile tab"). */
  leadWallet?: ReactNode;
  /** Recent Activity, the first credit transactions, after the Lead Wallet card (credits). */
  recentActivity?: ReactNode;
  /** The follow-up's settings, after the mailer settings (docs/screens.md "Profile tab"). */
  followUpSettings?: ReactNode;
  /** The Connections section, after the follow-up's settings (docs/connections.md). */
  connections?: ReactNode;
}

export function ProfilePanel({
  agent,
  referralLink,
  inviteByEmail,
  referrals,
  subscription,
  streak,
  leadWallet,
  recentActivity,
  followUpSettings,
  connections,
}: ProfilePanelProps) {
  return (
    <>
      <PageTitle title="Profile" />
      {referralLink}
      {inviteByEmail}
      {referrals}
      <AccountOverview agent={agent} />
      {subscription}
      {streak}
      <MailerSettingsForm agent={agent} />
      {leadWallet}
      {recentActivity}
      {followUpSettings}
      {connections}
      <ChangePasswordCard agentId={agent.id} />
      <LogoutButton />
    </>
  );
}

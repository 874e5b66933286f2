import type { Agent } from '@porchlight/contracts';
import type { ReactNode } from 'react';
import { PageTitle } from '@/components/layout/page-title';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ChangePasswordCard } from './change-password-card';
import { LogoutButton } from './logout-button';
import { MailerSettingsForm } from './mailer-settings-form';

/** account.md §4: an active subscription reads as Pro Plan, anything else as Starter Trial. */
function planLabel(agent: Agent): string {
  return agent.subscriptionStatus === 'active' ? 'Pro Plan' : 'Starter Trial';
}

interface ProfilePanelProps {
  agent: Agent;
  /** The follow-up's settings, after the mailer settings (DOMAIN.md "Screens the spec leaves unplaced"). */
  followUpSettings?: ReactNode;
}

export function ProfilePanel({ agent, followUpSettings }: ProfilePanelProps) {
  const rows = [
    { term: 'Name', value: agent.name },
    { term: 'Email', value: agent.email },
    { term: 'Plan', value: planLabel(agent) },
  ];
  return (
    <>
      <PageTitle title="Profile" />
      <Card>
        <CardHeader>
          <CardTitle>Account Overview</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-3">
            {rows.map(({ term, value }) => (
              <div key={term}>
                <dt className="text-sm text-muted-foreground">{term}</dt>
                <dd className="font-medium break-words">{value}</dd>
              </div>
            ))}
          </dl>
        </CardContent>
      </Card>
      <MailerSettingsForm agent={agent} />
      {followUpSettings}
      <ChangePasswordCard agentId={agent.id} />
      <LogoutButton />
    </>
  );
}

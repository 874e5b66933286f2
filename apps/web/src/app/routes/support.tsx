import { SUPPORT_RESPONSE_TIME } from '@porchlight/contracts';
import { type ReactNode, useState } from 'react';
import { PublicPage } from '@/components/layout/public-page';
import { TextLink } from '@/components/ui/text-link';
import { useStoredAgent } from '@/features/accounts/stored-agent';
import { ContactDetails } from '@/features/support/components/contact-details';
import { QuickHelp } from '@/features/support/components/quick-help';
import { SupportForm } from '@/features/support/components/support-form';
import { SupportSuccess } from '@/features/support/components/support-success';

/** A titled part of the page (plain sections, no card chunk: public pages load 100 KB at most). */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="flex flex-col gap-3">
      <h2 id={id} className="text-xl font-bold">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * docs/screens.md "Support page": the contact form (then its success screen), the FAQ link, the
 * contact details and the quick-help items. A signed-in agent's name and email start the form.
 */
export default function SupportRoute() {
  const agent = useStoredAgent();
  const sender = { name: agent?.name ?? '', email: agent?.email ?? '' };
  const [screen, setScreen] = useState<'form' | 'sent' | 'again'>('form');

  return (
    <PublicPage title="Support">
      <p className="text-muted-foreground">
        Questions about your leads, your account or billing? Send us a message and we will respond{' '}
        {SUPPORT_RESPONSE_TIME}.
      </p>
      <Section id="support-message" title="Send Us a Message">
        {screen === 'sent' ? (
          <SupportSuccess onSendAnother={() => setScreen('again')} />
        ) : (
          <SupportForm
            sender={sender}
            onSent={() => setScreen('sent')}
            focusOnMount={screen === 'again'}
          />
        )}
      </Section>
      <p>
        Looking for a quick answer? <TextLink href="/faq">Read the FAQ</TextLink>
      </p>
      <Section id="support-contacts" title="Contact Us">
        <ContactDetails />
      </Section>
      <Section id="quick-help" title="Quick Help">
        <QuickHelp />
      </Section>
    </PublicPage>
  );
}

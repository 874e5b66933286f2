import { useState } from 'react';
import { PageLinks } from '@/components/layout/page-links';
import { PublicPage } from '@/components/layout/public-page';
import { ForgotPasswordForm } from '@/features/accounts/components/forgot-password-form';
import { ResetEmailSent } from '@/features/accounts/components/reset-email-sent';

export default function ForgotPasswordRoute() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);

  if (sent) {
    return (
      <PublicPage title="Check Your Email">
        <ResetEmailSent email={email} onSendAnother={() => setSent(false)} />
      </PublicPage>
    );
  }
  return (
    <PublicPage title="Forgot Password">
      <p className="text-muted-foreground">
        Enter the email address of your account and we will send you a link to choose a new
        password.
      </p>
      <ForgotPasswordForm
        defaultEmail={email}
        onSent={(address) => {
          setEmail(address);
          setSent(true);
        }}
      />
      <PageLinks links={[{ href: '/login', label: 'Back to Login' }]} />
    </PublicPage>
  );
}

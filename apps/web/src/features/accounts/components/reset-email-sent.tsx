import { Link } from 'wouter';
import { Button } from '@/components/ui/button';

const STEPS = [
  'Open the email from Porchlight.',
  'Click the link in it.',
  'Choose a new password.',
];

interface ResetEmailSentProps {
  email: string;
  onSendAnother: () => void;
}

/** docs/screens.md "Forgot password": the confirmation after the reset email is requested. */
export function ResetEmailSent({ email, onSendAnother }: ResetEmailSentProps) {
  return (
    <>
      <p>
        If an account uses <strong className="break-words">{email}</strong>, we have sent it a link
        to reset the password.
      </p>
      <ol className="flex list-decimal flex-col gap-1 pl-6">
        {STEPS.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
      <p className="text-sm text-muted-foreground">
        The link works for 60 minutes. No email? Check your spam folder, or send another.
      </p>
      <Button size="lg" variant="outline" onClick={onSendAnother}>
        Send Another Email
      </Button>
      <Button asChild size="lg">
        <Link href="/login">Back to Login</Link>
      </Button>
    </>
  );
}

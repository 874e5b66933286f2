import { useSearchParams } from 'wouter';
import {
  EmailConfirmationScreen,
  InvalidConfirmationLink,
} from '@/features/accounts/components/email-confirmation-screen';

/** /confirm-email?token=…: the page the signup's confirmation email links to. */
export default function ConfirmEmailRoute() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  if (!token) return <InvalidConfirmationLink />;
  return <EmailConfirmationScreen token={token} />;
}

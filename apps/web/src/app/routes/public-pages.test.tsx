import { render, screen } from '@testing-library/react';
import { type ComponentType, StrictMode, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { Route, Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { VersionBanner } from '@/features/version/components/version-banner';
import { stubApi } from '@/test/api';
import { referralCodeRoute } from '@/test/referrals';
import ChangePasswordRoute from './change-password';
import ConfirmEmailRoute from './confirm-email';
import ForgotPasswordRoute from './forgot-password';
import LandingRoute from './landing';
import LoginRoute from './login';
import RegisterRoute from './register';
import SupportRoute from './support';

/**
 * A public page as a visitor's browser draws it: no query client around it, since only the
 * signed-in workspace loads TanStack Query (docs/performance.md "JavaScript per page"). A page
 * that needed one would throw here.
 */
function renderPublic(Page: ComponentType, path: string) {
  const { hook, searchHook } = memoryLocation({ path });
  render(
    <StrictMode>
      <Router hook={hook} searchHook={searchHook}>
        <Suspense fallback={null}>
          <Route path={path.split('?')[0] ?? '/'} component={Page} />
        </Suspense>
        <VersionBanner />
      </Router>
    </StrictMode>,
  );
}

describe('the public pages without TanStack Query', () => {
  it('draws the landing page with the billing mode it reads, and the version banner', async () => {
    stubApi({ 'GET /api/version': Response.json({ version: '9.9' }) });
    renderPublic(LandingRoute, '/');

    expect(await screen.findByRole('button', { name: 'Update now' })).toBeVisible();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it("reads the referral link's owner on /register", async () => {
    stubApi({
      [referralCodeRoute('MARIA25')]: Response.json({ valid: true, referrerName: 'Maria' }),
    });
    renderPublic(RegisterRoute, '/register?ref=MARIA25');

    expect(await screen.findByText(/Maria/)).toBeVisible();
  });

  it('reads the support contacts on /support', async () => {
    stubApi();
    renderPublic(SupportRoute, '/support');

    expect(await screen.findByRole('link', { name: 'support@porchlight.local' })).toBeVisible();
  });

  it('confirms an email, checks a reset link and offers sign-in and the reset request', async () => {
    stubApi({
      'POST /api/confirm-email': Response.json({ confirmed: true }),
      'POST /api/verify-reset-token': Response.json({ valid: true }),
    });
    renderPublic(ConfirmEmailRoute, '/confirm-email?token=fresh');
    expect(await screen.findByRole('heading', { name: 'Email Confirmed' })).toBeVisible();

    renderPublic(ChangePasswordRoute, '/change-password?token=fresh');
    expect(await screen.findByRole('button', { name: 'Update Password' })).toBeVisible();

    renderPublic(LoginRoute, '/login');
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeVisible();
    renderPublic(ForgotPasswordRoute, '/forgot-password');
    expect(screen.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
  });
});

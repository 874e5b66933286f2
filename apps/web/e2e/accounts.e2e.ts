import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { E2E_PASSWORD } from './support/accounts';
import {
  describeJourney,
  expectAccessible,
  openPhone,
  screenshot,
  untilLoaded,
  useBrowser,
} from './support/browser';

const NEW_PASSWORD = 'Brighter2025$';

async function fill(page: Page, label: string, value: string) {
  await page.getByLabel(label, { exact: true }).fill(value);
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await fill(page, 'Email', email);
  await fill(page, 'Password', password);
  await page.getByRole('button', { name: 'Sign In' }).tap();
}

describeJourney('an account from registration to a password reset', () => {
  const browser = useBrowser();

  it('registers in three steps, logs out and in, resets the password from the mailbox', async () => {
    const { page, context, consoleErrors } = await openPhone(browser());
    const email = `rosa-${Date.now()}@example.test`;

    // Step 1: a mismatched confirmation is caught before step 2.
    await page.goto('/register?ref=FRIEND-42');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await fill(page, 'Name', 'Rosa Delgado');
    await fill(page, 'Email', email);
    await fill(page, 'Phone', '3055550123');
    await fill(page, 'Password', E2E_PASSWORD);
    await fill(page, 'Confirm Password', 'Porchlight2!');
    await page.getByRole('button', { name: 'Next' }).tap();
    await page.getByText('Password Mismatch').first().waitFor();
    await expectAccessible(page, 'register step 1');
    await screenshot(page, 'accounts-register-step-1');
    await fill(page, 'Confirm Password', E2E_PASSWORD);
    await page.getByRole('button', { name: 'Next' }).tap();

    // Step 2: Next waits for the terms; a bad area shows its message (docs/leads.md "Target area").
    await page.getByLabel('Target Area', { exact: true }).waitFor();
    const next = page.getByRole('button', { name: 'Next' });
    expect(await next.isDisabled()).toBe(true);
    await fill(page, 'Target Area', 'Miami');
    await page.getByLabel('Seller Type', { exact: true }).selectOption('tired-landlord');
    await page.getByLabel('I accept the terms and conditions').check();
    expect(await next.isDisabled()).toBe(false);
    await next.tap();
    await page
      .getByText("Please enter valid city, state format (e.g., 'Miami, FL') or 5-digit zip code")
      .first()
      .waitFor();
    await expectAccessible(page, 'register step 2');
    await screenshot(page, 'accounts-register-step-2');
    await fill(page, 'Target Area', 'Miami, FL');
    await next.tap();

    // Step 3: the plan, and no card while billing is not configured.
    await page.getByText('Billing is not configured on this server').waitFor();
    await page.getByLabel(/Premium/).check();
    await expectAccessible(page, 'register step 3');
    await screenshot(page, 'accounts-register-step-3');
    const pending = await page.evaluate(() => localStorage.getItem('pendingRegistrationData'));
    expect(pending).toContain('Rosa Delgado');
    expect(pending).not.toContain(E2E_PASSWORD);
    await page.getByRole('button', { name: 'Start Free Trial' }).tap();

    // The dashboard, signed in: Fresh 10 on premium, initials RD.
    await page.waitForURL('**/dashboard');
    await page.getByRole('tab', { name: 'Fresh 10' }).waitFor();
    expect(await page.getByRole('button', { name: 'Profile' }).textContent()).toBe('RD');
    expect(await page.evaluate(() => localStorage.getItem('pendingRegistrationData'))).toBeNull();

    // Logout from the profile: storage cleared, back to sign-in.
    await page.getByRole('tab', { name: 'Profile' }).tap();
    await page.getByText(email).waitFor();
    await expectAccessible(page, 'profile');
    await screenshot(page, 'accounts-profile');
    await page.getByRole('button', { name: 'Logout' }).tap();
    await page.waitForURL('**/login');
    expect(await page.evaluate(() => localStorage.getItem('agentId'))).toBeNull();

    // A wrong password says so; the right one signs in.
    await signIn(page, email, 'Wrong-password1!');
    await page.getByText('Login Failed').first().waitFor();
    await page.getByText('Invalid email or password.').first().waitFor();
    await expectAccessible(page, 'login failed');
    await screenshot(page, 'accounts-login-failed');
    await fill(page, 'Password', E2E_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).tap();
    await page.waitForURL('**/dashboard');
    await page.getByRole('tab', { name: 'Fresh 10' }).waitFor();

    // Forgot password → the link from the local mailbox → a new password → signed in.
    await page.getByRole('tab', { name: 'Profile' }).tap();
    await untilLoaded(page);
    await page.getByRole('button', { name: 'Logout' }).tap();
    await page.waitForURL('**/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).tap();
    await fill(page, 'Email', email);
    await page.getByRole('button', { name: 'Send Reset Link' }).tap();
    await page.getByRole('heading', { name: 'Check Your Email' }).waitFor();
    await expectAccessible(page, 'check your email');
    await screenshot(page, 'accounts-check-your-email');

    const mailbox = await context.newPage();
    // The reset mail itself: the signup's confirmation mail went to the same address before it.
    const resetLink = mailbox
      .locator('article')
      .filter({ hasText: `To ${email}` })
      .getByRole('link', { name: /change-password\?token=/ });
    await expect
      .poll(
        async () => {
          await mailbox.goto('/dev/mailbox');
          return resetLink.count();
        },
        { timeout: 10_000 },
      )
      .toBeGreaterThan(0);
    await resetLink.first().tap();
    await mailbox.getByLabel('New Password', { exact: true }).waitFor();
    await expectAccessible(mailbox, 'new password');
    await mailbox.getByLabel('New Password', { exact: true }).fill(NEW_PASSWORD);
    await mailbox.getByLabel('Confirm New Password', { exact: true }).fill(NEW_PASSWORD);
    await screenshot(mailbox, 'accounts-new-password');
    await mailbox.getByRole('button', { name: 'Update Password' }).tap();
    await mailbox.waitForURL('**/dashboard');
    await mailbox.getByRole('tab', { name: 'Fresh 10' }).waitFor();
    await mailbox.getByText('Password Updated').first().waitFor();

    // The old password no longer works; the new one does.
    await mailbox.getByRole('tab', { name: 'Profile' }).tap();
    await mailbox.getByRole('button', { name: 'Logout' }).tap();
    await mailbox.waitForURL('**/login');
    await signIn(mailbox, email, E2E_PASSWORD);
    await mailbox.getByText('Login Failed').first().waitFor();
    await signIn(mailbox, email, NEW_PASSWORD);
    await mailbox.waitForURL('**/dashboard');
    expect(consoleErrors.filter((e) => !e.includes('401'))).toEqual([]);
    await context.close();
  });
});

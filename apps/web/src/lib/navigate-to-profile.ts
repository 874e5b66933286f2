/** Raised by the header's Invite and avatar buttons; the dashboard answers with the Profile tab. */
export const NAVIGATE_TO_PROFILE_EVENT = 'navigate-to-profile';

export function navigateToProfile(): void {
  window.dispatchEvent(new Event(NAVIGATE_TO_PROFILE_EVENT));
}

/** Text made safe to put inside HTML (mail bodies, the dev mailbox). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

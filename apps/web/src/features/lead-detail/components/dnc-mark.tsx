/** The phone is on a do-not-call register: a short mark for the eye, the words for a screen reader. */
export function DncMark() {
  return (
    <span className="shrink-0 rounded bg-destructive px-1.5 py-0.5 text-xs font-bold text-destructive-foreground">
      <span aria-hidden="true">DNC</span>
      <span className="sr-only">Do not call</span>
    </span>
  );
}

/** A small equity bar: the owner's share of the value. Decorative: the text says the number. */
export function EquityBar({ percent }: { percent: number }) {
  const width = Math.min(100, Math.max(0, percent));
  return (
    <div aria-hidden="true" className="h-2 w-full overflow-hidden rounded-full bg-muted">
      <div className="h-full rounded-full bg-save" style={{ width: `${width}%` }} />
    </div>
  );
}

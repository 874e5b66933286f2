/** Big numbers, a word under each ("25 leads · 7 days · $0 setup"): read faster than a sentence. */
export function LandingFacts({ label, facts }: { label: string; facts: [string, string][] }) {
  return (
    <ul aria-label={label} className="grid auto-cols-fr grid-flow-col gap-2 text-center">
      {facts.map(([value, unit]) => (
        <li key={unit} className="rounded-xl bg-secondary p-3">
          <strong className="block text-2xl">{value}</strong> {unit}
        </li>
      ))}
    </ul>
  );
}

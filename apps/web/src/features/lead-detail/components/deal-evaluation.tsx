import type { Lead } from '@porchlight/contracts';
import { evaluateDeal } from '../evaluate-deal';
import { DetailSection } from './detail-section';
import { SampleDataBadge } from './sample-data-badge';

/** What the numbers say about the deal; sample figures are labelled as such. */
export function DealEvaluation({ lead }: { lead: Lead }) {
  const findings = evaluateDeal(lead);
  const sample = lead.dataSource === 'sample';
  return (
    <DetailSection title="Deal Evaluation" aside={sample && <SampleDataBadge />}>
      {findings.length > 0 ? (
        <ul className="flex list-disc flex-col gap-1.5 pl-5">
          {findings.map((finding) => (
            <li key={finding}>{finding}</li>
          ))}
        </ul>
      ) : (
        <p className="text-muted-foreground">Not enough data to evaluate this deal.</p>
      )}
      {sample && (
        <p className="text-sm text-muted-foreground">
          These figures come from Porchlight's built-in sample properties, not a property record.
        </p>
      )}
    </DetailSection>
  );
}

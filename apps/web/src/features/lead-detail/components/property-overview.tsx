import {
  estimatedMortgage,
  formatDollars,
  type Lead,
  lastSalePrice,
  leadValue,
  NA,
  shortUsDate,
  statValue,
  whyThisLead,
} from '@porchlight/contracts';
import type { ReactNode } from 'react';
import { LeadTypeTags } from '@/components/lead/lead-type-tags';
import { cn } from '@/lib/cn';
import { equityText } from '../lead-figures';
import { DetailSection } from './detail-section';
import { EquityBar } from './equity-bar';

interface Fact {
  label: string;
  value: string;
  /** The whole row: the headline figures. */
  wide?: boolean;
  extra?: ReactNode;
}

export function PropertyOverview({ lead }: { lead: Lead }) {
  const why = whyThisLead(lead);
  // The source's own rating of its valuation: shown only when it gives one (the FAQ says so).
  const confidence: Fact[] =
    lead.confidenceScore === null
      ? []
      : [{ label: 'Value Confidence', value: `${lead.confidenceScore}/100` }];
  const facts: Fact[] = [
    { label: 'Estimated Value', value: formatDollars(leadValue(lead)), wide: true },
    {
      label: 'Equity',
      value: equityText(lead),
      wide: true,
      extra: lead.equityPercent !== null && <EquityBar percent={lead.equityPercent} />,
    },
    ...confidence,
    { label: 'Estimated Mortgage', value: formatDollars(estimatedMortgage(lead)) },
    { label: 'Last Sale Price', value: formatDollars(lastSalePrice(lead)) },
    { label: 'Last Sale Date', value: shortUsDate(lead.lastSaleDate) },
    { label: 'Year Built', value: lead.yearBuilt === null ? NA : String(lead.yearBuilt) },
    { label: 'Beds', value: statValue(lead.beds ?? lead.bedrooms) },
    { label: 'Baths', value: statValue(lead.baths ?? lead.bathrooms) },
    { label: 'Square Feet', value: statValue(lead.sqft ?? lead.totalArea) },
    { label: 'Property Type', value: lead.propertyType },
  ];

  return (
    <DetailSection title="Property Overview">
      <dl className="grid grid-cols-2 gap-2">
        {facts.map(({ label, value, wide, extra }) => (
          <div
            key={label}
            className={cn('flex flex-col gap-1 rounded-lg bg-muted p-3', wide && 'col-span-2')}
          >
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="flex flex-col gap-1.5 font-semibold tabular-nums">
              {value}
              {extra}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-col gap-1.5">
        <h4 className="text-sm font-semibold text-muted-foreground">Lead Types</h4>
        <LeadTypeTags leadTypes={lead.leadTypes} />
      </div>
      {why && (
        <div className="flex flex-col gap-1">
          <h4 className="text-sm font-semibold text-muted-foreground">Why This Lead</h4>
          <p>{why}</p>
        </div>
      )}
    </DetailSection>
  );
}

import {
  cityLine,
  type LeadCard,
  mailingLine,
  ownerLines,
  statValue,
  whyThisLead,
} from '@porchlight/contracts';
import { Bath, BedDouble, Ruler } from 'lucide-react';
import { LeadTypeTags } from '@/components/lead/lead-type-tags';

/** The card's text below the map: address, size, owner, lead types and why this lead. */
export function LeadCardDetails({ lead }: { lead: LeadCard }) {
  const owners = ownerLines(lead);
  const why = whyThisLead(lead);
  const stats = [
    { label: 'Beds', value: lead.beds ?? lead.bedrooms, Icon: BedDouble },
    { label: 'Baths', value: lead.baths ?? lead.bathrooms, Icon: Bath },
    { label: 'Square feet', value: lead.sqft ?? lead.totalArea, Icon: Ruler },
  ];

  return (
    <div className="flex flex-col gap-2 px-4 py-3">
      <div>
        <h3 className="text-lg leading-tight font-bold">{lead.address}</h3>
        <p className="text-muted-foreground">{cityLine(lead.city, lead.state, lead.zip)}</p>
      </div>
      {why && (
        <p className="truncate text-sm" title={why}>
          <span className="sr-only">Why this lead: </span>
          {why}
        </p>
      )}
      <dl className="grid grid-cols-3 gap-2">
        {stats.map(({ label, value, Icon }) => (
          <div key={label} className="flex items-center gap-1.5 rounded-lg bg-muted px-2 py-1.5">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
            <dt className="sr-only">{label}</dt>
            <dd className="font-semibold tabular-nums">{statValue(value)}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby={`owner-${lead.id}`} className="flex flex-col gap-1">
        <h4 id={`owner-${lead.id}`} className="text-sm font-semibold text-muted-foreground">
          Owner Information
        </h4>
        {owners.length > 0 ? (
          owners.map((owner) => (
            <p key={owner} className="font-medium">
              {owner}
            </p>
          ))
        ) : (
          <p className="font-medium">Not available</p>
        )}
        <p className="text-sm">
          <span className="text-muted-foreground">Mailing address: </span>
          {mailingLine(lead)}
        </p>
      </section>
      <LeadTypeTags leadTypes={lead.leadTypes} />
    </div>
  );
}

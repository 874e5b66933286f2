import type { ReactNode } from 'react';
import { LoadError } from '@/components/layout/load-error';
import { PageTitle } from '@/components/layout/page-title';
import { isUnauthorized } from '@/lib/api-error';
import { useCriteria } from '../api/get-criteria';
import { CriteriaForm } from './criteria-form';
import { CriteriaSkeleton } from './criteria-skeleton';

/**
 * The Criteria tab (docs/screens.md "Criteria tab"): the agent's search criteria and the lead-count
 * check.
 */
interface CriteriaPanelProps {
  agentId: string;
  /** The lead-count tool, placed under the form by the page. */
  countTool: ReactNode;
  /** Called after a save, for what other features keep about the old criteria. */
  onSaved: () => void;
}

export function CriteriaPanel({ agentId, countTool, onSaved }: CriteriaPanelProps) {
  const criteria = useCriteria(agentId);
  // A 401 has already sent the browser to sign-in (the query client's handler): no error flash.
  const failed = criteria.isError && !isUnauthorized(criteria.error);
  return (
    <>
      <PageTitle title="Your Search Criteria" />
      {criteria.data ? (
        <CriteriaForm agentId={agentId} criteria={criteria.data} onSaved={onSaved} />
      ) : failed ? (
        <LoadError
          what="your criteria"
          error={criteria.error}
          retrying={criteria.isFetching}
          onRetry={() => criteria.refetch()}
        />
      ) : (
        <CriteriaSkeleton />
      )}
      {countTool}
    </>
  );
}

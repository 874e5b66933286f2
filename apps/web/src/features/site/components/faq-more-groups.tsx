import { FAQ_MORE_GROUPS } from '../faq-more-questions';
import { FaqGroupSection, type FaqOpenState } from './faq-group-section';

/** The FAQ's groups after the first: a chunk of its own, loaded as the visitor reads on. */
export default function FaqMoreGroups({ state }: { state: FaqOpenState }) {
  return FAQ_MORE_GROUPS.map((group) => (
    <FaqGroupSection key={group.id} group={group} state={state} />
  ));
}

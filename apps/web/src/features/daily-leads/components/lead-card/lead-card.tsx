import { badgeType, type LeadCard as CardLead } from '@porchlight/contracts';
import { FileUp, FlaskConical } from 'lucide-react';
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react';
import { PropertyMap } from '@/components/property-map/property-map';
import { LeadCardDetails } from './lead-card-details';
import { SwipeBadge } from './swipe-badge';
import { SwipeButtons } from './swipe-buttons';
import { SwipeConfirmation } from './swipe-confirmation';
import type { SwipeAction } from './swipe-outcome';
import { useCardHeight } from './use-card-height';
import { useFocusHandOver } from './use-focus-hand-over';
import { useSwipe } from './use-swipe';

const ANNOUNCEMENTS = { save: 'Lead saved', pass: 'Lead passed' } as const;

/**
 * A label laid over the map: one line each, small, so that the longest lead type and Sample data
 * share the line on a 360 px phone and leave the map's words below them in sight (a lead type
 * longer still is cut short; the card's tags below name it in full).
 */
const LABEL = 'rounded-full px-2.5 py-1 text-xs whitespace-nowrap shadow';

interface LeadCardProps {
  lead: CardLead;
  onSave: () => Promise<void>;
  onPass: () => Promise<void>;
  onUndo: () => void;
  canUndo: boolean;
  busy?: boolean;
}

/** Keys that act on the card: ← pass, → save, U undo. */
function keyAction(event: { key: string; altKey: boolean; ctrlKey: boolean; metaKey: boolean }) {
  if (event.altKey || event.ctrlKey || event.metaKey) return null;
  if (event.key === 'ArrowLeft') return 'pass';
  if (event.key === 'ArrowRight') return 'save';
  if (event.key === 'u' || event.key === 'U') return 'undo';
  return null;
}

/**
 * One lead to decide on (docs/today.md "Lead card"): a card of up to 480 px (less where the
 * screen is shorter, so that it and its buttons show above the tab bar), map on top, that swipes
 * right to save and left to pass from anywhere on it, with pass / undo / save buttons and keys
 * below it.
 */
export function LeadCard({ lead, onSave, onPass, onUndo, canUndo, busy = false }: LeadCardProps) {
  const [announcement, setAnnouncement] = useState('');
  const announce = useCallback((action: SwipeAction) => setAnnouncement(ANNOUNCEMENTS[action]), []);
  const swipe = useSwipe({ leadId: lead.id, onSave, onPass, onDone: announce, disabled: busy });
  const badge = badgeType(lead.leadTypes);
  const labelled = !!badge || lead.dataSource === 'sample' || lead.source === 'import';
  const group = useRef<HTMLDivElement>(null);
  const slot = useRef<HTMLDivElement>(null);
  const height = useCardHeight(slot);
  const markFocus = useFocusHandOver(group);

  const act = (action: SwipeAction) => {
    markFocus();
    void swipe.run(action);
  };
  const undo = () => {
    if (!canUndo || swipe.locked) return;
    markFocus();
    onUndo();
    setAnnouncement('Undone');
  };
  const onKey = (event: Pick<KeyboardEvent, 'key' | 'altKey' | 'ctrlKey' | 'metaKey'>) => {
    const action = keyAction(event);
    if (action === 'undo') undo();
    else if (action) act(action);
    return action !== null;
  };

  // The same keys when nothing in particular has focus (the page itself).
  const latestKey = useRef(onKey);
  latestKey.current = onKey;
  useEffect(() => {
    const onPageKey = (event: globalThis.KeyboardEvent) => {
      const target = document.activeElement;
      if (target && target !== document.body) return;
      if (latestKey.current(event)) event.preventDefault();
    };
    document.addEventListener('keydown', onPageKey);
    return () => document.removeEventListener('keydown', onPageKey);
  }, []);

  return (
    // biome-ignore lint/a11y/useSemanticElements: card and buttons are a group, not a form fieldset.
    <div
      ref={group}
      role="group"
      aria-label={`Lead: ${lead.address}`}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the card takes focus for its arrow keys.
      tabIndex={0}
      onKeyDown={(event) => {
        if (onKey(event)) event.preventDefault();
      }}
      className="flex flex-col gap-3 rounded-xl"
    >
      <div ref={slot} className="relative" style={{ height }}>
        {swipe.done && (
          <div className="absolute inset-0">
            <SwipeConfirmation action={swipe.done} />
          </div>
        )}
        {!(swipe.done && swipe.reduceMotion) && (
          // biome-ignore lint/a11y/noStaticElementInteractions: the drag is the pointer's shortcut; the keys and buttons of the group do the same.
          <div
            ref={swipe.cardRef}
            {...swipe.dragHandlers}
            // Images and links inside must not start the browser's own drag-and-drop.
            onDragStart={(event) => event.preventDefault()}
            inert={swipe.done !== null}
            aria-busy={swipe.pending !== null || busy}
            className="absolute inset-0 flex cursor-grab touch-pan-y select-none flex-col overflow-hidden rounded-xl border bg-card shadow-md will-change-transform active:cursor-grabbing"
          >
            {/* The map takes what the details leave, down to 96 px: the owner block and the tags
                show without scrolling inside a 480 px card, even with two owners and a long
                mailing address; only longer details, or a card shortened to fit a small screen,
                scroll. */}
            <div
              className="group/map relative min-h-24 flex-1 bg-muted"
              data-labelled={labelled || undefined}
            >
              <PropertyMap lead={lead} />
              <ul
                aria-label="About this lead"
                className="pointer-events-none absolute inset-x-3 top-3 flex items-start justify-between gap-2"
              >
                {badge && (
                  <li
                    className={`min-w-0 truncate bg-primary font-bold text-primary-foreground ${LABEL}`}
                  >
                    {badge}
                  </li>
                )}
                {lead.dataSource === 'sample' && (
                  <li
                    className={`ml-auto inline-flex shrink-0 items-center gap-1 bg-foreground font-semibold text-background ${LABEL}`}
                  >
                    <FlaskConical aria-hidden="true" className="size-3.5" />
                    Sample data
                  </li>
                )}
                {/* An imported lead under review: the agent's own list, not the day's batch. */}
                {lead.source === 'import' && (
                  <li
                    className={`ml-auto inline-flex shrink-0 items-center gap-1 bg-foreground font-semibold text-background ${LABEL}`}
                  >
                    <FileUp aria-hidden="true" className="size-3.5" />
                    Imported
                  </li>
                )}
              </ul>
              <SwipeBadge action="pass" ref={swipe.passBadgeRef} />
              <SwipeBadge action="save" ref={swipe.saveBadgeRef} />
            </div>
            <section
              aria-label="Lead details"
              // biome-ignore lint/a11y/noNoninteractiveTabindex: the details scroll inside the card, and a scrollable region needs keyboard access (axe scrollable-region-focusable)
              tabIndex={0}
              // The card's touch-action stops at a scroller: without pan-y here too, the browser
              // claims a sideways thumb on the details (pointercancel) and the card never moves.
              className="min-h-0 touch-pan-y overflow-y-auto overscroll-contain"
            >
              <LeadCardDetails lead={lead} />
            </section>
          </div>
        )}
      </div>
      <SwipeButtons
        onPass={() => act('pass')}
        onUndo={undo}
        onSave={() => act('save')}
        locked={swipe.locked}
        canUndo={canUndo}
      />
      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>
    </div>
  );
}

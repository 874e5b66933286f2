import type { Lead } from '@porchlight/contracts';
import { GOOGLE_MAPS_KEY } from '@/lib/maps-key';
import { MapMessage } from './map-message';
import { StreetView } from './street-view';
import { TileMap } from './tile-map';

/** With a key the card shows street view; without one (the default), an OpenStreetMap map. */

/** The spec's "Address not found", said in the agent's words: no point on the map for it. */
export const NOT_PLACED = 'This address could not be placed on the map.';

/**
 * The card's picture of the property, as tall as its container. Screen readers hear only
 * "Map of {address}" (and, for an address with no point on the map, that it could not be
 * placed); a failed load says so in words, never a broken card.
 */
export function PropertyMap({ lead }: { lead: Pick<Lead, 'address' | 'latitude' | 'longitude'> }) {
  const { latitude, longitude } = lead;
  const located = latitude !== null && longitude !== null;

  let view = <MapMessage detail={NOT_PLACED}>Address not found</MapMessage>;
  if (located && GOOGLE_MAPS_KEY) {
    view = <StreetView latitude={latitude} longitude={longitude} apiKey={GOOGLE_MAPS_KEY} />;
  } else if (located) {
    view = <TileMap key={`${latitude},${longitude}`} latitude={latitude} longitude={longitude} />;
  }

  return (
    <div className="absolute inset-0">
      <div
        role="img"
        aria-label={`Map of ${lead.address}${located ? '' : `: ${NOT_PLACED}`}`}
        className="size-full"
      >
        {view}
      </div>
      {located && !GOOGLE_MAPS_KEY && (
        <a
          href="https://www.openstreetmap.org/copyright"
          target="_blank"
          rel="noreferrer"
          className="absolute right-0 bottom-0 z-[1000] bg-card/85 px-1.5 text-xs text-foreground underline"
        >
          © OpenStreetMap contributors
        </a>
      )}
    </div>
  );
}

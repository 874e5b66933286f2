import { useEffect, useState } from 'react';
import { MapMessage } from './map-message';

const ZOOM = 17;
const TILE = 256;
/** 3×3 tiles around the property cover the card's map at any phone width. */
const AROUND = [-1, 0, 1];
/**
 * A blocked tile server may neither answer nor fail (a firewall dropping the requests): with no
 * tile shown after this long, the map says it is unavailable rather than stay a grey box.
 */
export const TILE_TIMEOUT_MS = 10_000;
export const TILES_UNAVAILABLE = 'Map unavailable — tiles could not load';

/** The property's position in world pixels at ZOOM (Web Mercator, as OpenStreetMap tiles use). */
export function worldPixel(latitude: number, longitude: number) {
  const size = TILE * 2 ** ZOOM;
  const lat = (latitude * Math.PI) / 180;
  return {
    x: ((longitude + 180) / 360) * size,
    y: ((1 - Math.log(Math.tan(lat) + 1 / Math.cos(lat)) / Math.PI) / 2) * size,
  };
}

/**
 * The property on OpenStreetMap tiles, for when no street-view key is configured: nine plain
 * images around a marker. The map never pans or zooms (a drag on it swipes the card), so a map
 * library would only add weight. If no tile loads (offline, blocked), the map says so in words.
 * Its caller keys it by position, so a new property starts counting afresh.
 */
export function TileMap({ latitude, longitude }: { latitude: number; longitude: number }) {
  const [loaded, setLoaded] = useState(0);
  const [failed, setFailed] = useState(0);
  const [timedOut, setTimedOut] = useState(false);
  const center = worldPixel(latitude, longitude);
  const column = Math.floor(center.x / TILE);
  const row = Math.floor(center.y / TILE);
  const tiles = AROUND.flatMap((dy) => AROUND.map((dx) => ({ x: column + dx, y: row + dy })));

  useEffect(() => {
    if (loaded > 0) return;
    const timer = setTimeout(() => setTimedOut(true), TILE_TIMEOUT_MS);
    return () => clearTimeout(timer);
  }, [loaded]);

  if (loaded === 0 && (failed === tiles.length || timedOut)) {
    return <MapMessage>{TILES_UNAVAILABLE}</MapMessage>;
  }
  return (
    <div className="relative size-full overflow-hidden bg-muted">
      <div className="absolute top-1/2 left-1/2">
        {tiles.map((tile) => (
          <img
            key={`${tile.x}/${tile.y}`}
            src={`https://tile.openstreetmap.org/${ZOOM}/${tile.x}/${tile.y}.png`}
            alt=""
            width={TILE}
            height={TILE}
            draggable={false}
            onLoad={() => setLoaded((n) => n + 1)}
            onError={() => setFailed((n) => n + 1)}
            className="absolute max-w-none select-none"
            style={{ left: tile.x * TILE - center.x, top: tile.y * TILE - center.y }}
          />
        ))}
        <span className="absolute -top-3 -left-3 size-6 rounded-full border-[3px] border-white bg-amber-700 shadow" />
      </div>
    </div>
  );
}

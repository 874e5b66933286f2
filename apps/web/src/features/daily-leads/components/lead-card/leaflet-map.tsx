import type * as Leaflet from 'leaflet';
import { useEffect, useRef, useState } from 'react';
import { MapMessage } from './map-message';

const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ZOOM = 17;

async function loadLeaflet(): Promise<typeof Leaflet> {
  const [module] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]);
  // Leaflet ships as UMD: the bundler offers it as the default export, the types as a namespace.
  return (module as { default?: typeof Leaflet }).default ?? module;
}

/**
 * The property on an OpenStreetMap map, for when no street-view key is configured. Leaflet and
 * its CSS load only when a card shows one; the map is still so that a drag swipes the card.
 */
export function LeafletMap({ latitude, longitude }: { latitude: number; longitude: number }) {
  const container = useRef<HTMLDivElement>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let map: Leaflet.Map | undefined;
    let cancelled = false;
    let tileLoaded = false;
    loadLeaflet()
      .then((L) => {
        if (cancelled || !container.current) return;
        const center: Leaflet.LatLngTuple = [latitude, longitude];
        map = L.map(container.current, {
          center,
          zoom: ZOOM,
          attributionControl: false,
          zoomControl: false,
          dragging: false,
          touchZoom: false,
          scrollWheelZoom: false,
          doubleClickZoom: false,
          boxZoom: false,
          keyboard: false,
        });
        L.tileLayer(TILES, { maxZoom: 19 })
          .on('tileload', () => {
            tileLoaded = true;
          })
          // Offline, or the tile server says no: a quiet placeholder instead of grey squares.
          .on('tileerror', () => {
            if (!tileLoaded) setFailed(true);
          })
          .addTo(map);
        // A vector marker: Leaflet's default icon is an image the bundler cannot find.
        L.circleMarker(center, {
          radius: 10,
          color: '#ffffff',
          weight: 3,
          fillColor: '#b45309',
          fillOpacity: 1,
        }).addTo(map);
      })
      .catch(() => {
        if (!cancelled) setFailed(true);
      });
    return () => {
      cancelled = true;
      map?.remove();
    };
  }, [latitude, longitude]);

  return (
    <div className="relative size-full">
      <div ref={container} className="size-full" />
      {failed && (
        <div className="absolute inset-0 z-[1000]">
          <MapMessage />
        </div>
      )}
    </div>
  );
}

import { useEffect, useRef, useState } from 'react';
import { loadGoogleMaps, staticSatelliteUrl } from './google-maps';
import { MapMessage } from './map-message';

/** Street-view search radius and the default point of view (docs/screens.md "Numbers"). */
const RADIUS_M = 50;
const POV = { heading: 34, pitch: 10 };

type ViewState = 'loading' | 'loaded' | 'not-available';

interface StreetViewProps {
  latitude: number;
  longitude: number;
  apiKey: string;
}

/** The street-level view of the property, or a satellite still where there is none. */
export function StreetView({ latitude, longitude, apiKey }: StreetViewProps) {
  const container = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<ViewState>('loading');

  useEffect(() => {
    let cancelled = false;
    setState('loading');
    loadGoogleMaps(apiKey)
      .then((maps) => {
        if (cancelled) return;
        new maps.StreetViewService().getPanorama(
          {
            location: { lat: latitude, lng: longitude },
            radius: RADIUS_M,
            source: maps.StreetViewSource.OUTDOOR,
          },
          (data, status) => {
            if (cancelled) return;
            const pano = data?.location?.pano;
            if (status !== maps.StreetViewStatus.OK || !pano || !container.current) {
              setState('not-available');
              return;
            }
            new maps.StreetViewPanorama(container.current, {
              pano,
              pov: POV,
              disableDefaultUI: true,
              clickToGo: false,
              showRoadLabels: false,
              motionTracking: false,
            });
            setState('loaded');
          },
        );
      })
      .catch(() => {
        if (!cancelled) setState('not-available');
      });
    return () => {
      cancelled = true;
    };
  }, [latitude, longitude, apiKey]);

  if (state === 'not-available') {
    return <SatelliteFallback latitude={latitude} longitude={longitude} apiKey={apiKey} />;
  }
  return (
    <div className="relative size-full">
      <div ref={container} className="size-full" />
      {state === 'loading' && (
        <div className="absolute inset-0">
          <MapMessage>Loading Google Maps API...</MapMessage>
        </div>
      )}
    </div>
  );
}

function SatelliteFallback({ latitude, longitude, apiKey }: StreetViewProps) {
  const [broken, setBroken] = useState(false);
  return (
    <div className="relative size-full">
      {broken ? (
        <MapMessage />
      ) : (
        <img
          src={staticSatelliteUrl(latitude, longitude, apiKey)}
          alt=""
          onError={() => setBroken(true)}
          className="size-full object-cover"
        />
      )}
      <p className="absolute inset-x-0 bottom-0 bg-foreground/75 px-3 py-1 text-center text-sm text-background">
        Street View not available - showing map view
      </p>
      <span className="absolute right-3 bottom-9 rounded bg-foreground/75 px-2 py-0.5 text-xs text-background">
        Satellite View
      </span>
    </div>
  );
}

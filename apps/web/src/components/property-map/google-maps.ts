/** The few parts of the Google Maps JavaScript API the street view uses. */
export interface GoogleMaps {
  StreetViewService: new () => {
    getPanorama(
      request: { location: { lat: number; lng: number }; radius: number; source: string },
      callback: (data: { location?: { pano?: string } } | null, status: string) => void,
    ): void;
  };
  StreetViewPanorama: new (element: HTMLElement, options: Record<string, unknown>) => unknown;
  StreetViewSource: { OUTDOOR: string };
  StreetViewStatus: { OK: string };
}

type MapsWindow = Window & {
  google?: { maps?: GoogleMaps };
  gm_authFailure?: () => void;
  __porchlightMapsReady?: () => void;
};

let loading: Promise<GoogleMaps> | undefined;

/**
 * Loads the Google Maps script once, only when a key is configured and a card needs it. A bad
 * key rejects too: Google reports it through the global gm_authFailure.
 */
export function loadGoogleMaps(key: string): Promise<GoogleMaps> {
  const win = window as MapsWindow;
  if (win.google?.maps) return Promise.resolve(win.google.maps);
  loading ??= new Promise<GoogleMaps>((resolve, reject) => {
    const fail = () => {
      loading = undefined;
      reject(new Error('Google Maps failed to load'));
    };
    win.__porchlightMapsReady = () => {
      if (win.google?.maps) resolve(win.google.maps);
      else fail();
    };
    win.gm_authFailure = fail;
    const script = document.createElement('script');
    const query = new URLSearchParams({
      key,
      callback: '__porchlightMapsReady',
      loading: 'async',
    });
    script.src = `https://maps.googleapis.com/maps/api/js?${query}`;
    script.async = true;
    script.onerror = () => {
      script.remove();
      fail();
    };
    document.head.append(script);
  });
  return loading;
}

/**
 * The satellite still where there is no street view: zoom 18, 600×400 (docs/screens.md "Numbers").
 */
export function staticSatelliteUrl(latitude: number, longitude: number, key: string): string {
  const query = new URLSearchParams({
    center: `${latitude},${longitude}`,
    zoom: '18',
    size: '600x400',
    maptype: 'satellite',
    key,
  });
  return `https://maps.googleapis.com/maps/api/staticmap?${query}`;
}

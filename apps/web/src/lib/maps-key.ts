/** The Google Maps key built into the app (VITE_GOOGLE_MAPS_KEY); undefined: no Google imagery. */
export const GOOGLE_MAPS_KEY: string | undefined =
  import.meta.env.VITE_GOOGLE_MAPS_KEY || undefined;

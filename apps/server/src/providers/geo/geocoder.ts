import type { MapPlace, PlaceSuggestion } from '@makers-pantry/domain/addresses';

export interface Point {
  lat: number;
  lng: number;
}

/**
 * Place search for the address map (suggestions, geocoding, place details). The
 * offline gazetteer is the default; a Nominatim-compatible server can stand in (GEOCODER).
 */
export interface Geocoder {
  /** Places matching what the customer typed, nearest the map's centre first among equals. */
  suggest(query: string, near: Point): Promise<PlaceSuggestion[]>;
  /** What lies at a pin: building (when the pin is on one), street, area and postcode. */
  reverse(point: Point): Promise<MapPlace>;
  /** A suggestion the customer picked, with its coordinates; undefined when unknown. */
  details(id: string): Promise<MapPlace | undefined>;
}

/** The geocoder could not be reached or answered nonsense: the map says so, nothing breaks. */
export class GeocoderUnavailable extends Error {}

export const describePlace = (parts: readonly string[]) =>
  parts
    .map((part) => part.trim())
    .filter((part, index, all) => part && all.indexOf(part) === index)
    .join(', ');

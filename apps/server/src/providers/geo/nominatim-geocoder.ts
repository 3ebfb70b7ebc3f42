import {
  roundCoordinate,
  type MapPlace,
  type PlaceSuggestion,
} from '@makers-pantry/domain/addresses';
import { describePlace, GeocoderUnavailable, type Geocoder, type Point } from './geocoder';

/** The parts of a Nominatim jsonv2 answer we read. */
interface NominatimPlace {
  osm_type?: string;
  osm_id?: number;
  lat?: string;
  lon?: string;
  name?: string;
  display_name?: string;
  category?: string;
  type?: string;
  address?: Record<string, string | undefined>;
}

const SUGGESTIONS = 8;
/** Bengaluru and around: suggestions stay in the city (left, top, right, bottom). */
const BENGALURU_VIEWBOX = '77.35,13.20,77.90,12.75';
const TIMEOUT_MS = 5000;
const OSM_TYPE_LETTER: Record<string, string> = { node: 'N', way: 'W', relation: 'R' };

/**
 * A Nominatim-compatible server at GEOCODER_URL (a self-hosted Nominatim, or a provider speaking
 * its API). Ids are OSM ids ('nW1234'), so details are a /lookup away.
 */
export class NominatimGeocoder implements Geocoder {
  constructor(
    private readonly baseUrl: string,
    private readonly userAgent = 'MakersPantry/1.0 (address search)',
  ) {}

  async suggest(query: string, _near: Point): Promise<PlaceSuggestion[]> {
    const found = await this.get<NominatimPlace[]>('search', {
      q: query,
      format: 'jsonv2',
      addressdetails: '1',
      limit: String(SUGGESTIONS),
      countrycodes: 'in',
      viewbox: BENGALURU_VIEWBOX,
      bounded: '1',
    });
    return (Array.isArray(found) ? found : []).flatMap((place) => {
      const id = idOf(place);
      if (!id) return [];
      const address = place.address ?? {};
      return [
        {
          id,
          name: place.name || address.road || place.display_name?.split(',')[0] || '',
          description: describePlace([
            address.road ?? '',
            areaOf(address),
            'Bengaluru',
            address.postcode ?? '',
          ]),
        },
      ];
    });
  }

  async reverse(point: Point): Promise<MapPlace> {
    const place = await this.get<NominatimPlace>('reverse', {
      lat: String(point.lat),
      lon: String(point.lng),
      format: 'jsonv2',
      addressdetails: '1',
      zoom: '18',
    });
    return mapPlaceOf(place, point);
  }

  async details(id: string): Promise<MapPlace | undefined> {
    const match = /^n([NWR])(\d{1,15})$/.exec(id);
    if (!match) return undefined;
    const found = await this.get<NominatimPlace[]>('lookup', {
      osm_ids: `${match[1]}${match[2]}`,
      format: 'jsonv2',
      addressdetails: '1',
    });
    const place = Array.isArray(found) ? found[0] : undefined;
    if (!place?.lat || !place.lon) return undefined;
    return mapPlaceOf(place, { lat: Number(place.lat), lng: Number(place.lon) });
  }

  private async get<T>(path: string, query: Record<string, string>): Promise<T> {
    const url = new URL(path, this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    try {
      const response = await fetch(url, {
        headers: { 'user-agent': this.userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
      if (!response.ok) throw new GeocoderUnavailable(`geocoder answered ${response.status}`);
      return (await response.json()) as T;
    } catch (error) {
      if (error instanceof GeocoderUnavailable) throw error;
      throw new GeocoderUnavailable(`geocoder unreachable: ${(error as Error).message}`);
    }
  }
}

function idOf(place: NominatimPlace): string | undefined {
  const letter = place.osm_type ? OSM_TYPE_LETTER[place.osm_type] : undefined;
  return letter && place.osm_id ? `n${letter}${place.osm_id}` : undefined;
}

const areaOf = (address: Record<string, string | undefined>) =>
  address.suburb ?? address.neighbourhood ?? address.quarter ?? address.city_district ?? '';

function mapPlaceOf(place: NominatimPlace, point: Point): MapPlace {
  const address = place.address ?? {};
  const buildingName =
    address.building ??
    address.house_name ??
    (place.category === 'building' ? place.name : '') ??
    '';
  const streetName = address.road ?? '';
  const areaName = areaOf(address);
  const postcode = (address.postcode ?? '').replace(/\s/g, '');
  return {
    buildingName,
    streetName,
    areaName,
    postcode,
    description: describePlace([buildingName, streetName, areaName, 'Bengaluru', postcode]),
    coordinates: { lat: roundCoordinate(point.lat), lng: roundCoordinate(point.lng) },
    isPremise: buildingName !== '',
    locationId: null,
  };
}

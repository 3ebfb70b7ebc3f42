import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { GazetteerGeocoder } from './gazetteer-geocoder';
import type { Geocoder } from './geocoder';
import { NominatimGeocoder } from './nominatim-geocoder';

/** GEOCODER: the offline gazetteer (default) or a Nominatim-compatible server at GEOCODER_URL. */
export function openGeocoder(config: Config, db: Db): Geocoder {
  if (config.GEOCODER === 'nominatim' && config.GEOCODER_URL)
    return new NominatimGeocoder(config.GEOCODER_URL);
  return new GazetteerGeocoder(db);
}

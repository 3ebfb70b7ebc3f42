import type { HubKnownLocation } from '@makers-pantry/domain/hub-areas';

/** What ops call each size of service area, and the colour it is drawn in on the map. */
export const AREA_SIZES: Record<number, { name: string; colour: string }> = {
  100: { name: 'Quick delivery', colour: '#b4541a' },
  200: { name: 'Medium', colour: '#2f6b3a' },
  300: { name: 'Big', colour: '#1f5f8b' },
};

export const areaSizeOf = (polygonSize: number) =>
  AREA_SIZES[polygonSize] ?? { name: `Size ${polygonSize}`, colour: '#555555' };

/** A location's address on one line, as a customer's address would read. */
export const addressLine = (location: HubKnownLocation) =>
  [location.buildingDetails, location.road, location.area, location.pincode]
    .filter(Boolean)
    .join(', ');

/** Six decimals (about 11 cm), as addresses keep coordinates. */
export const coordinateText = (value: number) => value.toFixed(6);

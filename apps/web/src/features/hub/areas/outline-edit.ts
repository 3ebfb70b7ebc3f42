import { isInsideOutline } from '@makers-pantry/domain/geo';

/**
 * Changing a service area's outline on the Areas map (issue 40: ops open an area wider over the
 * places customers wait at). An outline is its corners as [lat, lng], the first not repeated, as
 * the server stores it; these functions return a new outline and never change the one given.
 */
export type Outline = [number, number][];

/** Six decimals (about 11 cm), as the server keeps an outline's corners. */
const round = (value: number) => Math.round(value * 1e6) / 1e6;
const corner = (lat: number, lng: number): [number, number] => [round(lat), round(lng)];

/** The corner `index` dragged to `to`. */
export const moveCorner = (outline: Outline, index: number, to: { lat: number; lng: number }) =>
  outline.map((point, i) => (i === index ? corner(to.lat, to.lng) : point));

/** A new corner halfway along the side after corner `index`, to drag out. */
export function addCornerAfter(outline: Outline, index: number): Outline {
  const a = outline[index]!;
  const b = outline[(index + 1) % outline.length]!;
  const middle = corner((a[0] + b[0]) / 2, (a[1] + b[1]) / 2);
  return [...outline.slice(0, index + 1), middle, ...outline.slice(index + 1)];
}

/** The middle of each side, where a new corner can be pulled out. */
export const sideMiddles = (outline: Outline): [number, number][] =>
  outline.map((a, i) => {
    const b = outline[(i + 1) % outline.length]!;
    return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  });

const METRES_PER_DEGREE = 111_320;

/**
 * Every corner pushed `metres` further from the outline's centre (negative pulls it in): a wider
 * area of the same shape, for ops who would rather type a distance than drag.
 */
export function grow(outline: Outline, metres: number): Outline {
  const lat = outline.reduce((sum, [a]) => sum + a, 0) / outline.length;
  const lng = outline.reduce((sum, [, b]) => sum + b, 0) / outline.length;
  const lngScale = Math.cos((lat * Math.PI) / 180);
  return outline.map(([a, b]) => {
    const north = (a - lat) * METRES_PER_DEGREE;
    const east = (b - lng) * METRES_PER_DEGREE * lngScale;
    const away = Math.hypot(north, east);
    if (away === 0) return [a, b];
    const factor = Math.max(0, away + metres) / away;
    return corner(
      lat + (north * factor) / METRES_PER_DEGREE,
      lng + (east * factor) / (METRES_PER_DEGREE * lngScale),
    );
  });
}

/**
 * The waiting places the new outline brings inside that no area covers today: the customers the
 * change will tell, one message each.
 */
export function newlyInside(
  points: readonly { latitude: number; longitude: number; count: number }[],
  outline: Outline,
  areas: readonly { outline: Outline }[],
): number {
  return points
    .map((point) => ({ lat: point.latitude, lng: point.longitude, count: point.count }))
    .filter((point) => isInsideOutline(point, outline))
    .filter((point) => !areas.some((area) => isInsideOutline(point, area.outline)))
    .reduce((sum, point) => sum + point.count, 0);
}

import { describe, expect, it } from 'vitest';
import { addCornerAfter, grow, moveCorner, newlyInside, type Outline } from './outline-edit';

const square: Outline = [
  [12.9, 77.6],
  [12.9, 77.7],
  [13.0, 77.7],
  [13.0, 77.6],
];

describe("an area's outline on the map", () => {
  it('moves one corner and adds one halfway along a side, leaving the given outline as it was', () => {
    expect(moveCorner(square, 2, { lat: 13.05, lng: 77.75 })[2]).toEqual([13.05, 77.75]);
    expect(addCornerAfter(square, 3)).toEqual([...square, [12.95, 77.6]]);
    expect(addCornerAfter(square, 0)[1]).toEqual([12.9, 77.65]);
    expect(square[2]).toEqual([13.0, 77.7]);
  });

  it('grows every corner the metres asked away from the centre', () => {
    const wider = grow(square, 1_000);
    // The north-east corner moves out along its diagonal, 1 km further from the centre.
    const [lat, lng] = wider[2]!;
    const north = (lat - 12.95) * 111_320;
    const east = (lng - 77.65) * 111_320 * Math.cos((12.95 * Math.PI) / 180);
    const before = Math.hypot(0.05 * 111_320, 0.05 * 111_320 * Math.cos((12.95 * Math.PI) / 180));
    expect(Math.round(Math.hypot(north, east) - before)).toBe(1_000);
    expect(lat).toBeGreaterThan(13.0);
    expect(lng).toBeGreaterThan(77.7);
  });

  it('counts the waiting customers the new outline brings inside, not those an area covers already', () => {
    const points = [
      { latitude: 13.02, longitude: 77.65, count: 2 },
      { latitude: 12.95, longitude: 77.65, count: 5 },
      { latitude: 14, longitude: 78, count: 1 },
    ];
    const wider = moveCorner(square, 3, { lat: 13.05, lng: 77.6 });
    expect(newlyInside(points, square, [{ outline: square }])).toBe(0);
    expect(
      newlyInside(points, moveCorner(wider, 2, { lat: 13.05, lng: 77.7 }), [{ outline: square }]),
    ).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { isInsideOutline, polygonSizeAt } from './geo';

const square = [
  [0, 0],
  [0, 1],
  [1, 1],
  [1, 0],
] as const;

describe('isInsideOutline', () => {
  it.each([
    ['the middle', 0.5, 0.5, true],
    ['a corner', 0, 0, true],
    ['the middle of an edge', 0, 0.5, true],
    ['just inside an edge', 1e-6, 0.5, true],
    ['just outside an edge', -1e-6, 0.5, false],
    ['far away', 5, 5, false],
  ])('%s', (_, lat, lng, inside) => {
    expect(isInsideOutline({ lat, lng }, square)).toBe(inside);
  });
});

describe('polygonSizeAt', () => {
  const areas = [
    {
      polygonSize: 300,
      outline: [
        [-3, -3],
        [-3, 3],
        [3, 3],
        [3, -3],
      ] as const,
    },
    {
      polygonSize: 100,
      outline: [
        [-1, -1],
        [-1, 1],
        [1, 1],
        [1, -1],
      ] as const,
    },
    {
      polygonSize: 200,
      outline: [
        [-2, -2],
        [-2, 2],
        [2, 2],
        [2, -2],
      ] as const,
    },
  ];
  it('answers the smallest area holding the point, 0 outside all', () => {
    expect(polygonSizeAt({ lat: 0, lng: 0 }, areas)).toBe(100);
    expect(polygonSizeAt({ lat: 1.5, lng: 0 }, areas)).toBe(200);
    expect(polygonSizeAt({ lat: 2.5, lng: 0 }, areas)).toBe(300);
    expect(polygonSizeAt({ lat: 3.5, lng: 0 }, areas)).toBe(0);
  });
});

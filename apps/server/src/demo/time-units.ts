export const DAY_MS = 24 * 60 * 60_000;
export const HOUR_MS = 60 * 60_000;

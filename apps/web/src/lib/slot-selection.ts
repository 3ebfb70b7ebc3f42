import {
  savedSlotSelectionSchema,
  type SavedSlotSelection,
} from '@makers-pantry/domain/slot-selection';
import { useMemo } from 'react';
import { readStored, removeStored, STORAGE_KEYS, writeStored } from './storage';
import { useStoredValue } from './stored-value';

/**
 * The chosen delivery slots, kept in `mp.selectedSlots` so a reload or the way back from payment
 * keeps them; cleared with the rest of the shop's storage on logout and on a 401, and after an
 * order is confirmed.
 */
const parse = (value: unknown): SavedSlotSelection | null => {
  const parsed = savedSlotSelectionSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
};

export const readSlotSelection = () => parse(readStored<unknown>(STORAGE_KEYS.selectedSlots));

export const saveSlotSelection = (selection: SavedSlotSelection) =>
  writeStored(STORAGE_KEYS.selectedSlots, selection);

export const clearSlotSelection = () => removeStored(STORAGE_KEYS.selectedSlots);

export function useSlotSelection(): SavedSlotSelection | null {
  const stored = useStoredValue<unknown>(STORAGE_KEYS.selectedSlots, null);
  return useMemo(() => parse(stored), [stored]);
}

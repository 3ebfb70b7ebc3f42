import type { DeliveryStep, PodCash, ReattemptSlots } from '@makers-pantry/domain/failed-delivery';
import { useOrderChange, useOrderSlots } from './order-change';

/** A delivery step of one order (issue 38 §6), on the version the page read. */
export const useDeliveryStep = (id: number, path: string) =>
  useOrderChange<DeliveryStep, Record<string, unknown>>(id, path);

/** The slots the server lets a failed delivery go out again in, asked for when the dialog opens. */
export const useReattemptSlots = (id: number, enabled: boolean) =>
  useOrderSlots<ReattemptSlots>(id, 'reattempt-slots', enabled);

/** The cash taken at the door, all of it or part, on the order's version. */
export const useDoorCash = (id: number) => useOrderChange<unknown, PodCash>(id, 'pod-collected');

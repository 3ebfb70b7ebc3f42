import type { HubAuditEntry } from '@makers-pantry/domain/hub';
import type { HubMaker } from '@makers-pantry/domain/hub-makers';

/** Amma's Kitchen as the hub shows it; `changes` make it whatever a test needs. */
export function aMaker(changes: Partial<HubMaker> = {}): HubMaker {
  return {
    id: 3,
    version: 1,
    storeName: "Amma's Kitchen",
    profileImage: '/media/makers/3.webp',
    categoryTag: 'Home Foods',
    cuisineTag: 'South Indian',
    aboutSeller: 'Batters and podis made the way Amma makes them, in small batches.',
    leadTimeHours: 24,
    state: 'approved',
    suspendedAt: null,
    suspensionReason: null,
    productsCount: 12,
    owner: { id: 2, name: 'Lakshmi Narayan', mobile: '9876543211' },
    createdAt: '2026-01-10T05:00:00.000Z',
    ...changes,
  };
}

/** An audit row: who did what, the fields before and after. */
export function anEntry(changes: Partial<HubAuditEntry> = {}): HubAuditEntry {
  return {
    id: 1,
    at: '2026-11-25T06:00:00.000Z',
    actor: { id: 3, name: 'Ravi Kumar', role: 'ops' },
    action: 'edited',
    before: null,
    after: null,
    ...changes,
  };
}

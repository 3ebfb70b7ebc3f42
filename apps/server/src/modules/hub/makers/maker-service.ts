import type { HubMaker, MakerEdit, MakerState } from '@makers-pantry/domain/hub-makers';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { notFound } from '../../../http/errors';
import {
  editMakerProfile,
  makerAuditFields,
  makerList,
  reinstateMaker,
  suspendMaker,
  type MakerChange,
} from '../../catalog/service';
import { changeWithRecord } from '../shared/audit-log';
import { requireOps, type HubActor } from '../shared/hub-actor';
import { refuseTakenStoreName, withStoreName } from '../../catalog/service';

/** Makers in the hub: each change in one transaction with its audit row (decision 025). */
export const makersFor = (
  context: AppContext,
  actor: HubActor,
  filter: { state?: MakerState | undefined; q?: string | undefined },
) => makerList(context.db, actor, filter);

export async function oneMaker(context: AppContext, actor: HubActor, id: number) {
  const [maker] = await makerList(context.db, actor, { id });
  if (!maker) throw notFound('This maker');
  return maker;
}

/** Runs one maker change with its audit row, and answers the maker as the hub shows it. */
export async function changeMaker(
  context: AppContext,
  actor: HubActor,
  action: string,
  change: (tx: Executor, now: Date) => Promise<MakerChange>,
): Promise<HubMaker> {
  const record = { objectType: 'maker', action, fields: makerAuditFields } as const;
  const done = await changeWithRecord(context, actor, record, change);
  return oneMaker(context, actor, done.after.id);
}

const opsOnly = (actor: HubActor) => requireOps(actor, 'suspend or approve a maker');

export const editStoreProfile = (
  context: AppContext,
  actor: HubActor,
  id: number,
  edit: MakerEdit,
) =>
  withStoreName(edit.storeName, () =>
    changeMaker(context, actor, 'edited', async (tx) => {
      if (edit.storeName !== undefined) await refuseTakenStoreName(tx, edit.storeName, id);
      return editMakerProfile(tx, actor, id, edit);
    }),
  );

export function suspend(
  context: AppContext,
  actor: HubActor,
  id: number,
  version: number,
  reason: string,
) {
  opsOnly(actor);
  return changeMaker(context, actor, 'suspended', (tx, now) =>
    suspendMaker(tx, id, version, reason, now),
  );
}

export function reinstate(context: AppContext, actor: HubActor, id: number, version: number) {
  opsOnly(actor);
  return changeMaker(context, actor, 'reinstated', (tx) => reinstateMaker(tx, id, version));
}

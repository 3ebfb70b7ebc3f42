import {
  ABOUT_SELLER_MIN,
  STORE_TAG_MAX,
  type HubMaker,
  type LeadTurn,
  type MakerCreate,
} from '@makers-pantry/domain/hub-makers';
import type { LeadTurned } from '@makers-pantry/domain/hub-leads';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { AppError, notFound } from '../../../http/errors';
import { checkVersion } from '../../../http/versions';
import { giveRole, lockUser, type User } from '../../accounts/service';
import { createMaker, makerAuditFields, makerRunBy, setMakerOwner } from '../../catalog/service';
import { hubLeadOf, lockLead, markLeadTurned, type LeadRow } from '../../support/service';
import { refuseTakenStoreName, withStoreName } from '../../catalog/service';
import { recordChange } from '../shared/audit-log';
import { requireOps, type HubActor } from '../shared/hub-actor';
import { changeMaker, oneMaker } from './maker-service';

/**
 * Ops bring makers in (issue 25 section 2, decision 031): from a seller-interest lead, from
 * scratch, or by giving an existing maker's store to a login. The person's login gets the seller
 * role, so the hub opens on their store at their next request. Each is one transaction, with an
 * audit row for every object it changes (the maker, the lead, the user).
 */

/**
 * The login that will run a store, locked: found by id (the lead's sender) or by mobile, holding
 * no other store (one store per login), given the seller role if it had none.
 */
async function sellerLogin(
  tx: Executor,
  actor: HubActor,
  by: { id: number } | { mobile: string },
  now: Date,
): Promise<User> {
  const user = await lockUser(tx, by);
  if (!user) throw new AppError('ACCOUNT_NOT_FOUND');
  const runs = await makerRunBy(tx, user.id);
  if (runs) {
    const who = `${user.firstName} ${user.lastName}`.trim() || 'This person';
    throw new AppError(
      'LOGIN_RUNS_A_STORE',
      `${who} (${user.mobile}) already runs ${runs.storeName} in the hub. One login runs one store.`,
    );
  }
  const after = await giveRole(tx, user, 'seller', now);
  if (after !== user)
    await recordChange(tx, actor, now, {
      objectType: 'user',
      objectId: user.id,
      action: 'given the seller role',
      before: { roles: user.roles },
      after: { roles: after.roles },
    });
  return after;
}

/** A tag from the lead's free text: at most the tag's length, cut between words. */
function tagOf(text: string): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  if (plain.length <= STORE_TAG_MAX) return plain;
  const cut = plain.slice(0, STORE_TAG_MAX + 1);
  const end = Math.max(cut.lastIndexOf(','), cut.lastIndexOf(' '));
  return (end > 0 ? cut.slice(0, end) : plain.slice(0, STORE_TAG_MAX)).replace(/[\s,;.]+$/, '');
}

/** What the lead said about itself, as the store's about text: its own words, then its dishes. */
function aboutOf(lead: LeadRow): string {
  const dishes = lead.category.trim().replace(/[\s.]+$/, '');
  const about = [lead.freeText.trim(), `Best dishes: ${dishes}.`]
    .filter((part) => part.length >= ABOUT_SELLER_MIN)
    .join('\n\n');
  return about.slice(0, 2000);
}

/** The store profile a lead describes, with what ops typed over it. */
function storeProfileOfLead(lead: LeadRow, input: LeadTurn) {
  return {
    storeName: input.storeName,
    categoryTag: input.categoryTag ?? tagOf(lead.category),
    cuisineTag: input.cuisineTag ?? tagOf(lead.cuisine),
    aboutSeller: input.aboutSeller ?? aboutOf(lead),
    leadTimeHours: input.leadTimeHours,
    state: input.state ?? 'pending',
  };
}

/**
 * A lead becomes a maker: the person who sent the form (or, if that account is gone, whoever
 * logs in with its mobile) gets the seller role and the store, and the lead is marked turned.
 */
export async function turnLeadIntoMaker(
  context: AppContext,
  actor: HubActor,
  leadId: number,
  input: LeadTurn,
): Promise<LeadTurned> {
  requireOps(actor, 'turn a lead into a maker');
  const now = context.now();
  const makerId = await withStoreName(input.storeName, () =>
    context.db.transaction(async (tx) => {
      const lead = await lockLead(tx, leadId);
      if (!lead) throw notFound('This lead');
      if (lead.makerId !== null) throw new AppError('LEAD_ALREADY_TURNED');
      checkVersion(lead, input.version);
      await refuseTakenStoreName(tx, input.storeName);
      const owner = await sellerLogin(
        tx,
        actor,
        lead.userId === null ? { mobile: lead.mobile } : { id: lead.userId },
        now,
      );
      const maker = await createMaker(
        tx,
        { ...storeProfileOfLead(lead, input), userId: owner.id },
        now,
      );
      await recordChange(tx, actor, now, {
        objectType: 'maker',
        objectId: maker.id,
        action: 'created from a lead',
        before: null,
        after: { ...makerAuditFields(maker), leadId: lead.id },
      });
      await markLeadTurned(tx, lead.id, { makerId: maker.id, byUserId: actor.userId, at: now });
      await recordChange(tx, actor, now, {
        objectType: 'lead',
        objectId: lead.id,
        action: 'turned into a maker',
        before: { state: 'new', makerId: null },
        after: { state: 'turned', makerId: maker.id },
      });
      return maker.id;
    }),
  );
  const [lead, maker] = await Promise.all([
    hubLeadOf(context.db, leadId),
    oneMaker(context, actor, makerId),
  ]);
  return { lead: lead!, maker };
}

/** Ops create a maker from scratch; the person named by mobile, if any, runs its store. */
export async function createMakerFromScratch(
  context: AppContext,
  actor: HubActor,
  input: MakerCreate,
): Promise<HubMaker> {
  requireOps(actor, 'create a maker');
  const now = context.now();
  const { ownerMobile, state, ...profile } = input;
  const makerId = await withStoreName(profile.storeName, () =>
    context.db.transaction(async (tx) => {
      await refuseTakenStoreName(tx, profile.storeName);
      const owner =
        ownerMobile === undefined
          ? null
          : await sellerLogin(tx, actor, { mobile: ownerMobile }, now);
      const maker = await createMaker(
        tx,
        { ...profile, state: state ?? 'pending', userId: owner?.id ?? null },
        now,
      );
      await recordChange(tx, actor, now, {
        objectType: 'maker',
        objectId: maker.id,
        action: 'created',
        before: null,
        after: makerAuditFields(maker),
      });
      return maker.id;
    }),
  );
  return oneMaker(context, actor, makerId);
}

/**
 * Ops give a maker's store to the person with this mobile: their login gets the seller role and
 * runs the store from their next request; a login that ran it before no longer does.
 */
export async function giveStoreTo(
  context: AppContext,
  actor: HubActor,
  makerId: number,
  input: { version: number; mobile: string },
): Promise<HubMaker> {
  requireOps(actor, "give a maker's store to a login");
  return changeMaker(context, actor, 'store given to a login', async (tx, now) => {
    const owner = await sellerLogin(tx, actor, { mobile: input.mobile }, now);
    return setMakerOwner(tx, makerId, input.version, owner.id);
  });
}

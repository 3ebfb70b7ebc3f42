import { count, desc, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { postalLinesOf } from '@makers-pantry/domain/addresses';
import { LEAD_PAGE_SIZE, type HubLead, type LeadListQuery } from '@makers-pantry/domain/hub-leads';
import type { SellerLead } from '@makers-pantry/domain/support';
import type { Db, Executor } from '../../db/client';
import { sellerLeads } from '../../db/schema/support';
import { nextVersion } from '../../http/versions';
import { peopleByIds, personNamed, type Person } from '../accounts/service';
import { storeNamesOf } from '../catalog/service';

type NewLead = Omit<SellerLead, 'id' | 'createdAt'> & { userId: number; createdAt: Date };
export type LeadRow = typeof sellerLeads.$inferSelect;

const asLead = (row: LeadRow): SellerLead => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  firstName: row.firstName,
  mobile: row.mobile,
  cuisine: row.cuisine,
  category: row.category,
  freeText: row.freeText,
  ...postalLinesOf(row),
});

export async function insertSellerLead(db: Executor, lead: NewLead): Promise<SellerLead> {
  const [row] = await db.insert(sellerLeads).values(lead).returning();
  return asLead(row!);
}

/** Newest first; ops call people back in that order. */
export async function listSellerLeads(db: Executor, limit: number): Promise<SellerLead[]> {
  const rows = await db.select().from(sellerLeads).orderBy(desc(sellerLeads.id)).limit(limit);
  return rows.map(asLead);
}

// --- Leads in the hub: each new until ops turn it into a maker ---

const STATE_CONDITIONS: Record<HubLead['state'], SQL> = {
  new: isNull(sellerLeads.makerId),
  turned: isNotNull(sellerLeads.makerId),
};

async function hubLeads(db: Db, where: SQL | undefined, page: number) {
  return db
    .select()
    .from(sellerLeads)
    .where(where)
    .orderBy(desc(sellerLeads.id))
    .limit(LEAD_PAGE_SIZE)
    .offset((page - 1) * LEAD_PAGE_SIZE);
}

/**
 * The page's leads with the ops users who turned them (accounts') and the makers they became
 * (catalog's), each asked in one statement for the page.
 */
async function withTurners(db: Db, leads: LeadRow[]) {
  const [people, storeNames] = await Promise.all([
    peopleByIds(
      db,
      leads.map((lead) => lead.turnedByUserId),
    ),
    storeNamesOf(
      db,
      leads.map((lead) => lead.makerId),
    ),
  ]);
  return leads.map((lead) => hubLead(lead, people, storeNames));
}

function hubLead(
  lead: LeadRow,
  people: Map<number, Person>,
  storeNames: Map<number, string>,
): HubLead {
  return {
    ...asLead(lead),
    state: lead.makerId === null ? 'new' : 'turned',
    userId: lead.userId,
    maker:
      lead.makerId === null
        ? null
        : { id: lead.makerId, storeName: storeNames.get(lead.makerId) ?? '' },
    turnedAt: lead.turnedAt?.toISOString() ?? null,
    turnedBy: personNamed(people, lead.turnedByUserId),
    version: lead.version,
  };
}

/** A page of leads, newest first, by state, with the count the pager shows. */
export async function hubLeadList(db: Db, query: LeadListQuery) {
  const where = query.state === undefined ? undefined : STATE_CONDITIONS[query.state];
  const [rows, [total]] = await Promise.all([
    hubLeads(db, where, query.page ?? 1).then((rows) => withTurners(db, rows)),
    db.select({ n: count() }).from(sellerLeads).where(where),
  ]);
  return { leads: rows, leadsCount: total?.n ?? 0, pageSize: LEAD_PAGE_SIZE };
}

export async function hubLeadOf(db: Db, id: number): Promise<HubLead | undefined> {
  const [lead] = await withTurners(db, await hubLeads(db, eq(sellerLeads.id, id), 1));
  return lead;
}

/** Locks one lead while it is turned into a maker, so two ops cannot turn it twice. */
export async function lockLead(tx: Executor, id: number): Promise<LeadRow | undefined> {
  const [row] = await tx.select().from(sellerLeads).where(eq(sellerLeads.id, id)).for('update');
  return row;
}

export async function markLeadTurned(
  tx: Executor,
  id: number,
  turned: { makerId: number; byUserId: number; at: Date },
): Promise<LeadRow> {
  const [row] = await tx
    .update(sellerLeads)
    .set({
      makerId: turned.makerId,
      turnedByUserId: turned.byUserId,
      turnedAt: turned.at,
      version: nextVersion(sellerLeads.version),
    })
    .where(eq(sellerLeads.id, id))
    .returning();
  return row!;
}

import { desc } from 'drizzle-orm';
import type { SellerLead } from '@makers-pantry/domain/support';
import type { Executor } from '../../db/client';
import { sellerLeads } from '../../db/schema/support';

type NewLead = Omit<SellerLead, 'id' | 'createdAt'> & { userId: number; createdAt: Date };

const asLead = (row: typeof sellerLeads.$inferSelect): SellerLead => ({
  id: row.id,
  createdAt: row.createdAt.toISOString(),
  firstName: row.firstName,
  mobile: row.mobile,
  cuisine: row.cuisine,
  category: row.category,
  freeText: row.freeText,
  doorNum: row.doorNum,
  buildingDetails: row.buildingDetails,
  road: row.road,
  area: row.area,
  city: row.city,
  pincode: row.pincode,
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

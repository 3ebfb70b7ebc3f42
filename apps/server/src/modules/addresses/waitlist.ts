import { eq, isNull, sql } from 'drizzle-orm';
import { roundCoordinate } from '@makers-pantry/domain/addresses';
import { isInsideOutline, metresFromOutline, type Outline } from '@makers-pantry/domain/geo';
import type { WaitlistRequest, WaitlistSummary } from '@makers-pantry/domain/waitlist';
import type { AppContext } from '../../context';
import type { Executor } from '../../db/client';
import { waitlistLocations } from '../../db/schema/addresses';
import { AppError } from '../../http/errors';
import { setMessagePreferences } from '../accounts/service';
import { queueMessage } from '../messages/service';
import { loadServiceAreas } from './queries';

/** 'Near' an area, for the hub's choice of the next one to open. */
export const NEAR_METRES = 2_000;

interface Asker {
  id: number;
  mobile: string;
}

/**
 * 'We will notify you': keeps the place with the number to tell and the time they agreed. A login
 * uses its own mobile (and may agree to WhatsApp, recorded on its profile); a visitor types one.
 * The same number and place asked twice stays one promise.
 */
export async function joinWaitlist(
  context: AppContext,
  asker: Asker | undefined,
  request: WaitlistRequest,
) {
  const latitude = roundCoordinate(request.latitude);
  const longitude = roundCoordinate(request.longitude);
  const areas = await loadServiceAreas(context.db);
  if (areas.some((area) => isInsideOutline({ lat: latitude, lng: longitude }, area.outline)))
    throw new AppError(
      'VALIDATION_FAILED',
      'We already deliver to this location. Please save it as your address.',
    );
  const mobile = asker?.mobile ?? request.mobile;
  if (!mobile)
    throw new AppError(
      'VALIDATION_FAILED',
      'Please enter the mobile number we should message when we deliver here.',
    );
  const now = context.now();
  await context.db.transaction(async (tx) => {
    await tx
      .insert(waitlistLocations)
      .values({
        userId: asker?.id ?? null,
        mobile,
        latitude,
        longitude,
        addressText: request.addressText,
        consentAt: now,
        createdAt: now,
      })
      .onConflictDoNothing();
    // The login's own choice, kept with its history like a change on the profile page; a login
    // that agreed before keeps its first time.
    if (asker && request.whatsapp)
      await setMessagePreferences(tx, asker.id, { whatsappConsent: true }, 'customer', now);
  });
  return {
    detail: 'We will message you as soon as we start deliveries to this location.',
    mobile,
  };
}

/**
 * After ops open or widen an area, inside their transaction: every waiting place now inside some
 * area gets one message (the dedupe key names the place, so it can never go twice) and is marked
 * told. A place still outside every area is left waiting, untouched.
 */
export async function tellWaitingLocations(
  tx: Executor,
  areaId: number,
  now: Date,
): Promise<number> {
  const areas = await loadServiceAreas(tx);
  const waiting = await tx
    .select({
      id: waitlistLocations.id,
      userId: waitlistLocations.userId,
      mobile: waitlistLocations.mobile,
      latitude: waitlistLocations.latitude,
      longitude: waitlistLocations.longitude,
      addressText: waitlistLocations.addressText,
    })
    .from(waitlistLocations)
    .where(isNull(waitlistLocations.notifiedAt))
    .for('update');
  let told = 0;
  for (const place of waiting) {
    const point = { lat: place.latitude, lng: place.longitude };
    if (!areas.some((area) => isInsideOutline(point, area.outline))) continue;
    await queueMessage(tx, {
      template: 'waitlist_area_open',
      variables: { place: place.addressText },
      to: place.userId ? { userId: place.userId } : { mobile: place.mobile },
      dedupeKey: `waitlist-open:${place.id}`,
      // A login's message goes as the outbox decides for it (WhatsApp where it agreed); a number a
      // visitor typed agreed to no WhatsApp, whoever's login it may also be.
      channel: place.userId ? undefined : 'sms',
      now,
    });
    await tx
      .update(waitlistLocations)
      .set({ notifiedAt: now, notifiedAreaId: areaId })
      .where(eq(waitlistLocations.id, place.id));
    told++;
  }
  return told;
}

/** The hub's Areas screen: waiting places (a map layer) and how many wait in and near each area. */
export async function waitlistSummary(
  db: Executor,
  areas: { id: number; outline: Outline }[],
): Promise<WaitlistSummary> {
  const rows = await db
    .select({
      latitude: waitlistLocations.latitude,
      longitude: waitlistLocations.longitude,
      count: sql<number>`count(*)::int`,
    })
    .from(waitlistLocations)
    .where(isNull(waitlistLocations.notifiedAt))
    .groupBy(waitlistLocations.latitude, waitlistLocations.longitude)
    .limit(5_000);
  return {
    points: rows,
    areas: areas.map((area) => {
      let inside = 0;
      let near = 0;
      for (const row of rows) {
        const metres = metresFromOutline({ lat: row.latitude, lng: row.longitude }, area.outline);
        if (metres === 0) inside += row.count;
        else if (metres <= NEAR_METRES) near += row.count;
      }
      return { id: area.id, inside, near };
    }),
  };
}

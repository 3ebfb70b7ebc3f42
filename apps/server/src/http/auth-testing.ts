import type { Role } from '@makers-pantry/domain/catalog-enums';
import type { Db } from '../db/client';
import { findUserByMobile, insertUser } from '../modules/accounts/queries';
import { startSession } from '../modules/accounts/sessions';

let serial = 0;

/**
 * For tests of other modules: a user with the given roles and a live session, straight in the
 * database (no SMS, no send limits). The login flow itself is tested in modules/accounts.
 *
 *   const { headers } = await createTestLogin(shop.database.db, { roles: ['ops'] }, shop.clock.now());
 *   await shop.app.inject({ method: 'GET', url: '/api/...', headers });
 */
export async function createTestLogin(
  db: Db,
  options: { mobile?: string; roles?: Role[]; isPodAllowed?: boolean; firstName?: string } = {},
  now = new Date(),
) {
  const mobile = options.mobile ?? String(6_000_000_000 + process.pid * 1_000 + ++serial);
  const user =
    (await findUserByMobile(db, mobile)) ??
    (await insertUser(
      db,
      {
        mobile,
        firstName: options.firstName ?? 'Test',
        lastName: 'Customer',
        email: `test${mobile}@example.in`,
        roles: options.roles ?? ['customer'],
        isPodAllowed: options.isPodAllowed ?? true,
      },
      now,
    ));
  const token = await startSession(db, user.id, now, 'test');
  return { user, token, headers: { authorization: `Token ${token}` } };
}

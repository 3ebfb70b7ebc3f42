import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestLogin } from '../../../http/auth-testing';
import { buildCatalogue } from '../../../test/catalogue-fixtures';
import { openTestShop, type TestShop } from '../../../test/harness';

type Login = Awaited<ReturnType<typeof createTestLogin>>;
let shop: TestShop;
let ops: Login;
let customer: Login;

beforeAll(async () => {
  shop = await openTestShop();
  await buildCatalogue(shop.database.db, shop.clock.now());
  ops = await createTestLogin(shop.database.db, { roles: ['ops'] }, shop.clock.now());
  customer = await createTestLogin(shop.database.db, {}, shop.clock.now());
});
afterAll(async () => shop.close());

const check = (ingredients: unknown, login = ops) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/hub/ingredients/check/',
    headers: login.headers,
    payload: { ingredients },
  });

describe('the banned-ingredient check in the hub', () => {
  it('names each banned ingredient with its function, as written', async () => {
    const res = await check('Rice flour, salt, flavour enhancer (e-621), sodium benzoate');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      hits: [
        { name: 'Monosodium Glutamate', functions: ['Flavour enhancer'], found: 'e-621' },
        {
          name: 'Sodium Benzoate',
          functions: ['Preservative', 'Antimicrobial'],
          found: 'sodium benzoate',
        },
      ],
      warning:
        "The ingredients contain banned ingredients: Monosodium Glutamate (Flavour enhancer), written as 'e-621'; Sodium Benzoate (Preservative, Antimicrobial).",
    });
  });

  it('finds nothing in glutamate-free text, and answers no warning', async () => {
    const res = await check('Finger millet, jaggery; glutamate-free');
    expect(res.json()).toEqual({ hits: [], warning: null });
  });

  it('gives the list with aliases as lists, and refuses customers', async () => {
    const list = await shop.app.inject({
      method: 'GET',
      url: '/api/hub/banned-ingredients/',
      headers: ops.headers,
    });
    expect(list.json().bannedIngredients).toContainEqual({
      name: 'Monosodium Glutamate',
      aliases: ['MSG', 'E621'],
      functions: ['Flavour enhancer'],
    });
    expect((await check('salt', customer)).statusCode).toBe(403);
    expect((await check(42)).statusCode).toBe(400);
  });
});

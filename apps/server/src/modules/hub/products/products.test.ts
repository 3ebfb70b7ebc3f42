import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hubAuditLog } from '../../../db/schema/hub';
import { makers, products } from '../../../db/schema/catalog';
import { searchWords } from '../../../db/schema/search';
import { createTestLogin } from '../../../http/auth-testing';
import { buildCatalogue, type Catalogue } from '../../../test/catalogue-fixtures';
import { caller, openTestShop, type TestShop } from '../../../test/harness';
import { multipart } from '../../../test/multipart';

type Login = Awaited<ReturnType<typeof createTestLogin>>;
let shop: TestShop;
let catalogue: Catalogue;
let seller: Login;
let otherSeller: Login;
let ops: Login;
let customer: Login;

beforeAll(async () => {
  shop = await openTestShop({ env: { CATALOGUE_CACHE_SECONDS: '0' } });
  const db = shop.database.db;
  const now = shop.clock.now();
  catalogue = await buildCatalogue(db, now);
  seller = await createTestLogin(db, { roles: ['seller'], firstName: 'Lakshmi' }, now);
  otherSeller = await createTestLogin(db, { roles: ['seller'], firstName: 'Gopal' }, now);
  ops = await createTestLogin(db, { roles: ['ops'], firstName: 'Ravi' }, now);
  customer = await createTestLogin(db, {}, now);
  await db
    .update(makers)
    .set({ userId: seller.user.id })
    .where(eq(makers.id, catalogue.makers.amma));
  await db
    .update(makers)
    .set({ userId: otherSeller.user.id })
    .where(eq(makers.id, catalogue.makers.ghani));
});
afterAll(async () => shop.close());

const db = () => shop.database.db;
const call = caller(() => shop);

interface HubProductAnswer {
  id: number;
  version: number;
  state: string;
  ingredients: string;
  [field: string]: unknown;
}

/** Every field a product has, as the product form sends them. */
const kodoMix = () => ({
  name: 'Kodo Millet Pongal Mix',
  categoryId: catalogue.categories.batters,
  subcategoryId: catalogue.subcategories.readyMixes,
  price: 185.5,
  packageSize: 400,
  measurementUnit: 'g',
  vegIndicator: 'Vegan',
  specialityTag: 'Sprouted',
  ingredients: 'Kodo millet, moong dal, black pepper, cumin, curry leaves',
  usageInstructions: 'Boil 1 cup of mix in 3 cups of water for 12 minutes.',
  description: 'A one-pot breakfast of sprouted kodo millet and moong dal.',
  allergenInfo: 'Made where sesame is handled.',
  storage: 'Airtight, in a cool and dry place.',
  canSellBeforeStocking: false,
  showStock: true,
  replaceable: true,
});

async function draft(login: Login, extra: object = {}): Promise<HubProductAnswer> {
  const res = await call('POST', '/api/hub/products/', login, { ...kodoMix(), ...extra });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<HubProductAnswer>();
}

/** Photos arrive through the upload pipeline; here they are put in place directly. */
async function withPhotos(id: number) {
  await db()
    .update(products)
    .set({
      listImage: `/media/products/${id}-list.webp`,
      listImage2: `/media/products/${id}-list2.webp`,
      detailImage: `/media/products/${id}-detail.webp`,
      cartImage: `/media/products/${id}-cart.webp`,
      version: sql`${products.version} + 1`,
    })
    .where(eq(products.id, id));
  return (await call('GET', `/api/hub/products/${id}/`, ops)).json<HubProductAnswer>();
}

async function submitted(extra: object = {}) {
  const product = await withPhotos((await draft(seller, extra)).id);
  const res = await call('POST', `/api/hub/products/${product.id}/submit/`, seller, {
    version: product.version,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<HubProductAnswer>();
}

async function live(extra: object = {}) {
  const product = await submitted(extra);
  const res = await call('POST', `/api/hub/products/${product.id}/approve/`, ops, {
    version: product.version,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<HubProductAnswer>();
}

const historyOf = async (id: number) =>
  (await call('GET', `/api/hub/history/product/${id}/`, ops)).json<{
    history: { action: string; actor: { role: string }; before: object; after: object }[];
  }>().history;

const shopDetail = (id: number) => call('GET', `/api/products/${id}/`);
const searchIds = async (keyword: string) =>
  (await call('GET', `/api/products/search/?keyword=${encodeURIComponent(keyword)}&pageNum=1`))
    .json<{ products: { id: number }[] }>()
    .products.map((p) => p.id);

describe('listing a product', () => {
  it('lets a seller list a draft with every field; it is not on sale and is audited', async () => {
    const res = await call('POST', '/api/hub/products/', seller, kodoMix());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toContain('no-store');
    const product = res.json<HubProductAnswer>();
    expect(product).toMatchObject({
      state: 'draft',
      version: 1,
      isActive: false,
      name: 'Kodo Millet Pongal Mix',
      seller: { id: catalogue.makers.amma, storeName: "Amma's Kitchen" },
      category: { id: catalogue.categories.batters, name: 'Breakfast Batters' },
      subcategory: { id: catalogue.subcategories.readyMixes, name: 'Ready Mixes' },
      price: 185.5,
      packageSize: 400,
      measurementUnit: 'g',
      vegIndicator: 'Vegan',
      specialityTag: 'Sprouted',
      ingredients: 'Kodo millet, moong dal, black pepper, cumin, curry leaves',
      canSellBeforeStocking: false,
      showStock: true,
      replaceable: true,
      listImage: null,
      cartImage: null,
      approvedAt: null,
      proposedChange: null,
      variants: [],
    });
    expect((await shopDetail(product.id)).statusCode).toBe(404);
    const [row] = await db().select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({
      pricePaise: 18_550,
      status: 20,
      searchKeywords: "Breakfast Batters, Ready Mixes, Amma's Kitchen, Sprouted",
    });
    const history = await historyOf(product.id);
    expect(history).toMatchObject([
      { action: 'created', actor: { role: 'seller' }, before: null, after: { state: 'draft' } },
    ]);
  });

  it('makes ops name the maker, and keeps a seller to its own', async () => {
    const noMaker = await call('POST', '/api/hub/products/', ops, kodoMix());
    expect(noMaker.statusCode).toBe(400);
    expect(noMaker.json().detail).toBe('Choose the maker this product is for.');
    const forGhani = await call('POST', '/api/hub/products/', ops, {
      ...kodoMix(),
      makerId: catalogue.makers.ghani,
      replaceable: false,
    });
    expect(forGhani.statusCode, forGhani.body).toBe(201);
    expect(forGhani.json()).toMatchObject({
      seller: { id: catalogue.makers.ghani },
      replaceable: false,
    });
    const other = await call('POST', '/api/hub/products/', seller, {
      ...kodoMix(),
      makerId: catalogue.makers.ghani,
    });
    expect(other.statusCode).toBe(404);
    expect((await call('POST', '/api/hub/products/', customer, kodoMix())).statusCode).toBe(403);
    expect((await call('POST', '/api/hub/products/', undefined, kodoMix())).statusCode).toBe(401);
  });

  it('refuses a subcategory of another category, unknown fields and a bad price', async () => {
    const wrongShelf = await call('POST', '/api/hub/products/', seller, {
      ...kodoMix(),
      subcategoryId: catalogue.subcategories.ghees,
    });
    expect(wrongShelf.statusCode).toBe(400);
    expect(wrongShelf.json().detail).toBe('Please choose a subcategory of Breakfast Batters.');
    const unknown = await call('POST', '/api/hub/products/', seller, {
      ...kodoMix(),
      isActive: true,
    });
    expect(unknown.statusCode).toBe(400);
    const paise = await call('POST', '/api/hub/products/', seller, { ...kodoMix(), price: 1.005 });
    expect(paise.statusCode).toBe(400);
    expect(paise.json().detail).toBe('The price can have at most two decimals (whole paise).');
    const noName = await call('POST', '/api/hub/products/', seller, { ...kodoMix(), name: ' ' });
    expect(noName.statusCode).toBe(400);
  });

  it("answers 404 for another maker's product to a seller, on every route", async () => {
    const ghanis = await draft(otherSeller);
    const base = `/api/hub/products/${ghanis.id}/`;
    const version = { version: ghanis.version };
    for (const [method, url, body] of [
      ['GET', base, undefined],
      ['PATCH', base, { ...version, name: 'Taken Over' }],
      ['POST', `${base}submit/`, version],
      ['POST', `${base}variants/`, { price: 10, packageSize: 1, measurementUnit: 'kg' }],
      ['GET', `/api/hub/history/product/${ghanis.id}/`, undefined],
    ] as const) {
      const res = await call(method, url, seller, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await call('GET', base, customer)).statusCode).toBe(403);
  });

  it('refuses an edit made on an older version with 409 STALE_VERSION', async () => {
    const product = await draft(seller);
    const first = await call('PATCH', `/api/hub/products/${product.id}/`, seller, {
      version: product.version,
      price: 199,
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ price: 199, version: product.version + 1 });
    const stale = await call('PATCH', `/api/hub/products/${product.id}/`, ops, {
      version: product.version,
      price: 149,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    const history = await historyOf(product.id);
    expect(history[0]).toMatchObject({
      action: 'edited',
      before: { price: 185.5 },
      after: { price: 199 },
    });
    expect(Object.keys(history[0]!.after)).toEqual(['price']);
  });
});

describe('from draft to live', () => {
  it('needs photos before a draft can be submitted', async () => {
    const product = await draft(seller);
    const res = await call('POST', `/api/hub/products/${product.id}/submit/`, seller, {
      version: product.version,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'PRODUCT_STEP_NOT_ALLOWED',
      detail: "Please add the product's photo first; it cannot be submitted without one.",
    });
  });

  it('takes one photo through the upload route; approved, the card shows it as both pictures', async () => {
    const product = await draft(seller, { name: 'Foxtail Millet Upma Mix' });
    const jpeg = await sharp({
      create: { width: 640, height: 480, channels: 3, background: { r: 200, g: 150, b: 60 } },
    })
      .jpeg()
      .toBuffer();
    const form = multipart({ version: String(product.version) }, [
      { name: 'photo', filename: 'upma.jpg', type: 'image/jpeg', bytes: jpeg },
    ]);
    const uploaded = await shop.app.inject({
      method: 'PUT',
      url: `/api/hub/products/${product.id}/photos/main/`,
      headers: { ...seller.headers, ...form.headers },
      payload: form.payload,
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const withPhoto = (await call('GET', `/api/hub/products/${product.id}/`, seller)).json();
    expect(withPhoto).toMatchObject({
      listImage: expect.stringMatching(/-list\.webp$/),
      listImage2: null,
    });
    const sent = await call('POST', `/api/hub/products/${product.id}/submit/`, seller, {
      version: withPhoto.version,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const approved = await call('POST', `/api/hub/products/${product.id}/approve/`, ops, {
      version: sent.json().version,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const card = (await shopDetail(product.id)).json();
    expect(card.listImage2).toBe(withPhoto.listImage);
    expect(card.cartImage).toBe(withPhoto.cartImage);
  });

  it('goes live when ops approve: in the shop, search, /newproducts and new launched at once', async () => {
    const product = await submitted({ name: 'Kodo Varagu Pongal Mix' });
    expect(product).toMatchObject({ state: 'submitted', isActive: false });
    const queue = await call('GET', '/api/hub/products/?review=true', ops);
    expect(queue.json().products.map((p: { id: number }) => p.id)).toContain(product.id);

    const bySeller = await call('POST', `/api/hub/products/${product.id}/approve/`, seller, {
      version: product.version,
    });
    expect(bySeller.statusCode).toBe(403);
    expect(await searchIds('varagu')).toEqual([]);

    const res = await call('POST', `/api/hub/products/${product.id}/approve/`, ops, {
      version: product.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      state: 'approved',
      isActive: true,
      approvedAt: shop.clock.now().toISOString(),
      reviewedBy: { id: ops.user.id, name: 'Ravi Customer' },
    });

    const detail = await shopDetail(product.id);
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toMatchObject({
      name: 'Kodo Varagu Pongal Mix',
      price: 185.5,
      ingredients: 'Kodo millet, moong dal, black pepper, cumin, curry leaves',
    });
    expect(await searchIds('varagu')).toEqual([product.id]);
    // The new word is in search's vocabulary, so a typo of it is corrected to it.
    const [word] = await db().select().from(searchWords).where(eq(searchWords.word, 'varagu'));
    expect(word).toBeDefined();
    expect(await searchIds('varegu')).toEqual([product.id]);
    const npi = await call('GET', '/api/products/npi/');
    expect(npi.json().NPIProducts[0].id).toBe(product.id);
    const strip = await call('GET', '/api/products/product-collection-by-type/new_launched/');
    expect(strip.json().products[0].id).toBe(product.id);
    const listing = await call(
      'GET',
      `/api/products/category/${catalogue.categories.batters}/${catalogue.subcategories.readyMixes}/?pageNum=1`,
    );
    expect(listing.json().products.map((p: { id: number }) => p.id)).toContain(product.id);

    const history = await historyOf(product.id);
    expect(history.slice(0, 2)).toMatchObject([
      {
        action: 'approved',
        actor: { role: 'ops' },
        before: { state: 'submitted', isActive: false },
        after: { state: 'approved', isActive: true },
      },
      { action: 'submitted', actor: { role: 'seller' } },
    ]);
  });

  it("refuses to approve 'E621', naming it with its function; the product stays off sale", async () => {
    const product = await submitted({
      name: 'Masala Peanuts',
      ingredients: 'Peanuts, gram flour, chilli, salt, flavour enhancer (E621)',
    });
    const res = await call('POST', `/api/hub/products/${product.id}/approve/`, ops, {
      version: product.version,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'BANNED_INGREDIENTS',
      detail:
        "The ingredients contain a banned ingredient: Monosodium Glutamate (Flavour enhancer), written as 'E621'. Take it out, or approve with a written reason.",
    });
    const after = await call('GET', `/api/hub/products/${product.id}/`, ops);
    expect(after.json()).toMatchObject({
      state: 'submitted',
      isActive: false,
      version: product.version,
      bannedIngredients: [
        { name: 'Monosodium Glutamate', functions: ['Flavour enhancer'], found: 'E621' },
      ],
    });
    expect((await shopDetail(product.id)).statusCode).toBe(404);
    expect((await historyOf(product.id)).map((entry) => entry.action)).toEqual([
      'submitted',
      'created',
    ]);
  });

  it("approves 'Ragi, no MSG' and 'MSG-free' at once: a name said to be absent is no hit", async () => {
    const product = await submitted({
      name: 'Ragi Rava',
      ingredients: 'Ragi, no MSG. Jaggery (MSG-free), without ajinomoto',
    });
    expect(product.bannedIngredients).toEqual([]);
    const res = await call('POST', `/api/hub/products/${product.id}/approve/`, ops, {
      version: product.version,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'approved', isActive: true });
  });

  it("finds 'Mono-sodium glutamate' and 'AJINO-MOTO'; ops approve over the hit only with a written reason, audited", async () => {
    const product = await submitted({
      name: 'Chilli Chutney Powder',
      ingredients: 'Chilli, Mono-sodium glutamate, salt, AJINO-MOTO',
    });
    expect(product.bannedIngredients).toMatchObject([
      { name: 'Monosodium Glutamate', found: 'Mono-sodium glutamate' },
    ]);
    const shortReason = await call('POST', `/api/hub/products/${product.id}/approve/`, ops, {
      version: product.version,
      overrideReason: 'ok',
    });
    expect(shortReason.statusCode).toBe(400);
    expect(shortReason.json().code).toBe('VALIDATION_FAILED');

    const bySeller = await call('POST', `/api/hub/products/${product.id}/approve/`, seller, {
      version: product.version,
      overrideReason: 'The lab report shows no glutamate at all.',
    });
    expect(bySeller.statusCode).toBe(403);

    const reason = 'The lab report shows no added glutamate; the label wording is being fixed.';
    const res = await call('POST', `/api/hub/products/${product.id}/approve/`, ops, {
      version: product.version,
      overrideReason: reason,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ state: 'approved', isActive: true });
    const [latest] = await historyOf(product.id);
    expect(latest).toMatchObject({
      action: 'approved over the banned-ingredient check',
      actor: { role: 'ops', name: expect.stringContaining('Ravi') },
      after: {
        state: 'approved',
        bannedIngredientsOverride: {
          found: ["Monosodium Glutamate ('Mono-sodium glutamate')"],
          reason,
        },
      },
    });
  });

  it('sends a rejected listing back with the reason the maker sees; fixed, it can be submitted again', async () => {
    const product = await submitted();
    const noReason = await call('POST', `/api/hub/products/${product.id}/reject/`, ops, {
      version: product.version,
    });
    expect(noReason.statusCode).toBe(400);
    const res = await call('POST', `/api/hub/products/${product.id}/reject/`, ops, {
      version: product.version,
      reason: 'The description must say the mix is sprouted at home.',
    });
    expect(res.statusCode, res.body).toBe(200);
    const seen = await call('GET', `/api/hub/products/${product.id}/`, seller);
    expect(seen.json()).toMatchObject({
      state: 'rejected',
      rejectionReason: 'The description must say the mix is sprouted at home.',
      isActive: false,
    });
    const rejected = await call('GET', '/api/hub/products/?state=rejected', seller);
    expect(rejected.json().products.map((p: { id: number }) => p.id)).toContain(product.id);

    const fixed = await call('PATCH', `/api/hub/products/${product.id}/`, seller, {
      version: seen.json().version,
      description: 'A one-pot breakfast of kodo millet we sprout at home, with moong dal.',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    const again = await call('POST', `/api/hub/products/${product.id}/submit/`, seller, {
      version: fixed.json().version,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ state: 'submitted', rejectionReason: null });
  });

  it('approves only what awaits review', async () => {
    const product = await draft(seller);
    const res = await call('POST', `/api/hub/products/${product.id}/approve/`, ops, {
      version: product.version,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'PRODUCT_STEP_NOT_ALLOWED',
      detail: 'This product is a draft; it cannot be approved.',
    });
    const done = await live();
    const twice = await call('POST', `/api/hub/products/${done.id}/approve/`, ops, {
      version: done.version,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().detail).toBe(
      'This product is approved and live, with no change awaiting review; there is nothing to be approved.',
    );
    const resubmit = await call('POST', `/api/hub/products/${done.id}/submit/`, seller, {
      version: done.version,
    });
    expect(resubmit.statusCode).toBe(409);
  });
});

describe("a live product's ingredient change", () => {
  const NEW_TEXT = 'Kodo millet, moong dal, black pepper, cumin, curry leaves, rock salt';

  it('waits for review while the live text stays on sale; approval applies it', async () => {
    const product = await live();
    const edit = await call('PATCH', `/api/hub/products/${product.id}/`, seller, {
      version: product.version,
      ingredients: NEW_TEXT,
      price: 190,
    });
    expect(edit.statusCode, edit.body).toBe(200);
    expect(edit.json()).toMatchObject({
      state: 'approved',
      ingredients: product.ingredients,
      changePending: true,
      price: product.price,
      proposedChange: { ingredients: NEW_TEXT, price: 190, proposedBy: { id: seller.user.id } },
    });
    // Neither the price nor the ingredients apply before review (issue 38 §11).
    expect((await shopDetail(product.id)).json()).toMatchObject({
      price: product.price,
      ingredients: product.ingredients,
    });
    const queue = await call('GET', '/api/hub/products/?review=true', ops);
    expect(queue.json().products.map((p: { id: number }) => p.id)).toContain(product.id);

    const approved = await call('POST', `/api/hub/products/${product.id}/approve/`, ops, {
      version: edit.json().version,
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({
      ingredients: NEW_TEXT,
      price: 190,
      proposedChange: null,
      changePending: false,
    });
    expect((await shopDetail(product.id)).json()).toMatchObject({
      ingredients: NEW_TEXT,
      price: 190,
    });
    const history = await historyOf(product.id);
    expect(history.slice(0, 2)).toMatchObject([
      {
        action: 'ingredient and price change approved',
        before: {
          ingredients: product.ingredients,
          proposedIngredients: NEW_TEXT,
          proposedPrice: 190,
        },
        after: {
          ingredients: NEW_TEXT,
          proposedIngredients: null,
          price: 190,
          proposedPrice: null,
        },
      },
      { action: 'ingredient and price change proposed', actor: { role: 'seller' } },
    ]);
  });

  it('refuses a change naming a banned ingredient; rejection drops it with a reason', async () => {
    const product = await live();
    const edit = await call('PATCH', `/api/hub/products/${product.id}/`, seller, {
      version: product.version,
      ingredients: `${product.ingredients}, sodium benzoate`,
    });
    const refused = await call('POST', `/api/hub/products/${product.id}/approve/`, ops, {
      version: edit.json().version,
    });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      code: 'BANNED_INGREDIENTS',
      detail:
        'The ingredients contain a banned ingredient: Sodium Benzoate (Preservative, Antimicrobial). Take it out, or approve with a written reason.',
    });
    expect((await shopDetail(product.id)).json().ingredients).toBe(product.ingredients);

    const rejected = await call('POST', `/api/hub/products/${product.id}/reject/`, ops, {
      version: edit.json().version,
      reason: 'Sodium benzoate is on the list of ingredients we do not sell.',
    });
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      state: 'approved',
      isActive: true,
      ingredients: product.ingredients,
      proposedChange: null,
      changeRejectionReason: 'Sodium benzoate is on the list of ingredients we do not sell.',
    });
    expect((await shopDetail(product.id)).statusCode).toBe(200);
    expect((await historyOf(product.id))[0]).toMatchObject({
      action: 'ingredient change rejected',
      after: {
        changeRejectionReason: 'Sodium benzoate is on the list of ingredients we do not sell.',
      },
    });
  });

  it('withdraws the change when the live text is sent again', async () => {
    const product = await live();
    const edit = await call('PATCH', `/api/hub/products/${product.id}/`, seller, {
      version: product.version,
      ingredients: NEW_TEXT,
    });
    const back = await call('PATCH', `/api/hub/products/${product.id}/`, seller, {
      version: edit.json().version,
      ingredients: product.ingredients,
    });
    expect(back.json()).toMatchObject({ proposedChange: null, changePending: false });
  });
});

describe('NPI variants', () => {
  it('creates another size as a draft sharing the text and photos; a size the family has is refused', async () => {
    const product = await live();
    const res = await call('POST', `/api/hub/products/${product.id}/variants/`, seller, {
      price: 420,
      packageSize: 1,
      measurementUnit: 'kg',
    });
    expect(res.statusCode, res.body).toBe(201);
    const variant = res.json<HubProductAnswer>();
    expect(variant).toMatchObject({
      state: 'draft',
      isActive: false,
      variantOf: product.id,
      name: product.name,
      price: 420,
      packageSize: 1,
      measurementUnit: 'kg',
      description: product.description,
      ingredients: product.ingredients,
      listImage: product.listImage,
      cartImage: product.cartImage,
      variants: [{ id: product.id, packageSize: 400, measurementUnit: 'g', state: 'approved' }],
    });
    expect((await shopDetail(variant.id)).statusCode).toBe(404);
    const again = await call('POST', `/api/hub/products/${variant.id}/variants/`, seller, {
      price: 190,
      packageSize: 400,
      measurementUnit: 'g',
    });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'PRODUCT_VARIANT_EXISTS',
      detail: `Kodo Millet Pongal Mix already comes in 400 g (product ${product.id}).`,
    });
    // Photos came along, so the variant can be submitted straight away.
    const sent = await call('POST', `/api/hub/products/${variant.id}/submit/`, seller, {
      version: variant.version,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    expect((await historyOf(variant.id)).at(-1)).toMatchObject({
      action: 'created as a variant',
      after: { variantOf: product.id },
    });
  });
});

describe('the products list', () => {
  it("shows a seller only its own maker's products; ops filter, sort and page all of them", async () => {
    // More than a page of products: twenty more sizes of the rice idli batter.
    await db().execute(sql`
      INSERT INTO products (maker_id, category_id, subcategory_id, name, description,
        usage_instructions, allergen_info, ingredients, storage, package_size, measurement_unit,
        price_paise, veg_indicator, list_image, list_image2, detail_image, cart_image)
      SELECT maker_id, category_id, subcategory_id, name || ' ' || g, description,
        usage_instructions, allergen_info, ingredients, storage, g, measurement_unit,
        price_paise + g * 100, veg_indicator, list_image, list_image2, detail_image, cart_image
      FROM products, generate_series(1, 20) AS g WHERE id = ${catalogue.products.idliBatter}`);
    const mine = await call('GET', '/api/hub/products/?sort=name', seller);
    expect(mine.statusCode).toBe(200);
    const sellers = new Set(
      mine.json().products.map((p: { seller: { id: number } }) => p.seller.id),
    );
    expect([...sellers]).toEqual([catalogue.makers.amma]);
    const names = mine.json().products.map((p: { name: string }) => p.name);
    expect(names).toEqual([...names].sort());

    const all = await call('GET', '/api/hub/products/', ops);
    const [{ n }] = (
      await db().execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM products`)
    ).rows as [{ n: number }];
    expect(all.json()).toMatchObject({ productsCount: n, pageSize: 50 });
    const ids = all.json().products.map((p: { id: number }) => p.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => b - a));

    const ghee = await call('GET', '/api/hub/products/?q=ghee', ops);
    expect(ghee.json()).toMatchObject({
      productsCount: 1,
      products: [{ id: catalogue.products.ghee, state: 'approved', price: 450.5 }],
    });
    const oils = await call('GET', '/api/hub/products/?q=Pressed%20&sort=-name', ops);
    expect(oils.json()).toMatchObject({ productsCount: 3 });
    expect(oils.json().products.map((p: { name: string }) => p.name)).toEqual([
      'Cold Pressed Sesame Oil',
      'Cold Pressed Groundnut Oil',
      'Cold Pressed Coconut Oil',
    ]);
    const pastTheEnd = await call('GET', '/api/hub/products/?q=oil&page=2', ops);
    expect(pastTheEnd.json()).toMatchObject({ products: [], productsCount: 3 });
    const byMaker = await call(
      'GET',
      `/api/hub/products/?maker=${catalogue.makers.ghani}&category=${catalogue.categories.oils}&sort=-price`,
      ops,
    );
    const prices = byMaker.json().products.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((a: number, b: number) => b - a));
    expect(
      byMaker
        .json()
        .products.every((p: { seller: { id: number } }) => p.seller.id === catalogue.makers.ghani),
    ).toBe(true);

    const second = await call('GET', '/api/hub/products/?page=2', ops);
    expect(second.json().products).toHaveLength(Math.min(50, n - 50));
    expect(second.json().products[0].id).toBeLessThan(ids.at(-1));

    const drafts = await call('GET', '/api/hub/products/?state=draft', ops);
    expect(drafts.json().products.every((p: { state: string }) => p.state === 'draft')).toBe(true);
    expect((await call('GET', '/api/hub/products/?state=live', ops)).statusCode).toBe(400);
    expect((await call('GET', '/api/hub/products/', customer)).statusCode).toBe(403);
  });

  it("sorts 'Newest first' by the Created date it shows, whatever order the rows were written in", async () => {
    // Written last but created long ago, as an import or the demo catalogue writes them.
    await db().execute(sql`
      INSERT INTO products (maker_id, category_id, subcategory_id, name, description,
        usage_instructions, allergen_info, ingredients, storage, package_size, measurement_unit,
        price_paise, veg_indicator, list_image, list_image2, detail_image, cart_image, created_at)
      SELECT maker_id, category_id, subcategory_id, 'Idli Batter From The Old Shop', description,
        usage_instructions, allergen_info, ingredients, storage, package_size, measurement_unit,
        price_paise, veg_indicator, list_image, list_image2, detail_image, cart_image,
        now() - interval '400 days'
      FROM products WHERE id = ${catalogue.products.idliBatter}`);
    type Listed = { name: string; createdAt: string };
    const listed = async (query: string) =>
      (await call('GET', `/api/hub/products/${query}`, ops)).json().products as Listed[];
    const newestFirst = (rows: Listed[]) =>
      rows.every((row, index) => index === 0 || rows[index - 1]!.createdAt >= row.createdAt);

    // Sorted by id, the row written last came first, 400 days older than the next.
    const unsorted = await listed(`?maker=${catalogue.makers.amma}`);
    expect(unsorted[0]!.name).not.toBe('Idli Batter From The Old Shop');
    expect(newestFirst(unsorted)).toBe(true);
    const oldest = await listed(`?maker=${catalogue.makers.amma}&sort=createdAt`);
    expect(oldest[0]!.name).toBe('Idli Batter From The Old Shop');
    // Found by words, the page is chosen another way: the same order.
    const byWords = await listed('?q=idli');
    expect(byWords.length).toBeGreaterThan(1);
    expect(newestFirst(byWords)).toBe(true);
    expect(byWords.at(-1)!.name).toBe('Idli Batter From The Old Shop');
  });

  it('writes every change to the audit log in the same transaction', async () => {
    const before = await db().select({ id: hubAuditLog.id }).from(hubAuditLog);
    const product = await draft(seller);
    const stale = await call('PATCH', `/api/hub/products/${product.id}/`, seller, {
      version: product.version + 5,
      price: 10,
    });
    expect(stale.statusCode).toBe(409);
    const after = await db().select({ id: hubAuditLog.id }).from(hubAuditLog);
    // The creation wrote one row; the refused edit none.
    expect(after.length - before.length).toBe(1);
  });
});

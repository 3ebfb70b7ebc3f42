import type {
  bannedIngredients,
  banners,
  categories,
  collectionProducts,
  collections,
  makers,
  products,
  stockBatches,
  subcategories,
} from '../db/schema/catalog';
import type { reviews } from '../db/schema/reviews';
import type { searchSynonyms } from '../db/schema/search';
import type { places } from '../db/schema/addresses';
import type { knownLocations, serviceAreas } from '../db/schema/addresses';
import {
  LAB_REPORT_PAGE,
  MAKER_PROFILE,
  PRODUCT_PHOTO,
  PRODUCT_SECOND_PHOTO,
} from '../media/variants';
import { labReportSvg } from './art/lab-report-art';
import { packLook, productAltSvg, productMainSvg } from './art/product-art';
import {
  bannerSvg,
  categorySvg,
  collectionSvg,
  makerSvg,
  subcategorySvg,
  type Motif,
} from './art/tile-art';
import { BANNED_INGREDIENTS } from './banned-ingredients';
import { BANNER_SIZES, buildBanners } from './banners';
import { CATEGORIES, categoryNamed } from './categories';
import { buildCollections } from './collections';
import { DAY_MS } from './time-units';
import { picture, type MediaFile } from './images';
import { buildLabReport, hasLabReport } from './lab-report-content';
import { labReportPdf } from './lab-reports';
import { buildLaunchDates } from './launches';
import { MAKERS } from './makers';
import { buildGazetteer } from './gazetteer';
import { buildServiceAreas, KNOWN_LOCATIONS } from './places';
import { buildProductDrafts, type ProductDraft } from './products';
import { buildReviews, summariseReviews } from './reviews';
import { slugify } from './random';
import { buildStock } from './stock';
import { synonymPairs } from './synonyms';

/** Everything the demo seed inserts, and the files it writes. A pure function of `now`. */
export interface DemoPlan {
  categories: (typeof categories.$inferInsert)[];
  subcategories: (typeof subcategories.$inferInsert)[];
  makers: (typeof makers.$inferInsert)[];
  products: (typeof products.$inferInsert)[];
  batches: (typeof stockBatches.$inferInsert)[];
  reviews: (typeof reviews.$inferInsert)[];
  collections: (typeof collections.$inferInsert)[];
  collectionProducts: (typeof collectionProducts.$inferInsert)[];
  banners: (typeof banners.$inferInsert)[];
  bannedIngredients: (typeof bannedIngredients.$inferInsert)[];
  synonyms: (typeof searchSynonyms.$inferInsert)[];
  serviceAreas: (typeof serviceAreas.$inferInsert)[];
  knownLocations: (typeof knownLocations.$inferInsert)[];
  places: (typeof places.$inferInsert)[];
  media: MediaFile[];
  /** The drafts behind the product rows, for tests and the large generator. */
  drafts: ProductDraft[];
}

const square = (size: number) => ({ width: size, height: size });

export function productPictures(draft: ProductDraft) {
  const name = `${draft.id}-${draft.key}`;
  const main = picture('products', name, productMainSvg(draft, 800), PRODUCT_PHOTO);
  const alt = picture('products', name, productAltSvg(draft, 400), PRODUCT_SECOND_PHOTO);
  return {
    jobs: [main.job, alt.job],
    listImage: main.urls.list as string,
    listImage2: alt.urls.list2 as string,
    detailImage: main.urls.detail as string,
    cartImage: main.urls.cart as string,
  };
}

export function buildDemoPlan(now: Date): DemoPlan {
  const media: MediaFile[] = [];
  const drafts = buildProductDrafts();
  const byId = new Map(drafts.map((d) => [d.id, d]));
  const stock = buildStock(drafts, now);
  const launched = buildLaunchDates(drafts, stock, now);
  const reviewDrafts = buildReviews(drafts, now);
  const productRatings = summariseReviews(reviewDrafts, (r) => r.productId);
  const makerRatings = summariseReviews(reviewDrafts, (r) => byId.get(r.productId)?.makerId ?? 0);

  const categoryRows = CATEGORIES.map((category, index) => {
    const art = picture(
      'categories',
      `${index + 1}-${slugify(category.name)}`,
      categorySvg(category),
      {
        tile: square(400),
      },
    );
    media.push(art.job);
    return {
      id: index + 1,
      name: category.name,
      image: art.urls.tile as string,
      sortOrder: index + 1,
    };
  });

  let subcategoryId = 1;
  const subcategoryRows = CATEGORIES.flatMap((category, index) =>
    category.subcategories.map((sub, position) => {
      const id = subcategoryId++;
      const art = picture(
        'subcategories',
        `${id}-${slugify(sub.name)}`,
        subcategorySvg(category, sub.name, sub.pack),
        {
          tile: square(300),
        },
      );
      media.push(art.job);
      return {
        id,
        categoryId: index + 1,
        name: sub.name,
        image: art.urls.tile as string,
        sortOrder: position + 1,
      };
    }),
  );

  const makerRows = MAKERS.map((maker, index) => {
    const category = categoryNamed(maker.categoryTag);
    const firstPack =
      category.subcategories.find((s) => maker.makes.includes(s.name))?.pack ?? 'jar';
    const art = picture(
      'makers',
      `${index + 1}-${slugify(maker.storeName)}`,
      makerSvg(maker.storeName, category.palette, firstPack),
      MAKER_PROFILE,
    );
    media.push(art.job);
    const rating = makerRatings.get(index + 1);
    return {
      id: index + 1,
      storeName: maker.storeName,
      profileImage: art.urls.profile as string,
      categoryTag: maker.categoryTag,
      cuisineTag: maker.cuisineTag,
      aboutSeller: maker.aboutSeller,
      leadTimeHours: maker.leadTimeHours,
      rating: rating?.rating ?? 0,
      numReviews: rating?.numReviews ?? 0,
      isApproved: true,
      createdAt: new Date(now.getTime() - (400 + index * 9) * DAY_MS),
    };
  });

  // Reports are dated by the week, so re-seeding within a week reuses the same files.
  const weekStart = Math.floor(now.getTime() / (7 * DAY_MS)) * 7 * DAY_MS;
  const productRows = drafts.map((draft) => {
    const pictures = productPictures(draft);
    media.push(...pictures.jobs);
    let testReportDocument: string | null = null;
    let testReportImage: string | null = null;
    if (hasLabReport(draft)) {
      const report = buildLabReport(draft, new Date(weekStart - ((draft.id % 20) + 3) * DAY_MS));
      const name = `${draft.id}-${draft.key}-${report.reportedOn}`;
      const file = `catalogue/lab-reports/${name}.pdf`;
      media.push({ kind: 'document', file, bytes: () => labReportPdf(report) });
      const preview = picture('lab-reports', name, labReportSvg(report), LAB_REPORT_PAGE);
      media.push(preview.job);
      testReportDocument = `/media/${file}`;
      testReportImage = preview.urls.preview as string;
    }
    const shelf = stock.get(draft.id);
    const launchedAt = launched.get(draft.id) as Date;
    const rating = productRatings.get(draft.id);
    return {
      id: draft.id,
      makerId: draft.makerId,
      categoryId: draft.categoryId,
      subcategoryId: draft.subcategoryId,
      name: draft.name,
      description: draft.description,
      usageInstructions: draft.usageInstructions,
      allergenInfo: draft.allergenInfo,
      ingredients: draft.ingredients,
      storage: draft.storage,
      packageSize: draft.packageSize,
      measurementUnit: draft.measurementUnit,
      pricePaise: draft.pricePaise,
      vegIndicator: draft.vegIndicator,
      specialityTag: draft.specialityTag,
      showStock: shelf?.showStock ?? true,
      canSellBeforeStocking: shelf?.canSellBeforeStocking ?? false,
      isActive: true,
      listingState: 'approved' as const,
      status: 20,
      listImage: pictures.listImage,
      listImage2: pictures.listImage2,
      detailImage: pictures.detailImage,
      cartImage: pictures.cartImage,
      testReportDocument,
      testReportImage,
      rating: rating?.rating ?? 0,
      numReviews: rating?.numReviews ?? 0,
      searchKeywords: draft.searchKeywords,
      approvedAt: launchedAt,
      createdAt: new Date(launchedAt.getTime() - 2 * DAY_MS),
    };
  });

  const recentIds = [...launched]
    .filter(([, at]) => now.getTime() - at.getTime() < 14 * DAY_MS)
    .sort(([, a], [, b]) => b.getTime() - a.getTime())
    .map(([id]) => id);
  const collectionDrafts = buildCollections(drafts, recentIds);
  const motifOf = (id: number, withLabel: boolean): Motif => {
    const draft = byId.get(id) as ProductDraft;
    return { pack: draft.pack, look: packLook(draft, withLabel) };
  };
  const collectionRows = collectionDrafts.map((collection, index) => {
    const lead = byId.get(collection.productIds[0] as number) as ProductDraft;
    const art = picture(
      'collections',
      `${collection.id}-${slugify(collection.name)}`,
      collectionSvg(
        collection.name,
        lead.palette,
        collection.productIds.slice(0, 2).map((id) => motifOf(id, false)),
        collection.type,
      ),
      { tile: { width: 600, height: 400 } },
    );
    media.push(art.job);
    return {
      id: collection.id,
      name: collection.name,
      type: collection.type,
      tileImage: art.urls.tile as string,
      sortOrder: index + 1,
      isActive: true,
    };
  });

  const bannerRows = buildBanners(collectionDrafts).map((banner) => {
    const category = categoryNamed(banner.categoryName);
    const ids = banner.productIds.length
      ? banner.productIds
      : drafts
          .filter((d) => d.categoryName === banner.categoryName && d.pack !== 'tray')
          .slice(0, 3)
          .map((d) => d.id);
    const motifs = ids.map((id) => motifOf(id, true));
    const urls = Object.fromEntries(
      Object.entries(BANNER_SIZES).map(([size, { width, height }]) => {
        const art = picture(
          'banners',
          `${banner.id}-${slugify(banner.name)}`,
          bannerSvg(banner.copy, category.palette, motifs, width, height),
          {
            [size]: { width, height },
          },
        );
        media.push(art.job);
        return [size, art.urls[size] as string];
      }),
    );
    return {
      id: banner.id,
      name: banner.name,
      largeImage: urls.large as string,
      mediumImage: urls.medium as string,
      smallImage: urls.small as string,
      redirectUrl: banner.redirectUrl,
      sortOrder: banner.id,
      isActive: true,
    };
  });

  return {
    categories: categoryRows,
    subcategories: subcategoryRows,
    makers: makerRows,
    products: productRows,
    batches: drafts.flatMap((d) => stock.get(d.id)?.batches ?? []),
    reviews: reviewDrafts,
    collections: collectionRows,
    collectionProducts: collectionDrafts.flatMap((c) =>
      c.productIds.map((productId, position) => ({ collectionId: c.id, productId, position })),
    ),
    banners: bannerRows,
    bannedIngredients: BANNED_INGREDIENTS.map((b, index) => ({ id: index + 1, ...b })),
    synonyms: synonymPairs(),
    serviceAreas: buildServiceAreas().map((area, index) => ({ id: index + 1, ...area })),
    knownLocations: KNOWN_LOCATIONS.map((location, index) => ({
      id: index + 1,
      city: 'BANGALORE',
      isActive: true,
      ...location,
    })),
    places: buildGazetteer(),
    media,
    drafts,
  };
}

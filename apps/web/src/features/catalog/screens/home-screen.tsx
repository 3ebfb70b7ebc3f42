import { useLogin } from '../../../lib/session';
import { MEDIA, useMediaQuery } from '../../../lib/use-media-query';
import { useAllProducts } from '../api/all-products';
import { useCategories } from '../api/categories';
import { useCurations } from '../api/curations';
import { useMadeTypeCollections } from '../api/made-type-collections';
import { useNewLaunched } from '../api/new-launched-collection';
import { usePreviouslyOrdered } from '../api/previously-ordered';
import { AllProducts } from '../components/all-products';
import { BannerCarousel } from '../components/banner-carousel';
import { ExploreCollections } from '../components/explore-collections';
import { ExploreCurations } from '../components/explore-curations';
import { NewLaunchedStrip } from '../components/new-launched-strip';
import { PreviouslyOrderedStrip } from '../components/previously-ordered-strip';
import { ShopByCategory } from '../components/shop-by-category';

/**
 * Home (spec section 2 '/'): offers, reorders, categories, new launches, collections, everything.
 *
 * Every block's request starts at once, but a block is shown only when the blocks above it have
 * arrived (or failed). A block of unknown height that arrives late would otherwise push what is
 * already on screen down; this way the page only ever grows at its bottom (layout shift near 0).
 */
export function HomeScreen() {
  const narrow = useMediaQuery(MEDIA.underCollections);
  const token = useLogin()?.token ?? null;
  const reorders = usePreviouslyOrdered(token, narrow);
  const categories = useCategories();
  const launches = useNewLaunched();
  const madeTypes = useMadeTypeCollections(narrow);
  const curations = useCurations(!narrow);
  useAllProducts();

  const reordersSettled = !reorders.isLoading;
  const categoriesSettled = reordersSettled && !categories.isPending;
  const launchesSettled = categoriesSettled && !launches.isPending;
  const collectionsSettled = launchesSettled && !(narrow ? madeTypes : curations).isPending;

  return (
    <div className="page">
      <h1 className="visually-hidden">Makers Pantry: clean groceries from small makers</h1>
      <BannerCarousel />
      {narrow && reordersSettled && <PreviouslyOrderedStrip />}
      {reordersSettled && <ShopByCategory />}
      {categoriesSettled && <NewLaunchedStrip />}
      {launchesSettled && (narrow ? <ExploreCollections /> : <ExploreCurations />)}
      {collectionsSettled && <AllProducts />}
    </div>
  );
}

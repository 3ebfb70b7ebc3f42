import { memo, useDeferredValue } from 'react';
import { useLogin } from '../../../lib/session';
import { MEDIA, useMediaQuery } from '../../../lib/use-media-query';
import { useAllProducts } from '../api/all-products';
import { useCategories } from '../../../lib/categories';
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

// HomeScreen renders again each time a block's answer arrives; the blocks already on screen
// (each with its own queries) need not render with it.
const Banners = memo(BannerCarousel);
const Reorders = memo(PreviouslyOrderedStrip);
const Categories = memo(ShopByCategory);
const Launches = memo(NewLaunchedStrip);
const Collections = memo(ExploreCollections);
const Curations = memo(ExploreCurations);
const Everything = memo(AllProducts);

/**
 * Home: offers, reorders, categories, new launches, collections, everything.
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

  // Answers arrive as urgent updates; the blocks they let in are built as deferred ones, which
  // React renders in short slices, so a slow phone still answers taps while the page fills in.
  const reordersSettled = useDeferredValue(!reorders.isLoading);
  const categoriesSettled = useDeferredValue(reordersSettled && !categories.isPending);
  const launchesSettled = useDeferredValue(categoriesSettled && !launches.isPending);
  const collectionsSettled = useDeferredValue(
    launchesSettled && !(narrow ? madeTypes : curations).isPending,
  );

  return (
    <div className="page">
      <h1 className="visually-hidden">Makers Pantry: clean groceries from small makers</h1>
      <Banners />
      {narrow && reordersSettled && <Reorders />}
      {reordersSettled && <Categories />}
      {categoriesSettled && <Launches />}
      {launchesSettled && (narrow ? <Collections /> : <Curations />)}
      {collectionsSettled && <Everything />}
    </div>
  );
}

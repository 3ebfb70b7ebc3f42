import { MEDIA, useMediaQuery } from '../../../lib/use-media-query';
import { AllProducts } from '../components/all-products';
import { BannerCarousel } from '../components/banner-carousel';
import { ExploreCollections } from '../components/explore-collections';
import { ExploreCurations } from '../components/explore-curations';
import { NewLaunchedStrip } from '../components/new-launched-strip';
import { PreviouslyOrderedStrip } from '../components/previously-ordered-strip';
import { ShopByCategory } from '../components/shop-by-category';

/** Home (spec section 2 '/'): offers, reorders, categories, new launches, collections, everything. */
export function HomeScreen() {
  const narrow = useMediaQuery(MEDIA.underCollections);
  return (
    <div className="page">
      <h1 className="visually-hidden">Makers Pantry: clean groceries from small makers</h1>
      <BannerCarousel />
      {narrow && <PreviouslyOrderedStrip />}
      <ShopByCategory />
      <NewLaunchedStrip />
      {narrow ? <ExploreCollections /> : <ExploreCurations />}
      <AllProducts />
    </div>
  );
}

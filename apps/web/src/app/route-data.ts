import { BANNER_IMAGE_OF_SIZE, bannerSize } from '@makers-pantry/domain/banner';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { allProducts } from '../features/catalog/api/all-products';
import { bannersQuery } from '../features/catalog/api/banners';
import { categoryDetailsQuery } from '../features/catalog/api/category-details-query';
import { categoryProducts } from '../features/catalog/api/category-products-query';
import { productDetailQuery } from '../features/catalog/api/product-detail';
import { searchResults } from '../features/search/api/search-products-query';
import { searchableKeyword } from '../features/search/search-rules';
import { loginToken } from '../lib/api';
import {
  prefetchProducts,
  type ProductList,
  type ProductsPage,
} from '../lib/use-infinite-products';

/**
 * The main screens' first requests, started by their routes: a route's loader runs alongside the
 * download of its screen's code, so the answers (and the pictures they name) are on their way a
 * round trip earlier than if the screen asked once it arrived. The screens' own queries then find
 * them in the cache. Loaders never wait: navigation is not held up by them.
 */
export function routeData(client: QueryClient) {
  /** Page 1 of a list, and as soon as it is in, the pictures of its first row. */
  const productList = (list: ProductList) =>
    void prefetchProducts(client, list).then(() => {
      const first = client.getQueryData<InfiniteData<ProductsPage>>(list.queryKey)?.pages[0];
      for (const product of first?.products.slice(0, FIRST_ROW) ?? [])
        preloadPicture(product.listImage);
    });

  const home: LoaderFunction = () => {
    void prefetchProducts(client, allProducts);
    void client.prefetchQuery(bannersQuery).then(() => {
      const first = client.getQueryData(bannersQuery.queryKey)?.[0];
      if (first) preloadPicture(first[BANNER_IMAGE_OF_SIZE[bannerSize(window.innerWidth)]]);
    });
    return null;
  };
  const product: LoaderFunction = ({ params }) => {
    const query = productDetailQuery(Number(params.id), loginToken());
    // prefetchQuery does not read `enabled`: an id that is no id is the screen's to explain.
    if (query.enabled === false) return null;
    void client.prefetchQuery(query).then(() => {
      const detail = client.getQueryData(query.queryKey);
      if (detail) preloadPicture(detail.detailImage);
    });
    return null;
  };
  const category: LoaderFunction = ({ params }) => {
    const id = Number(params.id);
    void client.prefetchQuery(categoryDetailsQuery(id));
    productList(categoryProducts(id, Number(params.sid)));
    return null;
  };
  const search: LoaderFunction = ({ request }) => {
    const keyword = searchableKeyword(new URL(request.url).searchParams.get('keyword'));
    if (keyword) productList(searchResults(keyword));
    return null;
  };
  return { home, product, category, search };
}

/** The first row of a product grid on a phone, whose pictures the grid fetches first too. */
const FIRST_ROW = 2;

/**
 * Asks for the picture the screen will show largest (the first banner, the product's photo, the
 * first row of a list) at high priority as soon as its answer names it, not once the screen's code
 * has arrived and rendered it.
 */
function preloadPicture(href: string) {
  if (!href || document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`))
    return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', href);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

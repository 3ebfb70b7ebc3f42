import { BANNER_IMAGE_OF_SIZE, bannerSize } from '@makers-pantry/domain/banner';
import type { QueryClient } from '@tanstack/react-query';
import type { LoaderFunction } from 'react-router';
import { allProducts } from '../features/catalog/api/all-products';
import { bannersQuery } from '../features/catalog/api/banners';
import { categoryDetailsQuery } from '../features/catalog/api/category-details-query';
import { categoryProducts } from '../features/catalog/api/category-products-query';
import { productDetailQuery } from '../features/catalog/api/product-detail';
import { searchResults } from '../features/search/api/search-products-query';
import { searchableKeyword } from '../features/search/search-rules';
import { loginToken } from '../lib/api';
import { prefetchProducts } from '../lib/use-infinite-products';

/**
 * The main screens' first requests, started by their routes: a route's loader runs alongside the
 * download of its screen's code, so the answers (and the pictures they name) are on their way a
 * round trip earlier than if the screen asked once it arrived. The screens' own queries then find
 * them in the cache. Loaders never wait: navigation is not held up by them.
 */
export function routeData(client: QueryClient) {
  const home: LoaderFunction = () => {
    prefetchProducts(client, allProducts);
    void client.prefetchQuery(bannersQuery).then(() => preloadFirstBanner(client));
    return null;
  };
  const product: LoaderFunction = ({ params }) => {
    void client.prefetchQuery(productDetailQuery(Number(params.id), loginToken()));
    return null;
  };
  const category: LoaderFunction = ({ params }) => {
    const id = Number(params.id);
    void client.prefetchQuery(categoryDetailsQuery(id));
    prefetchProducts(client, categoryProducts(id, Number(params.sid)));
    return null;
  };
  const search: LoaderFunction = ({ request }) => {
    const keyword = searchableKeyword(new URL(request.url).searchParams.get('keyword'));
    if (keyword) prefetchProducts(client, searchResults(keyword));
    return null;
  };
  return { home, product, category, search };
}

/**
 * On the home page the first banner is the largest picture above the fold: ask for it at high
 * priority as soon as its answer is in, not once the home screen has rendered it.
 */
function preloadFirstBanner(client: QueryClient) {
  const first = client.getQueryData(bannersQuery.queryKey)?.[0];
  if (!first) return;
  const href = first[BANNER_IMAGE_OF_SIZE[bannerSize(window.innerWidth)]];
  if (document.head.querySelector(`link[rel="preload"][href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement('link');
  link.setAttribute('rel', 'preload');
  link.setAttribute('as', 'image');
  link.setAttribute('href', href);
  link.setAttribute('fetchpriority', 'high');
  document.head.append(link);
}

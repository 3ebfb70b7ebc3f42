import { useRoutes } from 'react-router';
import { NotFound } from '../../../components/ui/not-found';
import { NewProductScreen } from './screens/new-product-screen';
import { ProductScreen } from './screens/product-screen';
import { ProductsScreen } from './screens/products-screen';

/** The product pages under #/hub/products. */
export function ProductRoutes() {
  return useRoutes([
    { index: true, element: <ProductsScreen /> },
    { path: 'new', element: <NewProductScreen /> },
    { path: ':id', element: <ProductScreen /> },
    { path: '*', element: <NotFound /> },
  ]);
}

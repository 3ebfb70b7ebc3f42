import { useAreaPages } from '../shell/area-pages';
import { NewProductScreen } from './screens/new-product-screen';
import { ProductScreen } from './screens/product-screen';
import { ProductsScreen } from './screens/products-screen';

/** The product pages under #/hub/products. */
export function ProductRoutes() {
  return useAreaPages(<ProductsScreen />, { new: <NewProductScreen />, ':id': <ProductScreen /> });
}

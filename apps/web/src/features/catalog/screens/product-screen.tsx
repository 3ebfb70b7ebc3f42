import { useParams } from 'react-router';
import { ApiErrorView } from '../../../components/ui/api-error-view';
import { NotFound } from '../../../components/ui/not-found';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLogin } from '../../../lib/session';
import { useProductDetail } from '../api/product-detail';
import { FrequentlyBoughtTogether } from '../components/frequently-bought-together';
import { ProductDetailSkeleton } from '../components/product-detail-skeleton';
import { ProductDetailView } from '../components/product-detail-view';

/** /product/{id}: the product page, titled '{product name} | Whole Foods'. */
export function ProductScreen() {
  const productId = Number(useParams().id);
  const valid = Number.isInteger(productId) && productId > 0;
  const login = useLogin();
  const product = useProductDetail(productId, login?.token ?? null);
  useDocumentTitle(product.data ? `${product.data.name} | Whole Foods` : null);

  if (!valid) return <NotFound />;
  return (
    <div className="page">
      {product.isPending ? (
        <ProductDetailSkeleton />
      ) : product.isError ? (
        <ApiErrorView error={product.error} />
      ) : (
        <ProductDetailView product={product.data} />
      )}
      {/* After the product itself, so its arrival cannot push the suggestions around. */}
      {product.isSuccess && <FrequentlyBoughtTogether productId={productId} />}
    </div>
  );
}

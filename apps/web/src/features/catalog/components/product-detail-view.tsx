import type { ProductDetail } from '@makers-pantry/domain/catalog';
import { stockState } from '@makers-pantry/domain/product-display';
import { ProductImage } from '../../../components/product/product-image';
import { Section } from '../../../components/ui/section';
import { LabReport } from './lab-report';
import { ProductBuyBox } from './product-buy-box';
import styles from './product-detail-view.module.css';
import { ProductFacts } from './product-facts';
import { ProductReviews } from './product-reviews';

/** Everything the shop shows of a product, laid out photo-left on wide screens. */
export function ProductDetailView({ product }: { product: ProductDetail }) {
  const greyed = stockState(product) === 'outOfStock';
  const hasReport = Boolean(product.testReportDocument || product.testReportImage);
  return (
    <article className={styles.product}>
      <div className={styles.top}>
        <div className={`${styles.photo} ${greyed ? styles.greyed : ''}`}>
          <ProductImage src={product.detailImage} size={800} loading="first" alt={product.name} />
        </div>
        <div className={styles.info}>
          <ProductBuyBox product={product} />
          <Section title="About this product">
            <ProductFacts product={product} />
          </Section>
        </div>
      </div>
      {hasReport && (
        <Section title="Lab report">
          <LabReport
            document={product.testReportDocument}
            image={product.testReportImage}
            productName={product.name}
          />
        </Section>
      )}
      <ProductReviews product={product} />
    </article>
  );
}

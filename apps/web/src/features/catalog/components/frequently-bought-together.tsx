import { ProductStrip } from '../../../components/product/product-strip';
import { Section } from '../../../components/ui/section';
import { useRecommendations } from '../api/recommendations';

/** 'Frequently bought together' under a product; nothing when there is nothing to suggest. */
export function FrequentlyBoughtTogether({ productId }: { productId: number }) {
  const recommendations = useRecommendations(productId);
  const products = recommendations.data?.recommendations ?? [];
  if (products.length === 0) return null;
  return (
    <Section title="Frequently bought together">
      <ProductStrip products={products} label="Frequently bought together" />
    </Section>
  );
}

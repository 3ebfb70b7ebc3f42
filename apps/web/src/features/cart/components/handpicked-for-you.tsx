import { ProductStrip } from '../../../components/product/product-strip';
import { Section } from '../../../components/ui/section';
import { useCartCollection } from '../api/cart-collection';

/** 'Handpicked for you': a few suggestions under the cart; nothing when there are none. */
export function HandpickedForYou() {
  const collection = useCartCollection();
  const products = collection.data?.items.products ?? [];
  if (products.length === 0) return null;
  return (
    <Section title="Handpicked for you">
      <ProductStrip products={products} label="Handpicked for you" />
    </Section>
  );
}

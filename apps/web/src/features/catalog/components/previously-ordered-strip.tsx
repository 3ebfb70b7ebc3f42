import { ProductStrip } from '../../../components/product/product-strip';
import { Section } from '../../../components/ui/section';
import { useLogin } from '../../../lib/session';
import { usePreviouslyOrdered } from '../api/previously-ordered';

/** 'Previously ordered' for a logged-in customer on a small screen; nothing when there is nothing. */
export function PreviouslyOrderedStrip() {
  const login = useLogin();
  const products = usePreviouslyOrdered(login?.token ?? null, true);
  if (!products.data || products.data.products.length === 0) return null;
  return (
    <Section title="Previously ordered">
      <ProductStrip products={products.data.products} label="Previously ordered" />
    </Section>
  );
}

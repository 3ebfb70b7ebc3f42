import { Link } from 'react-router';
import { paths } from '../../../lib/paths';
import { ProductStrip } from '../../../components/product/product-strip';
import { Section } from '../../../components/ui/section';
import { useNewLaunched } from '../api/new-launched-collection';

/** The 'new launched' collection as a sideways strip, with a link to the whole collection. */
export function NewLaunchedStrip() {
  const collection = useNewLaunched();
  if (!collection.data || collection.data.products.length === 0) return null;
  const { id, name, products } = collection.data;
  return (
    <Section title={name} action={<Link to={paths.collection(id, name)}>See all</Link>}>
      <ProductStrip products={products} label={name} />
    </Section>
  );
}

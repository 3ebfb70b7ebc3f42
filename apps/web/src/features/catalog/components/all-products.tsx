import { InfiniteProductList } from '../../../components/product/infinite-product-list';
import { Section } from '../../../components/ui/section';
import { useAllProducts } from '../api/all-products';

/** 'All Products' with infinite scroll, refreshed every 5 minutes. */
export function AllProducts() {
  const list = useAllProducts();
  return (
    <Section title="All Products">
      <InfiniteProductList
        list={list}
        label="All Products"
        emptyText="Nothing on sale currently"
        // Below the banners, categories and collections: its pictures wait until they are needed.
        aboveTheFold={false}
      />
    </Section>
  );
}

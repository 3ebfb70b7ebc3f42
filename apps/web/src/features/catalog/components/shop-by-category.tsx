import { paths } from '../../../lib/paths';
import { Section } from '../../../components/ui/section';
import { TileGrid } from '../../../components/ui/tile-grid';
import { track } from '../../../lib/analytics';
import { useCategories } from '../../../lib/categories';
import { TilesPlaceholder } from './tiles-placeholder';

/** 'Shop by Category': one tile per category, opening its 'All' listing. */
export function ShopByCategory() {
  const categories = useCategories();
  if (categories.isError) return null;
  return (
    <Section title="Shop by Category">
      {categories.isPending ? (
        <TilesPlaceholder count={8} />
      ) : (
        <TileGrid
          label="Categories"
          tiles={categories.data.map((category) => ({
            key: category.id,
            name: category.name,
            image: category.image,
            to: paths.category(category.id, category.name),
          }))}
          onOpen={(tile, position) =>
            track('clicked_category_tile', {
              categoryId: Number(tile.key),
              name: tile.name,
              position,
            })
          }
        />
      )}
    </Section>
  );
}

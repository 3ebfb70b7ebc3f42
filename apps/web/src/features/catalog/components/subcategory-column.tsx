import type { Category } from '@makers-pantry/domain/catalog';
import { useEffect, useRef } from 'react';
import { paths } from '../../../lib/paths';
import { ShopLink } from '../../../components/ui/shop-link';
import { ALL_SUBCATEGORIES_ID } from '../api/category-products-query';
import styles from './subcategory-column.module.css';

interface Tile {
  id: number;
  name: string;
  image: string;
}

/** 'All' first, drawn with the category's own picture, then each subcategory. */
const tilesOf = (category: Category): Tile[] => [
  { id: ALL_SUBCATEGORIES_ID, name: 'All', image: category.image },
  ...category.subcategories,
];

/**
 * The left column of the category screen. Choosing a tile replaces the route, so Back leaves the
 * category instead of stepping through every subcategory looked at.
 */
export function SubcategoryColumn({
  category,
  selectedId,
}: {
  category: Category;
  selectedId: number;
}) {
  const column = useRef<HTMLElement>(null);
  // A link straight to a lower subcategory should show its tile without scrolling by hand.
  useEffect(() => {
    const list = column.current;
    const selected = list?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!list || !selected) return;
    const below = selected.offsetTop + selected.offsetHeight - list.clientHeight;
    if (below > list.scrollTop) list.scrollTop = below + 8;
  }, [category.id]);

  return (
    <nav ref={column} className={styles.column} aria-label={`${category.name} subcategories`}>
      <ul className={styles.tiles}>
        {tilesOf(category).map((tile) => {
          const selected = tile.id === selectedId;
          return (
            <li key={tile.id}>
              <ShopLink
                replace
                to={paths.category(category.id, category.name, tile.id, tile.name)}
                className={`${styles.tile} ${selected ? styles.selected : ''}`}
                aria-current={selected ? 'page' : undefined}
              >
                <img
                  className={styles.image}
                  src={tile.image}
                  alt=""
                  width={56}
                  height={56}
                  loading="lazy"
                  decoding="async"
                />
                <span className={styles.name}>{tile.name}</span>
              </ShopLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

/** Grey tiles in the column's shape while the category loads. */
export function SubcategoryColumnPlaceholder() {
  return (
    <div className={styles.column} aria-hidden="true">
      <ul className={styles.tiles}>
        {Array.from({ length: 6 }, (_, index) => (
          <li key={index}>
            <span className={`${styles.tile} ${styles.placeholder}`}>
              <span className={styles.image} />
              <span className={styles.name} />
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

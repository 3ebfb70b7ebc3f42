import { ShopLink } from './shop-link';
import styles from './tile-grid.module.css';

export interface Tile {
  key: string | number;
  name: string;
  image: string;
  to: string;
}

/** Picture tiles that lead somewhere (categories, collections); the first row loads eagerly. */
export function TileGrid({
  tiles,
  label,
  onOpen,
  shape = 'square',
}: {
  tiles: Tile[];
  label: string;
  onOpen?: (tile: Tile, position: number) => void;
  shape?: 'square' | 'wide';
}) {
  return (
    <ul className={`${styles.grid} ${shape === 'wide' ? styles.wide : ''}`} aria-label={label}>
      {tiles.map((tile, index) => (
        <li key={tile.key}>
          <ShopLink to={tile.to} className={styles.tile} onClick={() => onOpen?.(tile, index + 1)}>
            <span className={styles.frame}>
              <img
                className={styles.image}
                src={tile.image}
                alt=""
                width={240}
                height={shape === 'wide' ? 160 : 240}
                loading={index < 8 ? 'eager' : 'lazy'}
                decoding="async"
              />
            </span>
            <span className={styles.name}>{tile.name}</span>
          </ShopLink>
        </li>
      ))}
    </ul>
  );
}

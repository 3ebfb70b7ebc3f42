import type { VegIndicator as VegKind } from '@makers-pantry/domain/catalog-enums';
import styles from './veg-indicator.module.css';

const KIND_CLASS: Record<VegKind, string | undefined> = {
  Veg: styles.veg,
  'Non-veg': styles.nonVeg,
  Egg: styles.egg,
  Halal: styles.halal,
  Vegan: styles.vegan,
};

/**
 * The food-type mark printed on Indian packs: a square outline with a dot, one colour per kind.
 * Non-veg uses the triangle FSSAI prescribes, so it does not rely on colour alone.
 */
export function VegIndicator({ kind, size = 16 }: { kind: VegKind; size?: number }) {
  return (
    <svg
      className={`${styles.mark} ${KIND_CLASS[kind] ?? ''}`}
      width={size}
      height={size}
      viewBox="0 0 16 16"
      role="img"
      aria-label={kind}
    >
      <title>{kind}</title>
      <rect
        x="1"
        y="1"
        width="14"
        height="14"
        rx="2"
        fill="#fff"
        stroke="currentColor"
        strokeWidth="1.6"
      />
      {kind === 'Non-veg' ? (
        <path d="M8 3.8 12.2 11.4H3.8Z" fill="currentColor" />
      ) : (
        <circle cx="8" cy="8" r="3.6" fill="currentColor" />
      )}
    </svg>
  );
}

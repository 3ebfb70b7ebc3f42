import { useState } from 'react';
import styles from './product-image.module.css';

/** How a picture loads: when needed (below the fold), at once, or at once and before the rest. */
export type PictureLoading = 'lazy' | 'eager' | 'first';

/**
 * A square product photo with its box reserved by width and height (no layout shift), lazy below
 * the fold, and a quiet placeholder instead of a broken-image icon when the file is missing.
 * 'first' is for the page's largest picture: asked for at high priority, before the layout would
 * tell the browser it is in view.
 */
export function ProductImage({
  src,
  size,
  loading = 'lazy',
  className = '',
  alt = '',
}: {
  src: string;
  size: number;
  loading?: PictureLoading;
  className?: string;
  alt?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (failed || !src) {
    return (
      <span
        className={`${styles.placeholder} ${className}`}
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
      />
    );
  }
  return (
    <img
      className={`${styles.image} ${className}`}
      src={src}
      alt={alt}
      width={size}
      height={size}
      loading={loading === 'lazy' ? 'lazy' : 'eager'}
      fetchPriority={loading === 'first' ? 'high' : 'auto'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

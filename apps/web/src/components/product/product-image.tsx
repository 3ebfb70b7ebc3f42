import { useState } from 'react';
import styles from './product-image.module.css';

/**
 * A square product photo with its box reserved by width and height (no layout shift), lazy below
 * the fold, and a quiet placeholder instead of a broken-image icon when the file is missing.
 */
export function ProductImage({
  src,
  size,
  eager = false,
  className = '',
  alt = '',
}: {
  src: string;
  size: number;
  eager?: boolean;
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
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      onError={() => setFailed(true)}
    />
  );
}

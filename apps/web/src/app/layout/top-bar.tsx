import { MEDIA, useMediaQuery } from '../../lib/use-media-query';
import { LargeBar } from './large-bar';
import { MediumBar } from './medium-bar';
import { MobileBar } from './mobile-bar';
import styles from './top-bar.module.css';

/** Picks the bar for the viewport (above 1000, 500-1000, below 500 px). */
export function TopBar() {
  const large = useMediaQuery(MEDIA.large);
  const mobile = useMediaQuery(MEDIA.mobile);
  return (
    <header className={mobile ? undefined : styles.sticky}>
      {large ? <LargeBar /> : mobile ? <MobileBar /> : <MediumBar />}
    </header>
  );
}

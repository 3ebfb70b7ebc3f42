import { EXPIRING_SOON_DAYS } from '@makers-pantry/domain/hub-batches';
import { Link } from 'react-router';
import { hubPaths } from '../../shell/hub-paths';
import { useBatchPage } from '../api/batch-page';
import styles from './batch-attention.module.css';

const WAITING = new URLSearchParams({ status: 'inwarded' });
const EXPIRING = new URLSearchParams({ expiring: 'true' });

/**
 * On the hub's home page, under Batches: what needs someone today, each a link to that list
 * (received batches waiting for the quality check; batches reaching their best-before).
 */
export function BatchAttention() {
  const waiting = useBatchPage([], WAITING);
  const expiring = useBatchPage([], EXPIRING);
  return (
    <ul className={styles.list}>
      <li>
        <Link to={hubPaths.batches(`?${WAITING}`)}>
          Waiting for the quality check: <strong>{waiting.data?.batchesCount ?? '…'}</strong>
        </Link>
      </li>
      <li>
        <Link to={hubPaths.batches(`?${EXPIRING}`)}>
          Expiring in the next {EXPIRING_SOON_DAYS} days:{' '}
          <strong>{expiring.data?.batchesCount ?? '…'}</strong>
        </Link>
      </li>
    </ul>
  );
}

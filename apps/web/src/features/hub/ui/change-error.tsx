import { ErrorAlert } from '../../../components/ui/error-alert';
import type { ApiError } from '../../../lib/api';
import styles from './change-error.module.css';

/**
 * Why a change was refused. An edit made on an older version (409 STALE_VERSION: a colleague
 * changed it meanwhile) says so in a sentence and offers to reload what is there now; anything
 * else shows the server's sentence.
 */
export function ChangeError({ error, onReload }: { error: ApiError | null; onReload: () => void }) {
  if (!error) return null;
  if (error.code !== 'STALE_VERSION') return <ErrorAlert detail={error.detail} />;
  return (
    <div className={styles.stale} role="alert">
      <p className={styles.sentence}>{error.detail}</p>
      <button type="button" className="button button-secondary" onClick={onReload}>
        Reload
      </button>
    </div>
  );
}

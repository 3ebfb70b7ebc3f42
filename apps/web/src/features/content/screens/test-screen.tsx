import { useState } from 'react';
import { istDate, istTime } from '@makers-pantry/domain/delivery-time';
import { useLogin } from '../../../lib/session';
import { useBuildTime } from '../api/build-time-query';
import { useHealth } from '../api/health-query';
import { APP_VERSION, buildId } from '../components/build-info';
import { DiagnosticsGroup, type DiagnosticRow } from '../components/diagnostics-group';
import { useScreenSize } from '../components/use-screen-size';
import styles from './test-screen.module.css';

const inIndia = (instant: Date) => `${istDate(instant)} ${istTime(instant)} IST`;

/** /test: what support staff ask a customer to read out when something looks wrong. */
export function TestScreen() {
  const health = useHealth();
  const buildTime = useBuildTime();
  const screen = useScreenSize();
  const loggedIn = useLogin() !== null;
  const [copyNote, setCopyNote] = useState('');

  const app: DiagnosticRow[] = [
    ['Version', APP_VERSION],
    ['Build', buildId()],
    ['Built', buildTime.data ? inIndia(buildTime.data) : 'unknown'],
    ['Mode', import.meta.env.MODE],
  ];
  const server: DiagnosticRow[] = health.isFetching
    ? [['API health', 'checking…']]
    : health.isError
      ? [['API health', `unreachable: ${health.error.message}`]]
      : [
          ['API health', health.data?.status ?? 'unknown'],
          ['Database', health.data?.database ?? 'unknown'],
          ['Response time', `${health.data?.latencyMs ?? '?'} ms`],
          ['Checked', health.data ? inIndia(health.data.checkedAt) : 'never'],
        ];
  const device: DiagnosticRow[] = [
    ['Screen width', `${screen.width} px`],
    ['Screen height', `${screen.height} px`],
    ['Pixel ratio', String(screen.pixelRatio)],
    ['Layout', screen.layout],
    ['Online', navigator.onLine ? 'yes' : 'no'],
    ['Logged in', loggedIn ? 'yes' : 'no'],
    ['Browser', navigator.userAgent],
  ];

  const copy = async () => {
    const text = [app, server, device]
      .flat()
      .map(([label, value]) => `${label}: ${value}`)
      .join('\n');
    try {
      await navigator.clipboard.writeText(text);
      setCopyNote('Copied');
    } catch {
      // Some browsers refuse the clipboard; the text is on screen to select by hand.
      setCopyNote('Could not copy; please select the text instead.');
    }
  };

  return (
    <div className={`page ${styles.page}`}>
      <h1 className={styles.title}>Diagnostics</h1>
      <p className={styles.intro}>
        If our support team asks, copy this page and send it to them. It contains no personal
        details.
      </p>
      <div className={styles.actions}>
        <button type="button" className="button" onClick={() => void copy()}>
          Copy diagnostics
        </button>
        <span role="status" className={styles.copied}>
          {copyNote}
        </span>
      </div>
      <div className={styles.groups}>
        <DiagnosticsGroup title="App" rows={app} />
        <DiagnosticsGroup title="Server" rows={server}>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => void health.refetch()}
            disabled={health.isFetching}
          >
            Check again
          </button>
        </DiagnosticsGroup>
        <DiagnosticsGroup title="This device" rows={device} />
      </div>
    </div>
  );
}

import { useState } from 'react';
import type { ApiError } from '../../../../lib/api';
import { toast } from '../../../../lib/toast';
import { downloadCsv } from '../api/download-csv';

/** 'Download CSV' of an ops list: the whole list as the server writes it, saved as a file. */
export function CsvButton({ path, fileName }: { path: string; fileName: string }) {
  const [busy, setBusy] = useState(false);
  return (
    <button
      type="button"
      className="button button-secondary"
      disabled={busy}
      onClick={() => {
        setBusy(true);
        downloadCsv(path, fileName)
          .catch((error: ApiError) => toast.error(error.detail))
          .finally(() => setBusy(false));
      }}
    >
      {busy ? 'Downloading…' : 'Download CSV'}
    </button>
  );
}

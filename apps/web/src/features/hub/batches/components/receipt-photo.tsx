import { usePrivatePhoto } from '../../tickets/api/tickets';

/** The batch's receipt photo, read with the login (it is private), and opened at full size. */
export function ReceiptPhoto({ url, batchId }: { url: string; batchId: number }) {
  const src = usePrivatePhoto(url);
  const alt = `Receipt photo of batch #${batchId}`;
  if (!src) return <span>Loading the photo…</span>;
  return (
    <a href={src} target="_blank" rel="noopener noreferrer">
      <img src={src} alt={alt} width={240} style={{ height: 'auto', maxWidth: '100%' }} />
      <span className="visually-hidden">, open full size</span>
    </a>
  );
}

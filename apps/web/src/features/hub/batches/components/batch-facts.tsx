import type { HubBatch } from '@makers-pantry/domain/hub-batches';
import { Badge } from '../../ui/badge';
import { Facts, InlineValue, type Fact } from '../../ui/facts';
import { dateText, momentText } from '../../ui/hub-dates';
import { expiryText, leftText, productText, quantityText, shortOrOver } from '../batch-texts';
import { BatchStatusBadge } from './batch-status';
import { ReceiptPhoto } from './receipt-photo';

const person = (who: HubBatch['receivedBy'], at: string | null) =>
  at ? `${momentText(at)}${who ? `, by ${who.name}` : ''}` : null;

/** Everything the hub knows about a batch, as label and value. */
export function BatchFacts({ batch, now }: { batch: HubBatch; now: Date }) {
  const difference = shortOrOver(batch);
  const facts: Fact[] = [
    ['Product', productText(batch.product)],
    ['Seller', batch.seller.storeName],
    ['State', <BatchStatusBadge key="state" status={batch.status} />],
    [
      batch.plannedQuantity === null ? 'Quantity' : 'Received',
      <InlineValue key="quantity">
        {quantityText(batch)}
        {difference && <Badge tone="warning">{difference}</Badge>}
      </InlineValue>,
    ],
    ['Taken by orders', batch.quantityOrdered],
    ['Left', leftText(batch)],
    ['Expected at the hub', batch.expectedAt ? momentText(batch.expectedAt) : '—'],
    [
      'Best-before',
      batch.bestBefore ? (
        <InlineValue key="best-before">
          {dateText(batch.bestBefore)}
          {batch.expiresSoon && <Badge tone="danger">{expiryText(batch.bestBefore, now)}</Badge>}
        </InlineValue>
      ) : (
        '—'
      ),
    ],
    ['Packed on', batch.packedOn ? dateText(batch.packedOn) : '—'],
  ];
  const received = person(batch.receivedBy, batch.receivedAt);
  if (received) facts.push(['Received at the hub', received]);
  const checked = person(batch.checkedBy, batch.checkedAt);
  if (checked) facts.push(['Quality check', checked]);
  if (batch.receiptPhoto)
    facts.push([
      'Receipt photo',
      <ReceiptPhoto key="receipt" url={batch.receiptPhoto} batchId={batch.id} />,
    ]);
  if (batch.rejectionReason) facts.push(['Why it was rejected', batch.rejectionReason]);

  return <Facts facts={facts} />;
}

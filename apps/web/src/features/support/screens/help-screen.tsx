import type { IssueType } from '@makers-pantry/domain/support';
import { useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { paths } from '../../../lib/paths';
import { ApiErrorView } from '../../../components/ui/api-error-view';
import { useDocumentTitle } from '../../../lib/use-document-title';
import {
  useConfirmTicket,
  useIssueItems,
  usePurchaseNumber,
  useSendIssue,
} from '../api/help-tickets';
import { EMPTY_DRAFT, issueFormData, type IssueDraft } from '../components/issue-draft';
import { IssueForm } from '../components/issue-form';
import { MyTickets } from '../components/my-tickets';
import shared from '../components/support-form.module.css';
import { TicketCheck } from '../components/ticket-check';
import { TicketConfirmed } from '../components/ticket-confirmed';
import { HELP_TITLE, supportErrorText } from '../support-texts';

/** /help/{orderId?}, behind RequireLogin: each visit starts a new ticket. */
export function HelpScreen() {
  const location = useLocation();
  const { orderId } = useParams();
  const id = Number(orderId);
  return (
    <Help key={location.key} orderId={orderId && Number.isInteger(id) && id > 0 ? id : null} />
  );
}

type Step = { at: 'form' } | { at: 'check'; ticketId: number } | { at: 'done'; ticketId: number };

function Help({ orderId }: { orderId: number | null }) {
  useDocumentTitle(HELP_TITLE);
  const [draft, setDraft] = useState<IssueDraft>(EMPTY_DRAFT);
  const [step, setStep] = useState<Step>({ at: 'form' });
  const items = useIssueItems(orderId);
  // The link names one order of the purchase; the shopper knows the purchase's number (decision
  // 022), so every heading here names that.
  const purchase = usePurchaseNumber(orderId);
  const send = useSendIssue();
  const confirm = useConfirmTicket();
  // Each step is a new view: start it at the top, not where the long form was left. (A block
  // body: newer browsers' scrollTo returns a promise, which React would take for a clean-up.)
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [step.at]);

  if (items.error) return <ApiErrorView error={items.error} />;
  if (purchase.error) return <ApiErrorView error={purchase.error} />;
  const orderItems = items.data ?? [];
  const orderNumber = orderId === null ? null : (purchase.data ?? null);

  let body;
  if (step.at === 'done')
    body = (
      <TicketConfirmed
        ticketId={step.ticketId}
        type={draft.type as IssueType}
        orderNumber={orderNumber}
      />
    );
  else if (step.at === 'check')
    body = (
      <TicketCheck
        draft={draft}
        items={orderItems}
        orderNumber={orderNumber}
        busy={confirm.isPending}
        error={confirm.error ? supportErrorText(confirm.error) : null}
        onChange={() => {
          confirm.reset();
          setStep({ at: 'form' });
        }}
        onConfirm={() =>
          confirm.mutate(step.ticketId, {
            onSuccess: (ticket) => setStep({ at: 'done', ticketId: ticket.id }),
          })
        }
      />
    );
  else
    body = (
      <>
        <h1 id="help-title" className={shared.title}>
          {orderId === null
            ? HELP_TITLE
            : orderNumber === null
              ? 'Report an issue with your order'
              : `Report an issue with order #${orderNumber}`}
        </h1>
        {orderId === null && (
          <p className={shared.lead}>
            For a problem with an order, open <Link to={paths.myOrders}>My Orders</Link> and press
            Report Issue on the delivery. For anything else, tell us here.
          </p>
        )}
        {(items.isPending || purchase.isPending) && orderId !== null ? (
          <p role="status">Loading your order…</p>
        ) : (
          <IssueForm
            orderId={orderId}
            items={orderItems}
            draft={draft}
            onChange={setDraft}
            busy={send.isPending}
            error={send.error ? supportErrorText(send.error) : null}
            onSubmit={() =>
              send.mutate(issueFormData(draft, orderId, orderItems), {
                onSuccess: ({ id }) => setStep({ at: 'check', ticketId: id }),
              })
            }
          />
        )}
        {orderId === null && <MyTickets />}
      </>
    );

  return (
    <section className={shared.page} aria-labelledby="help-title">
      <div className={shared.card}>{body}</div>
    </section>
  );
}

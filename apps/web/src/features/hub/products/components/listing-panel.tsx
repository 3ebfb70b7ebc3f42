import { bannedIngredientSentence } from '@makers-pantry/domain/banned-ingredients';
import {
  productApproveSchema,
  productRejectSchema,
  type HubProduct,
} from '@makers-pantry/domain/hub-products';
import { formatRupees } from '@makers-pantry/domain/money';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../../components/ui/error-alert';
import { paths } from '../../../../lib/paths';
import { hubPaths } from '../../shell/hub-paths';
import { ChangeError } from '../../ui/change-error';
import { momentText } from '../../ui/hub-dates';
import { useProductStep, useRejectProduct } from '../api/product-changes';
import { DecisionModal } from './decision-modal';
import styles from './listing-panel.module.css';

const when = (instant: string | null) => (instant ? momentText(instant) : '');

/**
 * Where the listing stands and the next step: the maker submits a draft (or a rejected listing,
 * after reading why), ops approve or reject what awaits review. What the banned-ingredient check
 * finds is shown on the page to the maker (before and after submitting) and to ops, who may
 * approve over it only with a written reason.
 */
export function ListingPanel({
  product,
  hubSide,
  onReload,
}: {
  product: HubProduct;
  hubSide: boolean;
  /** After a 409 STALE_VERSION: what is stored now. */
  onReload: () => void;
}) {
  const submit = useProductStep(product.id, 'submit');
  const approve = useProductStep(product.id, 'approve');
  const reject = useRejectProduct(product.id);
  const [rejecting, setRejecting] = useState(false);
  const [overriding, setOverriding] = useState(false);
  // A maker submitting over a banned-ingredient hit is asked once more, with the hit named.
  const [confirming, setConfirming] = useState(false);
  const change = product.proposedChange;
  const awaitsOps = product.state === 'submitted' || change !== null;
  const failure = submit.error ?? approve.error;
  // A known hit blocks a plain approval: the alert says why, and the server would refuse it.
  const blocked = product.bannedIngredients.length > 0;

  return (
    <section className={`${styles.panel} ${styles[product.state]}`} aria-label="Listing">
      {product.state === 'draft' && (
        <>
          <p className={styles.headline}>A draft: customers do not see it yet.</p>
          <ul className={styles.checklist}>
            <li data-done={product.listImage !== null}>
              {product.listImage ? 'Main photo added' : 'Add the main photo'}
            </li>
            <li data-done={product.testReportDocument !== null}>
              {product.testReportDocument ? 'Lab report added' : 'Add the lab report'}
            </li>
          </ul>
        </>
      )}
      {product.state === 'submitted' && (
        <p className={styles.headline}>
          Submitted for review on {when(product.submittedAt)}.{' '}
          {hubSide
            ? 'Check it, then approve or reject it.'
            : 'Ops will approve it or tell you what to change. Plan its first batch meanwhile: it goes on sale once both are approved.'}
        </p>
      )}
      {product.state === 'approved' && (
        <p className={styles.headline}>
          Live since {when(product.approvedAt)}.{' '}
          <a href={`#${paths.product(product.id)}`}>See it in the shop</a>
        </p>
      )}
      {product.state === 'rejected' && (
        <div className={styles.rejection}>
          <p className={styles.headline}>Ops did not approve this product.</p>
          <p>
            <strong>Why:</strong> {product.rejectionReason}
          </p>
          <p>Change what they asked for below, then submit it again.</p>
        </div>
      )}
      {change && (
        <div className={styles.change}>
          <p className={styles.headline}>
            {hubSide ? 'A change awaits your review.' : 'Your change awaits review.'} What is on
            sale stays until it is approved.
          </p>
          {change.ingredients !== null && (
            <p>
              <strong>New ingredients:</strong> {change.ingredients}
            </p>
          )}
          {change.price !== null && (
            <p>
              <strong>New price:</strong> {formatRupees(change.price)} (now{' '}
              {formatRupees(product.price)})
            </p>
          )}
          {change.photo !== null && (
            <p>
              <strong>New photo:</strong>{' '}
              <img className={styles.proposedPhoto} src={change.photo} alt="The new photo" />
            </p>
          )}
          {change.secondPhoto !== null && (
            <p>
              <strong>New second photo:</strong>{' '}
              <img
                className={styles.proposedPhoto}
                src={change.secondPhoto}
                alt="The new second photo"
              />
            </p>
          )}
          {change.labReport !== null && (
            <p>
              <strong>New lab report:</strong>{' '}
              <a href={change.labReport.document} download>
                Download the new lab report
              </a>
            </p>
          )}
        </div>
      )}
      {!change && product.changeRejectionReason && product.state === 'approved' && (
        <p className={styles.note}>
          Your last change was not approved: {product.changeRejectionReason}
        </p>
      )}
      {!hubSide && blocked && (
        <ErrorAlert
          detail={`${bannedIngredientSentence(product.bannedIngredients)} Ops will not approve it until ${product.bannedIngredients.length === 1 ? 'it is' : 'they are'} taken out of the ingredients.${confirming && (product.state === 'draft' || product.state === 'rejected') ? ' Submit it anyway only if this is wrong; ops will read why.' : ''}`}
        />
      )}
      {hubSide && awaitsOps && blocked && (
        <ErrorAlert
          detail={`${bannedIngredientSentence(product.bannedIngredients)} ${
            hubSide
              ? `Ask the maker to take ${product.bannedIngredients.length === 1 ? 'it' : 'them'} out, or approve with a written reason.`
              : `Ops will not approve it until ${product.bannedIngredients.length === 1 ? 'it is' : 'they are'} taken out of the ingredients.`
          }`}
        />
      )}
      <ChangeError
        error={failure}
        onReload={() => {
          submit.reset();
          approve.reset();
          onReload();
        }}
      />

      <div className={styles.actions}>
        {/* A maker plans stock from the product itself, as soon as the listing is submitted. */}
        {!hubSide && (product.state === 'submitted' || product.state === 'approved') && (
          <Link
            className="button button-secondary"
            to={hubPaths.newBatch(`?product=${product.id}`)}
          >
            Plan a batch
          </Link>
        )}
        {(product.state === 'draft' || product.state === 'rejected') && (
          <button
            type="button"
            className="button"
            disabled={submit.isPending}
            onClick={() =>
              blocked && !confirming
                ? setConfirming(true)
                : submit.mutate({ version: product.version })
            }
          >
            {submit.isPending
              ? 'Submitting…'
              : blocked && confirming
                ? 'Submit anyway'
                : 'Submit for approval'}
          </button>
        )}
        {hubSide && awaitsOps && (
          <>
            <button
              type="button"
              className="button"
              disabled={approve.isPending || blocked}
              onClick={() => approve.mutate({ version: product.version })}
            >
              {approve.isPending ? 'Approving…' : change ? 'Approve the change' : 'Approve'}
            </button>
            {blocked && (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => {
                  approve.reset();
                  setOverriding(true);
                }}
              >
                Approve over the check…
              </button>
            )}
            <button
              type="button"
              className="button button-secondary"
              onClick={() => {
                reject.reset();
                setRejecting(true);
              }}
            >
              {change ? 'Reject the change' : 'Reject'}
            </button>
          </>
        )}
      </div>
      <DecisionModal
        open={overriding}
        title="Approve over the banned-ingredient check"
        submitLabel={{ idle: 'Approve with this reason', busy: 'Approving…' }}
        reason={{
          label: 'Why it may be sold (kept in its history)',
          hint: "e.g. 'The label says MSG-free; the lab report shows no glutamate.'",
        }}
        schema={productApproveSchema}
        request={(text) => ({ version: product.version, overrideReason: text })}
        change={approve}
        onClose={() => setOverriding(false)}
        onReload={() => {
          setOverriding(false);
          onReload();
        }}
        onDecide={(body) => approve.mutate(body, { onSuccess: () => setOverriding(false) })}
      >
        <p>{bannedIngredientSentence(product.bannedIngredients)}</p>
      </DecisionModal>
      <DecisionModal
        open={rejecting}
        title={change ? 'Reject the change' : `Reject ${product.name}`}
        submitLabel={{ idle: 'Reject', busy: 'Rejecting…' }}
        reason={{
          label: 'Reason the maker will read',
          hint: "Say what to change, e.g. 'Please show the FSSAI number in the label photo.'",
        }}
        schema={productRejectSchema}
        request={(text) => ({ version: product.version, reason: text })}
        change={reject}
        onClose={() => setRejecting(false)}
        onReload={() => {
          setRejecting(false);
          onReload();
        }}
        onDecide={(body) => reject.mutate(body, { onSuccess: () => setRejecting(false) })}
      />
    </section>
  );
}

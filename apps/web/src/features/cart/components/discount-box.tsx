import { belowMinimumReason, couponFits, refusedCodeText } from '@makers-pantry/domain/discounts';
import { formatRupees } from '@makers-pantry/domain/money';
import { useEffect, useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { clearDiscount, saveDiscount, useDiscount } from '../../../lib/discount-store';
import { useLogin } from '../../../lib/session';
import { useCheckDiscountCode } from '../api/check-discount-code';
import styles from './discount-box.module.css';

/** A visitor's typed code, kept for the trip through login (this tab only). */
const TYPED_CODE_KEY = 'mp.typedDiscountCode';
const takeTypedCode = () => {
  try {
    const code = sessionStorage.getItem(TYPED_CODE_KEY);
    sessionStorage.removeItem(TYPED_CODE_KEY);
    return code;
  } catch {
    return null;
  }
};
const keepTypedCode = (code: string) => {
  try {
    sessionStorage.setItem(TYPED_CODE_KEY, code);
  } catch {
    // Without storage the visitor types it again after login.
  }
};

/** How long the cart rests before an applied code is asked about again. */
const RECHECK_AFTER_MS = 600;

/**
 * The cart's discount code: trimmed and upper-cased, Apply disabled while empty,
 * a valid answer kept for checkout, 'Invalid code. Please try again' otherwise, with why. An
 * applied code is checked again whenever the cart's total changes (and when the cart opens): below
 * its minimum it goes at once, and the server is asked whether it still holds (expired, used up).
 * A visitor sent to log in finds their code applied when they come back.
 */
export function DiscountBox({ itemsTotal }: { itemsTotal: number }) {
  const applied = useDiscount();
  const login = useLogin();
  const navigate = useNavigate();
  const check = useCheckDiscountCode();
  const [typed] = useState(takeTypedCode);
  const [code, setCode] = useState(typed ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  /** The code and total last found good, so an answer is not asked for twice. */
  const checkedFor = useRef<string | null>(null);
  const inputId = useId();
  const messageId = `${inputId}-message`;
  const loggedIn = Boolean(login?.token);

  const refuse = (discountCode: string, reason: string | null | undefined) => {
    clearDiscount();
    setCode(discountCode);
    setProblem(refusedCodeText(reason));
  };

  const ask = (discountCode: string, total: number) =>
    check.mutate(
      { discountCode, itemsTotal: total },
      {
        onSuccess: (coupon) => {
          if (!coupon.isValid) return refuse(discountCode, coupon.reason);
          checkedFor.current = `${coupon.discountCode}@${total}`;
          saveDiscount(coupon);
          setCode('');
          setProblem(null);
        },
        // A refused check (too many tries, no network) leaves an applied code as it is: the order
        // checks it for real.
        onError: (error) => {
          if (!applied) setProblem(error.detail);
        },
      },
    );

  // The visitor's code, once they are back from logging in.
  useEffect(() => {
    if (typed && loggedIn && !applied) ask(typed.trim().toUpperCase(), itemsTotal);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // Below its minimum the code stops applying at once (and applies again if the cart grows back).
  const fits = applied === null || couponFits(applied, itemsTotal);
  const appliedCode = applied?.discountCode;
  useEffect(() => {
    if (!appliedCode || !fits) return;
    if (!loggedIn || checkedFor.current === `${appliedCode}@${itemsTotal}`) return;
    const timer = setTimeout(() => ask(appliedCode, itemsTotal), RECHECK_AFTER_MS);
    return () => clearTimeout(timer);
    // The code and the total are what a check depends on; `applied` changes on every save.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [appliedCode, itemsTotal, loggedIn, fits]);

  if (applied && !fits)
    return (
      <div className={styles.applied}>
        <div>
          <p>
            Code <strong>{applied.discountCode}</strong> is not applied.
          </p>
          <p className={styles.problem} role="alert">
            {refusedCodeText(belowMinimumReason(formatRupees(applied.minOrderAmount ?? 0)))}
          </p>
        </div>
        <button type="button" className={styles.remove} onClick={clearDiscount}>
          Remove
        </button>
      </div>
    );
  if (applied)
    return (
      <div className={styles.applied}>
        <p>
          Code <strong>{applied.discountCode}</strong> applied: {applied.discountPercentage}% off,
          at most {formatRupees(applied.discountCap)}
        </p>
        <button type="button" className={styles.remove} onClick={clearDiscount}>
          Remove
        </button>
      </div>
    );

  const apply = (event: React.FormEvent) => {
    event.preventDefault();
    const discountCode = code.trim().toUpperCase();
    if (!discountCode) return;
    // Codes are checked for a customer: a visitor logs in first and comes back to the cart, where
    // the code they typed is applied.
    if (!loggedIn) {
      keepTypedCode(discountCode);
      return void navigate(paths.login('cart'));
    }
    setProblem(null);
    ask(discountCode, itemsTotal);
  };

  return (
    <form className={styles.box} onSubmit={apply} noValidate>
      <label htmlFor={inputId} className={styles.label}>
        Discount code
      </label>
      <div className={styles.row}>
        <input
          id={inputId}
          className={styles.input}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={30}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? messageId : undefined}
        />
        <button
          type="submit"
          className="button button-secondary"
          disabled={code.trim() === '' || check.isPending}
        >
          Apply
        </button>
      </div>
      {problem && (
        <p id={messageId} className={styles.problem} role="alert">
          {problem}
        </p>
      )}
    </form>
  );
}

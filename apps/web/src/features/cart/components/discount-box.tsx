import { INVALID_DISCOUNT_CODE } from '@makers-pantry/domain/discounts';
import { formatRupees } from '@makers-pantry/domain/money';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { clearDiscount, saveDiscount, useDiscount } from '../../../lib/discount-store';
import { useLogin } from '../../../lib/session';
import { useCheckDiscountCode } from '../api/check-discount-code';
import styles from './discount-box.module.css';

/**
 * The cart's discount code (spec section 5): trimmed and upper-cased, Apply disabled while empty,
 * a valid answer kept for checkout, 'Invalid code. Please try again' otherwise.
 */
export function DiscountBox({ itemsTotal }: { itemsTotal: number }) {
  const applied = useDiscount();
  const login = useLogin();
  const navigate = useNavigate();
  const check = useCheckDiscountCode();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const messageId = `${inputId}-message`;

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
    // Codes are checked for a customer: a visitor logs in first and comes back to the cart.
    if (!login?.token) return void navigate(paths.login('cart'));
    setProblem(null);
    check.mutate(
      { discountCode, itemsTotal },
      {
        onSuccess: (coupon) => {
          if (coupon.isValid) {
            saveDiscount(coupon);
            setCode('');
          } else setProblem(INVALID_DISCOUNT_CODE);
        },
        onError: (error) => setProblem(error.detail),
      },
    );
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

import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_RATING,
  RATING_LABELS,
  REVIEW_BODY_MAX,
  reviewCreateSchema,
  UNPARLIAMENTARY_NOTE,
  type ReviewCreateRequest,
} from '@makers-pantry/domain/reviews';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '../../../components/ui/error-alert';
import controls from '../../../components/ui/form-control.module.css';
import { TextField } from '../../../components/ui/text-field';
import { useCreateReview } from '../api/create-review';
import styles from './review-form.module.css';

/** Rating (Worst to Best, 5 by default), a title and an optional body. */
export function ReviewForm({ orderItemId, onDone }: { orderItemId: number; onDone: () => void }) {
  const create = useCreateReview();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ReviewCreateRequest>({
    resolver: zodResolver(reviewCreateSchema),
    defaultValues: { order_item: orderItemId, rating: DEFAULT_RATING, title: '', body: '' },
  });
  const onSubmit = handleSubmit((review) => create.mutate(review, { onSuccess: onDone }));

  return (
    <form onSubmit={onSubmit} noValidate>
      <div className={styles.field}>
        <label className={styles.label} htmlFor="review-rating">
          Rating
        </label>
        <select
          id="review-rating"
          className={controls.control}
          aria-invalid={errors.rating ? true : undefined}
          {...register('rating', { valueAsNumber: true })}
        >
          {RATING_LABELS.map((label, index) => (
            <option key={label} value={index + 1}>
              {index + 1} - {label}
            </option>
          ))}
        </select>
        {errors.rating && <p className={controls.error}>{errors.rating.message}</p>}
      </div>
      <TextField
        label="Title"
        maxLength={50}
        error={errors.title?.message}
        {...register('title')}
      />
      <div className={styles.field}>
        <label className={styles.label} htmlFor="review-body">
          Review (optional)
        </label>
        <textarea
          id="review-body"
          className={controls.control}
          maxLength={REVIEW_BODY_MAX}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby="review-body-message"
          {...register('body')}
        />
        <p id="review-body-message" className={errors.body ? controls.error : controls.hint}>
          {errors.body?.message ?? `At most ${REVIEW_BODY_MAX} characters.`}
        </p>
      </div>
      <p className={styles.note}>Note: {UNPARLIAMENTARY_NOTE}</p>
      {create.error && <ErrorAlert detail={create.error.detail} />}
      <button type="submit" className={`button ${styles.submit}`} disabled={create.isPending}>
        {create.isPending ? 'Submitting…' : 'Submit Review'}
      </button>
    </form>
  );
}

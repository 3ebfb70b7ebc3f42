import { pathIdSchema } from '@makers-pantry/domain/catalog';
import { useNavigate, useParams } from 'react-router';
import { toast } from '../../../lib/toast';
import { NotFound } from '../../../components/ui/not-found';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ReviewForm } from '../components/review-form';
import { REVIEW_THANKS } from '../review-texts';
import styles from './create-review-screen.module.css';

/** /create-review/{id}/{name}: id is the order item, name the product. */
export function CreateReviewScreen() {
  const params = useParams();
  const navigate = useNavigate();
  const id = pathIdSchema('Order item').safeParse(params.id ?? '');
  const name = params.name ?? '';
  const heading = `Write a Review for ${name}`;
  useDocumentTitle(heading);
  if (!id.success) return <NotFound />;
  return (
    <section className={styles.page} aria-labelledby="review-title">
      <div className={styles.card}>
        <h1 id="review-title" className={styles.title}>
          {heading}
        </h1>
        <ReviewForm
          orderItemId={id.data}
          onDone={() => {
            toast.success(REVIEW_THANKS);
            void navigate(-1);
          }}
        />
      </div>
    </section>
  );
}

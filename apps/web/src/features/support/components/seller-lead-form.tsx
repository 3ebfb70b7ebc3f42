import { zodResolver } from '@hookform/resolvers/zod';
import {
  SELLER_FORM_DEFAULTS,
  sellerLeadRequestSchema,
  type SellerLeadRequest,
} from '@makers-pantry/domain/support';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextField } from '../../../components/ui/text-field';
import { boxesOf } from '../../../lib/form-boxes';
import { useSendSellerLead } from '../api/send-seller-lead';
import { supportErrorText } from '../support-texts';
import styles from './support-form.module.css';

/** The seller-interest form; `onSent` shows the thank-you state. */
export function SellerLeadForm({ onSent }: { onSent: () => void }) {
  const send = useSendSellerLead();
  const form = useForm<SellerLeadRequest>({
    resolver: zodResolver(sellerLeadRequestSchema),
    defaultValues: {
      cuisine: '',
      category: '',
      freeText: '',
      doorNum: '',
      buildingDetails: '',
      road: '',
      area: '',
      ...SELLER_FORM_DEFAULTS,
    },
  });
  const box = boxesOf(form);
  const onSubmit = form.handleSubmit((lead) => send.mutate(lead, { onSuccess: onSent }));

  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField label="Cuisine" placeholder="e.g. Coorgi, Bengali, baking" {...box('cuisine')} />
      <TextField
        label="Your best dishes"
        placeholder="e.g. Pandi curry, akki roti"
        {...box('category')}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Where you cook</legend>
        <div className={styles.row}>
          <TextField label="Door no." {...box('doorNum')} />
          <TextField label="Building name" {...box('buildingDetails')} />
        </div>
        <TextField label="Street / road" {...box('road')} />
        <TextField label="Area" {...box('area')} />
        <div className={styles.row}>
          <TextField label="City" {...box('city')} />
          <TextField label="Pincode" inputMode="numeric" maxLength={6} {...box('pincode')} />
        </div>
      </fieldset>
      <TextField label="Anything else you would like us to know (optional)" {...box('freeText')} />
      {send.error && <ErrorAlert detail={supportErrorText(send.error)} />}
      <button type="submit" className={`button ${styles.submit}`} disabled={send.isPending}>
        {send.isPending ? 'Sending…' : 'Submit'}
      </button>
    </form>
  );
}

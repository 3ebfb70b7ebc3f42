import { zodResolver } from '@hookform/resolvers/zod';
import {
  SELLER_FORM_DEFAULTS,
  sellerLeadRequestSchema,
  type SellerLeadRequest,
} from '@makers-pantry/domain/support';
import { useForm } from 'react-hook-form';
import { ErrorAlert } from '../../../components/ui/error-alert';
import { TextField } from '../../../components/ui/text-field';
import { useSendSellerLead } from '../api/send-seller-lead';
import { supportErrorText } from '../support-texts';
import styles from './support-form.module.css';

/** The seller-interest form; `onSent` shows the thank-you state. */
export function SellerLeadForm({ onSent }: { onSent: () => void }) {
  const send = useSendSellerLead();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<SellerLeadRequest>({
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
  const onSubmit = handleSubmit((lead) => send.mutate(lead, { onSuccess: onSent }));

  return (
    <form onSubmit={onSubmit} noValidate>
      <TextField
        label="Cuisine"
        placeholder="e.g. Coorgi, Bengali, baking"
        error={errors.cuisine?.message}
        {...register('cuisine')}
      />
      <TextField
        label="Your best dishes"
        placeholder="e.g. Pandi curry, akki roti"
        error={errors.category?.message}
        {...register('category')}
      />
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>Where you cook</legend>
        <div className={styles.row}>
          <TextField label="Door no." error={errors.doorNum?.message} {...register('doorNum')} />
          <TextField
            label="Building name"
            error={errors.buildingDetails?.message}
            {...register('buildingDetails')}
          />
        </div>
        <TextField label="Street / road" error={errors.road?.message} {...register('road')} />
        <TextField label="Area" error={errors.area?.message} {...register('area')} />
        <div className={styles.row}>
          <TextField label="City" error={errors.city?.message} {...register('city')} />
          <TextField
            label="Pincode"
            inputMode="numeric"
            maxLength={6}
            error={errors.pincode?.message}
            {...register('pincode')}
          />
        </div>
      </fieldset>
      <TextField
        label="Anything else you would like us to know (optional)"
        error={errors.freeText?.message}
        {...register('freeText')}
      />
      {send.error && <ErrorAlert detail={supportErrorText(send.error)} />}
      <button type="submit" className={`button ${styles.submit}`} disabled={send.isPending}>
        {send.isPending ? 'Sending…' : 'Submit'}
      </button>
    </form>
  );
}

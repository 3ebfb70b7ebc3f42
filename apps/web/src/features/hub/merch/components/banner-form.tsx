import {
  bannerCreateSchema,
  bannerEditSchema,
  type HubBanner,
} from '@makers-pantry/domain/hub-merchandising';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../lib/toast';
import { fieldErrors } from '../../ui/field-errors';
import formFrame from '../../ui/hub-form.module.css';
import { SaveFooter } from '../../ui/save-footer';
import { useCreateBanner, useEditBanner } from '../api/banners';
import {
  changedFields,
  placedFieldsOf,
  placedValuesOf,
  type PlacedValues,
} from '../merch-form-values';
import { OnSwitch } from './on-switch';
import { ScheduleFields } from './schedule-fields';
import { ShopPagePicker } from './shop-page-picker';

type Values = PlacedValues & { redirectUrl: string };

const EMPTY: Values = {
  name: '',
  redirectUrl: '',
  sortOrder: '0',
  activeFrom: '',
  activeTo: '',
  isActive: false,
};

const valuesOf = (banner: HubBanner): Values => ({
  ...placedValuesOf(banner),
  redirectUrl: banner.redirectUrl,
});
const fieldsOf = (values: Values) => ({
  ...placedFieldsOf(values),
  redirectUrl: values.redirectUrl.trim(),
});

/**
 * A banner's words, link (picked from the shop's pages), position and schedule: a new banner (created off: its pictures come
 * next), or an existing one edited on the version shown, only what changed sent. Checked by the
 * server's own schema before sending.
 */
export function BannerForm({
  banner,
  onSaved,
  reload,
}: {
  banner?: HubBanner;
  onSaved: (banner: HubBanner) => void;
  reload?: () => void;
}) {
  const create = useCreateBanner();
  const edit = useEditBanner(banner?.id ?? 0);
  const change = banner ? edit : create;
  const [values, setValues] = useState<Values>(() => (banner ? valuesOf(banner) : EMPTY));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (field: keyof Values) => (event: { target: { value: string } }) =>
    setValues({ ...values, [field]: event.target.value });
  const changes = banner ? changedFields(fieldsOf(valuesOf(banner)), fieldsOf(values)) : {};

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!banner) {
      const { isActive: _off, ...fields } = fieldsOf(values);
      const parsed = bannerCreateSchema.safeParse(fields);
      if (!parsed.success) return setErrors(fieldErrors(parsed.error));
      setErrors({});
      create.mutate(parsed.data, {
        onSuccess: (saved) => {
          toast.success(`Banner '${saved.name}' created. Now add its pictures.`);
          onSaved(saved);
        },
      });
      return;
    }
    const parsed = bannerEditSchema.safeParse({ version: banner.version, ...changes });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    edit.mutate(parsed.data, {
      onSuccess: (saved) => {
        toast.success(`Banner '${saved.name}' saved.`);
        onSaved(saved);
      },
    });
  };

  return (
    <form className={formFrame.form} noValidate onSubmit={submit}>
      <h2 className={formFrame.title}>{banner ? 'Banner' : 'New banner'}</h2>
      <div className={formFrame.row}>
        <TextField
          label="Name"
          value={values.name}
          onChange={set('name')}
          error={errors.name}
          hint="Read out to shoppers who cannot see the picture."
        />
        <TextField
          label="Position"
          type="number"
          inputMode="numeric"
          min={0}
          value={values.sortOrder}
          onChange={set('sortOrder')}
          error={errors.sortOrder}
          hint="Lower shows first."
        />
        <ScheduleFields
          values={values}
          errors={errors}
          onChange={(schedule) => setValues({ ...values, ...schedule })}
        />
      </div>
      <ShopPagePicker
        link={values.redirectUrl}
        onChange={(redirectUrl) => setValues({ ...values, redirectUrl })}
        error={errors.redirectUrl}
      />
      {banner && (
        <OnSwitch
          checked={values.isActive}
          onChange={(isActive) => setValues({ ...values, isActive })}
          needsPictures={banner.state === 'needs-pictures'}
          what="the three pictures"
        />
      )}
      <SaveFooter
        change={change}
        reload={reload}
        editing={Boolean(banner)}
        changed={Object.keys(changes).length > 0}
        createLabel="Create banner"
      />
    </form>
  );
}

import {
  bannerCreateSchema,
  bannerEditSchema,
  type BannerCreate,
  type BannerEdit,
  type HubBanner,
} from '@makers-pantry/domain/hub-merchandising';
import { useWatch } from 'react-hook-form';
import { toast } from '../../../../lib/toast';
import formFrame from '../../ui/hub-form.module.css';
import { SaveFooter } from '../../ui/save-footer';
import { useHubForm } from '../../ui/use-hub-form';
import { problemAt } from '../../../../lib/form-boxes';
import { useCreateBanner, useEditBanner } from '../api/banners';
import {
  changedFields,
  placedFieldsOf,
  placedValuesOf,
  type PlacedValues,
} from '../merch-form-values';
import { OnSwitch } from './on-switch';
import { PlacedFields } from './placed-fields';
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
  const form = useHubForm({
    schema: banner ? bannerEditSchema : bannerCreateSchema,
    defaultValues: banner ? valuesOf(banner) : EMPTY,
    request: (values: Values) => {
      if (banner)
        return {
          version: banner.version,
          ...changedFields(fieldsOf(valuesOf(banner)), fieldsOf(values)),
        };
      // A new banner starts off: it is turned on once its pictures are in.
      const { isActive: _off, ...fields } = fieldsOf(values);
      return fields;
    },
  });
  const values = useWatch({ control: form.control }) as Values;
  const changes = banner ? changedFields(fieldsOf(valuesOf(banner)), fieldsOf(values)) : {};

  const save = form.handleSubmit((parsed) => {
    if (!banner)
      return create.mutate(parsed as BannerCreate, {
        onSuccess: (saved) => {
          toast.success(`Banner '${saved.name}' created. Now add its pictures.`);
          onSaved(saved);
        },
      });
    edit.mutate(parsed as BannerEdit, {
      onSuccess: (saved) => {
        toast.success(`Banner '${saved.name}' saved.`);
        onSaved(saved);
      },
    });
  });

  return (
    <form className={formFrame.form} noValidate onSubmit={save}>
      <h2 className={formFrame.title}>{banner ? 'Banner' : 'New banner'}</h2>
      <div className={formFrame.row}>
        <PlacedFields
          form={form}
          nameHint="Read out to shoppers who cannot see the picture."
          positionHint="Lower shows first."
        />
      </div>
      <ShopPagePicker
        link={values.redirectUrl}
        onChange={(link) => form.setValue('redirectUrl', link)}
        error={problemAt(form.formState.errors, 'redirectUrl')}
      />
      {banner && (
        <OnSwitch
          checked={values.isActive}
          onChange={(on) => form.setValue('isActive', on)}
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

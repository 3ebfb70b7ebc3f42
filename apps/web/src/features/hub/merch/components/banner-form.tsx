import {
  bannerCreateSchema,
  bannerEditSchema,
  type HubBanner,
} from '@makers-pantry/domain/hub-merchandising';
import formFrame from '../../ui/hub-form.module.css';
import { SaveFooter } from '../../ui/save-footer';
import { problemAt } from '../../../../lib/form-boxes';
import { useCreateBanner, useEditBanner } from '../api/banners';
import { placedFieldsOf, placedValuesOf, type PlacedValues } from '../merch-form-values';
import { OnSwitch } from './on-switch';
import { usePlacedForm } from './use-placed-form';
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
  const { form, values, save, change, changed } = usePlacedForm({
    row: banner,
    kind: 'Banner',
    pictures: 'pictures',
    empty: EMPTY,
    valuesOf,
    fieldsOf,
    schemas: { create: bannerCreateSchema, edit: bannerEditSchema },
    create: useCreateBanner(),
    edit: useEditBanner(banner?.id ?? 0),
    onSaved,
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
        changed={changed}
        createLabel="Create banner"
      />
    </form>
  );
}

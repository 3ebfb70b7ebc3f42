import { COLLECTION_TYPES, type CollectionType } from '@makers-pantry/domain/catalog-enums';
import {
  collectionCreateSchema,
  collectionEditSchema,
  type HubCollection,
} from '@makers-pantry/domain/hub-merchandising';
import { SelectField } from '../../../../components/ui/select-field';
import formFrame from '../../ui/hub-form.module.css';
import { SaveFooter } from '../../ui/save-footer';
import { problemAt } from '../../../../lib/form-boxes';
import { useCreateCollection, useEditCollection } from '../api/collections';
import { placedFieldsOf, placedValuesOf, type PlacedValues } from '../merch-form-values';
import { COLLECTION_TYPE_NAMES } from '../merch-texts';
import { CollectionProducts } from './collection-products';
import { OnSwitch } from './on-switch';
import { usePlacedForm } from './use-placed-form';
import { PlacedFields } from './placed-fields';
import styles from './collection-form.module.css';

type Values = PlacedValues & { type: CollectionType; productIds: number[] };

const valuesOf = (collection: HubCollection): Values => ({
  ...placedValuesOf(collection),
  type: collection.type,
  productIds: collection.productIds,
});
const fieldsOf = (values: Values) => ({
  ...placedFieldsOf(values),
  productIds: values.productIds,
});

/**
 * A collection's name, products, position and schedule: a new one (created off: its tile comes
 * next), or an existing one edited on the version shown, only what changed sent. Its type is
 * chosen once (it decides where the home page shows it). A new-launches strip fills itself.
 */
export function CollectionForm({
  collection,
  type,
  onSaved,
  reload,
}: {
  collection?: HubCollection;
  /** A new collection's type, when the list it was started from was of one type. */
  type?: CollectionType | undefined;
  onSaved: (collection: HubCollection) => void;
  reload?: () => void;
}) {
  const { form, values, save, change, changed } = usePlacedForm({
    row: collection,
    kind: 'Collection',
    pictures: 'tile picture',
    empty: {
      name: '',
      type: type ?? 'curation',
      productIds: [],
      sortOrder: '0',
      activeFrom: '',
      activeTo: '',
      isActive: false,
    },
    valuesOf,
    fieldsOf,
    createOnly: (boxes) => ({ type: boxes.type }),
    schemas: { create: collectionCreateSchema, edit: collectionEditSchema },
    create: useCreateCollection(),
    edit: useEditCollection(collection?.id ?? 0),
    onSaved,
  });
  const fillsItself = values.type === 'new_launched';

  return (
    <form className={formFrame.form} noValidate onSubmit={save}>
      <h2 className={formFrame.title}>{collection ? 'Collection' : 'New collection'}</h2>
      <div className={formFrame.row}>
        <PlacedFields
          form={form}
          nameHint="As the shop shows it: Made without palm oil."
          positionHint="Lower shows first among its type."
          between={
            !collection && (
              <SelectField label="Type" {...form.register('type')}>
                {COLLECTION_TYPES.map((value) => (
                  <option key={value} value={value}>
                    {COLLECTION_TYPE_NAMES[value]}
                  </option>
                ))}
              </SelectField>
            )
          }
        />
      </div>
      {fillsItself ? (
        <p className={styles.note}>
          A new-launches strip shows what was first approved in the last 30 days: it needs no
          products of its own.
        </p>
      ) : (
        <CollectionProducts
          ids={values.productIds}
          onChange={(productIds) => form.setValue('productIds', productIds)}
          error={problemAt(form.formState.errors, 'productIds')}
        />
      )}
      {collection && (
        <OnSwitch
          checked={values.isActive}
          onChange={(on) => form.setValue('isActive', on)}
          needsPictures={collection.state === 'needs-pictures'}
          what="the tile picture"
        />
      )}
      <SaveFooter
        change={change}
        reload={reload}
        editing={Boolean(collection)}
        changed={changed}
        createLabel="Create collection"
      />
    </form>
  );
}

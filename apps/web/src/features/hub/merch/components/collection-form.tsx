import { COLLECTION_TYPES, type CollectionType } from '@makers-pantry/domain/catalog-enums';
import {
  collectionCreateSchema,
  collectionEditSchema,
  type HubCollection,
} from '@makers-pantry/domain/hub-merchandising';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../lib/toast';
import { fieldErrors } from '../../ui/field-errors';
import filterStyles from '../../ui/hub-filters.module.css';
import formFrame from '../../ui/hub-form.module.css';
import { SaveFooter } from '../../ui/save-footer';
import { useCreateCollection, useEditCollection } from '../api/collections';
import {
  changedFields,
  placedFieldsOf,
  placedValuesOf,
  type PlacedValues,
} from '../merch-form-values';
import { COLLECTION_TYPE_NAMES } from '../merch-texts';
import { CollectionProducts } from './collection-products';
import { OnSwitch } from './on-switch';
import { ScheduleFields } from './schedule-fields';
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
  const create = useCreateCollection();
  const edit = useEditCollection(collection?.id ?? 0);
  const change = collection ? edit : create;
  const [values, setValues] = useState<Values>(() =>
    collection
      ? valuesOf(collection)
      : {
          name: '',
          type: type ?? 'curation',
          productIds: [],
          sortOrder: '0',
          activeFrom: '',
          activeTo: '',
          isActive: false,
        },
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const changes = collection ? changedFields(fieldsOf(valuesOf(collection)), fieldsOf(values)) : {};
  const fillsItself = values.type === 'new_launched';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!collection) {
      const { isActive: _off, ...fields } = fieldsOf(values);
      const parsed = collectionCreateSchema.safeParse({ ...fields, type: values.type });
      if (!parsed.success) return setErrors(fieldErrors(parsed.error));
      setErrors({});
      create.mutate(parsed.data, {
        onSuccess: (saved) => {
          toast.success(`Collection '${saved.name}' created. Now add its tile picture.`);
          onSaved(saved);
        },
      });
      return;
    }
    const parsed = collectionEditSchema.safeParse({ version: collection.version, ...changes });
    if (!parsed.success) return setErrors(fieldErrors(parsed.error));
    setErrors({});
    edit.mutate(parsed.data, {
      onSuccess: (saved) => {
        toast.success(`Collection '${saved.name}' saved.`);
        onSaved(saved);
      },
    });
  };

  return (
    <form className={formFrame.form} noValidate onSubmit={submit}>
      <h2 className={formFrame.title}>{collection ? 'Collection' : 'New collection'}</h2>
      <div className={formFrame.row}>
        <TextField
          label="Name"
          value={values.name}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
          error={errors.name}
          hint="As the shop shows it: Made without palm oil."
        />
        {!collection && (
          <label className={styles.type}>
            <span>Type</span>
            <select
              className={filterStyles.select}
              value={values.type}
              onChange={(event) =>
                setValues({ ...values, type: event.target.value as CollectionType })
              }
            >
              {COLLECTION_TYPES.map((value) => (
                <option key={value} value={value}>
                  {COLLECTION_TYPE_NAMES[value]}
                </option>
              ))}
            </select>
          </label>
        )}
        <TextField
          label="Position"
          type="number"
          inputMode="numeric"
          min={0}
          value={values.sortOrder}
          onChange={(event) => setValues({ ...values, sortOrder: event.target.value })}
          error={errors.sortOrder}
          hint="Lower shows first among its type."
        />
        <ScheduleFields
          values={values}
          errors={errors}
          onChange={(schedule) => setValues({ ...values, ...schedule })}
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
          onChange={(productIds) => setValues({ ...values, productIds })}
          error={errors.productIds}
        />
      )}
      {collection && (
        <OnSwitch
          checked={values.isActive}
          onChange={(isActive) => setValues({ ...values, isActive })}
          needsPictures={collection.state === 'needs-pictures'}
          what="the tile picture"
        />
      )}
      <SaveFooter
        change={change}
        reload={reload}
        editing={Boolean(collection)}
        changed={Object.keys(changes).length > 0}
        createLabel="Create collection"
      />
    </form>
  );
}

import {
  knownLocationCreateSchema,
  knownLocationEditSchema,
  type HubKnownLocation,
  type KnownLocationCreate,
  type KnownLocationEdit,
  type HubServiceArea,
} from '@makers-pantry/domain/hub-areas';
import { isInsideOutline } from '@makers-pantry/domain/geo';
import { useWatch } from 'react-hook-form';
import { SelectField } from '../../../../components/ui/select-field';
import { TextField } from '../../../../components/ui/text-field';
import { toast } from '../../../../lib/toast';
import formFrame from '../../ui/hub-form.module.css';
import { SaveFooter } from '../../ui/save-footer';
import { useHubForm } from '../../ui/use-hub-form';
import { boxesOf } from '../../../../lib/form-boxes';
import { useCreateLocation, useEditLocation } from '../api/areas';
import { coordinateText } from '../area-texts';
import { AreaMapFrame } from './area-map-frame';
import styles from './location-form.module.css';

type Values = Record<
  | 'serviceAreaId'
  | 'name'
  | 'buildingDetails'
  | 'road'
  | 'area'
  | 'pincode'
  | 'latitude'
  | 'longitude',
  string
>;

const valuesOf = (location: HubKnownLocation | undefined, areaId: number | undefined): Values => ({
  serviceAreaId: String(location?.serviceAreaId ?? areaId ?? ''),
  name: location?.name ?? '',
  buildingDetails: location?.buildingDetails ?? '',
  road: location?.road ?? '',
  area: location?.area ?? '',
  pincode: location?.pincode ?? '',
  latitude: location ? coordinateText(location.latitude) : '',
  longitude: location ? coordinateText(location.longitude) : '',
});

/** A box's number for the schema: blank is missing, so the schema names the field. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

const fieldsOf = (values: Values) => ({
  name: values.name,
  buildingDetails: values.buildingDetails,
  road: values.road,
  area: values.area,
  pincode: values.pincode,
  latitude: numberOf(values.latitude),
  longitude: numberOf(values.longitude),
});

/** What differs from the location as it was read; a move takes its area along for the check. */
function changesOf(location: HubKnownLocation, values: Values) {
  const before = fieldsOf(valuesOf(location, undefined));
  const after = fieldsOf(values);
  const changes: Record<string, unknown> = Object.fromEntries(
    Object.entries(after).filter(
      ([field, value]) => value !== before[field as keyof typeof before],
    ),
  );
  if ('latitude' in changes || 'longitude' in changes)
    Object.assign(changes, {
      latitude: after.latitude,
      longitude: after.longitude,
      serviceAreaId: numberOf(values.serviceAreaId),
    });
  return changes;
}

/**
 * A known location's name, address lines and point: a new one, or one edited on the version
 * shown (only what changed is sent). A click on the map sets the point; the line under the map
 * says whether it lies inside the area chosen, which the server checks again.
 */
export function LocationForm({
  location,
  areas,
  initialAreaId,
  onSaved,
  reload,
}: {
  location?: HubKnownLocation;
  areas: readonly HubServiceArea[];
  initialAreaId?: number | undefined;
  onSaved: (location: HubKnownLocation) => void;
  reload?: () => void;
}) {
  const create = useCreateLocation();
  const edit = useEditLocation(location?.id ?? 0);
  const change = location ? edit : create;
  const form = useHubForm({
    schema: location ? knownLocationEditSchema : knownLocationCreateSchema,
    defaultValues: valuesOf(location, initialAreaId),
    // A new location sends every box; an edit what changed, on the version shown.
    request: (boxes: Values) =>
      location
        ? { version: location.version, ...changesOf(location, boxes) }
        : { serviceAreaId: numberOf(boxes.serviceAreaId), ...fieldsOf(boxes) },
  });
  // A refusal speaks of the values sent: once they change, it no longer applies.
  const forget = () => {
    if (change.error) change.reset();
  };
  const box = boxesOf(form, { onChange: forget });
  const values = useWatch({ control: form.control }) as Values;

  const lat = numberOf(values.latitude);
  const lng = numberOf(values.longitude);
  const pin =
    lat !== undefined && lng !== undefined && Number.isFinite(lat) && Number.isFinite(lng)
      ? { lat, lng }
      : null;
  const chosenArea = areas.find((area) => String(area.id) === values.serviceAreaId);
  const changes = location ? changesOf(location, values) : {};

  const submit = form.handleSubmit((parsed) => {
    if (!location)
      return create.mutate(parsed as KnownLocationCreate, {
        onSuccess: (saved) => {
          toast.success(`${saved.name} added: customers can pick it now.`);
          onSaved(saved);
        },
      });
    edit.mutate(parsed as KnownLocationEdit, {
      onSuccess: (saved) => {
        toast.success(`${saved.name} saved.`);
        onSaved(saved);
      },
    });
  });

  return (
    <form className={formFrame.form} noValidate onSubmit={(event) => void submit(event)}>
      <h2 className={formFrame.title}>{location ? 'Details' : 'New known location'}</h2>
      <div className={formFrame.row}>
        <TextField label="Name" {...box('name')} hint="As customers know it: Sobha Dewflower." />
        <TextField
          label="Building details (optional)"
          {...box('buildingDetails')}
          hint="Towers A to F"
        />
        <TextField label="Road" {...box('road')} />
        <TextField label="Locality" {...box('area')} />
        <TextField label="Pincode" inputMode="numeric" {...box('pincode')} />
        <SelectField
          label="Service area"
          {...box('serviceAreaId')}
          hint="The area the point must lie in."
        >
          <option value="">Choose an area</option>
          {areas.map((area) => (
            <option key={area.id} value={area.id}>
              {area.name}
            </option>
          ))}
        </SelectField>
      </div>
      <AreaMapFrame
        label="Map: click to place the location"
        areas={areas}
        highlightedAreaId={chosenArea?.id}
        pin={pin}
        onPick={(point) => {
          forget();
          form.setValue('latitude', coordinateText(point.lat));
          form.setValue('longitude', coordinateText(point.lng));
        }}
      />
      <p className={styles.where} aria-live="polite">
        {!pin
          ? 'Click the map where the building stands, or type its coordinates.'
          : !chosenArea
            ? 'Choose the service area the point lies in.'
            : isInsideOutline(pin, chosenArea.outline)
              ? `The point lies inside ${chosenArea.name}.`
              : `The point lies outside ${chosenArea.name}: move it inside the outline.`}
      </p>
      <div className={formFrame.row}>
        <TextField label="Latitude" inputMode="decimal" {...box('latitude')} />
        <TextField label="Longitude" inputMode="decimal" {...box('longitude')} />
      </div>
      <SaveFooter
        change={change}
        reload={reload}
        editing={Boolean(location)}
        changed={Object.keys(changes).length > 0}
        createLabel="Add location"
      />
    </form>
  );
}

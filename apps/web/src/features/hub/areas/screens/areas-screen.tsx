import {
  KNOWN_LOCATION_STATES,
  type HubKnownLocation,
  type HubServiceArea,
} from '@makers-pantry/domain/hub-areas';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { ApiErrorView } from '../../../../components/ui/api-error-view';
import { hubPaths } from '../../shell/hub-paths';
import { Badge } from '../../ui/badge';
import { ChoiceFilter } from '../../ui/choice-filter';
import { FindBox } from '../../ui/find-box';
import { HubPage } from '../../ui/hub-page';
import { HubTable, type HubColumn } from '../../ui/hub-table';
import { useListParams } from '../../ui/use-list-params';
import { useKnownLocations, useServiceAreas, useWaitlist } from '../api/areas';
import { addressLine } from '../area-texts';
import { AreaList } from '../components/area-list';
import { AreaMapFrame } from '../components/area-map-frame';
import { WidenPanel } from '../components/widen-panel';
import type { Outline } from '../outline-edit';
import filterStyles from '../../ui/hub-filters.module.css';
import styles from './areas-screen.module.css';

const STATE_NAMES = { active: 'Offered', retired: 'Retired' } as const;

/** The list's query for the API: only what it filters on, as the URL holds it. */
function locationSearch(read: (key: string) => string | undefined) {
  const query = new URLSearchParams();
  for (const key of ['area', 'q', 'state', 'page']) {
    const value = read(key);
    if (value) query.set(key, value);
  }
  const text = query.toString();
  return text ? `?${text}` : '';
}

/**
 * #/hub/areas (ops): the service areas on the map with their known locations and where customers
 * wait for us (with how many in and near each area), and the locations as a list, limited to an area, searched and paged in the URL.
 */
export function AreasScreen() {
  const list = useListParams();
  const navigate = useNavigate();
  const areaParam = list.read('area');
  const areaId = areaParam ? Number(areaParam) : undefined;
  const q = list.read('q') ?? '';
  const state = list.read('state') ?? '';
  const areas = useServiceAreas();
  const locations = useKnownLocations(locationSearch(list.read));
  const waitlist = useWaitlist();
  const areaList = areas.data?.areas ?? [];
  const columns = columnsFor(areaList);
  // The area being widened and its outline as drawn so far (saved only with Save).
  const [widening, setWidening] = useState<{ area: HubServiceArea; outline: Outline } | null>(null);
  const mapTop = useRef<HTMLDivElement>(null);

  return (
    <HubPage
      title="Service areas"
      actions={
        <Link className="button" to={hubPaths.newLocation(areaParam ? `?area=${areaParam}` : '')}>
          New location
        </Link>
      }
    >
      {areas.error ? (
        <ApiErrorView error={areas.error} />
      ) : (
        <>
          <div ref={mapTop} className={styles.mapTop}>
            <AreaMapFrame
              label="Map of the service areas, known locations and customers waiting"
              areas={areaList}
              highlightedAreaId={areaId}
              locations={locations.data?.locations ?? []}
              waiting={waitlist.data?.points ?? []}
              onOpen={(location) => void navigate(hubPaths.location(location.id))}
              editing={
                widening && {
                  areaId: widening.area.id,
                  outline: widening.outline,
                  onChange: (outline) => setWidening({ ...widening, outline }),
                }
              }
            />
          </div>
          {widening && (
            <WidenPanel
              area={widening.area}
              areas={areaList}
              outline={widening.outline}
              waiting={waitlist.data?.points ?? []}
              onChange={(outline) => setWidening({ ...widening, outline })}
              onDone={() => setWidening(null)}
            />
          )}
          {areas.data ? (
            <AreaList
              areas={areaList}
              chosenId={areaId}
              linkWith={list.linkWith}
              onWiden={
                widening
                  ? undefined
                  : (area) => {
                      setWidening({ area, outline: area.outline });
                      mapTop.current?.scrollIntoView({ block: 'start' });
                    }
              }
            />
          ) : (
            <p role="status">Loading the service areas…</p>
          )}
        </>
      )}
      <h2 className={styles.subhead}>Known locations</h2>
      <div className={filterStyles.filters}>
        <FindBox label="Find a known location" placeholder="Name, road, locality or pincode" />
        <ChoiceFilter
          label="Area"
          param="area"
          all="All areas"
          choices={areaList.map((area) => String(area.id))}
          names={Object.fromEntries(areaList.map((area) => [area.id, area.name]))}
          classes={{
            label: `${filterStyles.filter} ${styles.areaFilter}`,
            select: `${filterStyles.select} ${styles.areaSelect}`,
          }}
        />
        <ChoiceFilter
          label="State"
          param="state"
          all="Offered and retired"
          choices={KNOWN_LOCATION_STATES}
          names={STATE_NAMES}
        />
      </div>
      <HubTable
        label="Known locations"
        columns={columns}
        rows={locations.data?.locations}
        query={locations}
        empty={
          q || areaParam || state
            ? 'No known locations match these filters.'
            : 'No known locations yet. Add the first with New location.'
        }
        total={locations.data?.locationsCount}
        pageSize={locations.data?.pageSize}
      />
    </HubPage>
  );
}

function columnsFor(areas: readonly HubServiceArea[]): HubColumn<HubKnownLocation>[] {
  const areaName = (id: number | null) =>
    areas.find((area) => area.id === id)?.name ?? 'Outside every area';
  return [
    {
      key: 'name',
      header: 'Name',
      cell: (location) => (
        <Link to={hubPaths.location(location.id)} className={styles.name}>
          {location.name}
        </Link>
      ),
    },
    { key: 'address', header: 'Address', cell: addressLine },
    { key: 'area', header: 'Smallest area', cell: (location) => areaName(location.serviceAreaId) },
    {
      key: 'addresses',
      header: "Customers' addresses",
      numeric: true,
      cell: (location) => location.addressCount,
    },
    {
      key: 'state',
      header: 'State',
      cell: (location) =>
        location.isActive ? (
          <Badge tone="success">Offered</Badge>
        ) : (
          <Badge tone="neutral">Retired</Badge>
        ),
    },
  ];
}

import type { HubKnownLocation, HubServiceArea } from '@makers-pantry/domain/hub-areas';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { errorSentence } from '@makers-pantry/domain/error-codes';
import { renderHub, startEachHubTestFresh } from '../../testing/render-hub';
import type { AreaMapProps } from '../components/area-map';

// Leaflet needs a real browser (the journey draws it); here the map is its outlines as text and a
// button that clicks it at one point.
vi.mock('../components/area-map', () => ({
  default: ({ areas, locations = [], waiting = [], onPick, onOpen }: AreaMapProps) => (
    <div>
      <p>Outlines: {areas.map((area) => area.name).join(', ')}</p>
      <p>
        Waiting:{' '}
        {waiting
          .map((point) => `${point.count} at ${point.latitude},${point.longitude}`)
          .join('; ')}
      </p>
      {locations.map((location) => (
        <button key={location.id} type="button" onClick={() => onOpen?.(location)}>
          Dot of {location.name}
        </button>
      ))}
      {onPick && (
        <button type="button" onClick={() => onPick({ lat: 12.9151234567, lng: 77.6424 })}>
          Click the map
        </button>
      )}
    </div>
  ),
}));

startEachHubTestFresh();

const square = (size: number): [number, number][] => [
  [12.9121 - size, 77.6446 - size],
  [12.9121 - size, 77.6446 + size],
  [12.9121 + size, 77.6446 + size],
  [12.9121 + size, 77.6446 - size],
];
const areas: HubServiceArea[] = [
  {
    id: 1,
    name: 'HSR Layout & Agara (quick delivery)',
    polygonSize: 100,
    outline: square(0.02),
    knownLocations: 1,
    version: 1,
  },
  {
    id: 3,
    name: 'South-east Bengaluru',
    polygonSize: 300,
    outline: square(0.06),
    knownLocations: 2,
    version: 1,
  },
];
const sobha: HubKnownLocation = {
  id: 1,
  version: 3,
  name: 'Sobha Dewflower',
  buildingDetails: 'Towers A to F',
  road: '27th Main Road',
  area: 'HSR Layout Sector 1',
  city: 'BANGALORE',
  pincode: '560102',
  latitude: 12.916,
  longitude: 77.648,
  isActive: true,
  serviceAreaId: 1,
  addressCount: 12,
};
const ajmera: HubKnownLocation = {
  ...sobha,
  id: 6,
  name: 'Ajmera Silver Springs',
  buildingDetails: '',
  road: 'Hosur Road',
  area: 'Bommanahalli',
  isActive: false,
  serviceAreaId: 3,
  addressCount: 0,
};
const page = (locations: HubKnownLocation[]) => ({
  body: { locations, locationsCount: locations.length, pageSize: 50 },
});
const settings = {
  body: {
    tileUrl: 'https://tiles.invalid/{z}/{x}/{y}.png',
    attribution: '© OpenStreetMap contributors',
    centre: { lat: 12.9121, lng: 77.6446 },
    zoom: { initial: 13, suggestion: 18, locateMe: 19 },
    deliveryArea: [],
  },
};
const common = {
  'GET maps/settings/': settings,
  'GET hub/service-areas/': { body: { areas } },
};

describe('customers waiting for us', () => {
  it('shows how many wait in and near each area, and their points on the map', async () => {
    renderHub('/hub/areas', 'ops', {
      ...common,
      'GET hub/known-locations/': page([]),
      'GET hub/waitlist/': {
        body: {
          points: [
            { latitude: 12.97, longitude: 77.75, count: 3 },
            { latitude: 12.93, longitude: 77.7, count: 1 },
          ],
          areas: [
            { id: 1, inside: 0, near: 0 },
            { id: 3, inside: 1, near: 3 },
          ],
        },
      },
    });
    const areaList = await screen.findByRole('list', { name: 'Service areas' });
    const [quick, big] = within(areaList).getAllByRole('listitem');
    await expect.poll(() => big!.textContent).toContain('1 waiting inside, 3 within 2 km');
    expect(quick).not.toHaveTextContent('waiting');
    expect(await screen.findByText('Waiting: 3 at 12.97,77.75; 1 at 12.93,77.7')).toBeVisible();
  });
});

describe('widening an area', () => {
  it('pushes every side out, counts the waiting customers it takes in, and saves on the version', async () => {
    // Just north of South-east Bengaluru: 550 m outside its outline.
    const waiting = { latitude: 12.9121 + 0.065, longitude: 77.6446, count: 1 };
    const { calls } = renderHub('/hub/areas', 'ops', {
      ...common,
      'GET hub/known-locations/': page([]),
      'GET hub/waitlist/': { body: { points: [waiting], areas: [{ id: 3, inside: 0, near: 1 }] } },
      'PATCH hub/service-areas/3/': { body: { ...areas[1]!, version: 2, waitingTold: 1 } },
    });
    // The screen scrolls the map into view; jsdom has no layout to scroll.
    const scrolledTo = vi.fn();
    Element.prototype.scrollIntoView = scrolledTo;
    const user = userEvent.setup();
    await user.click(
      await screen.findByRole('button', { name: 'Widen South-east Bengaluru on the map' }),
    );
    expect(scrolledTo).toHaveBeenCalledTimes(1);
    const panel = screen.getByRole('region', { name: 'Widening South-east Bengaluru' });
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'No waiting customer is inside the new outline yet.',
    );
    expect(within(panel).getByRole('button', { name: 'Save the outline' })).toBeDisabled();
    const metres = within(panel).getByRole('spinbutton', {
      name: 'Push every side out by (metres)',
    });
    await user.clear(metres);
    await user.type(metres, '1000');
    await user.click(within(panel).getByRole('button', { name: 'Push out' }));
    expect(within(panel).getByRole('status')).toHaveTextContent(
      '1 waiting customer is inside the new outline and will be told once, on saving.',
    );
    await user.click(within(panel).getByRole('button', { name: 'Save the outline' }));
    expect(
      await screen.findByText('South-east Bengaluru is saved. 1 waiting customer is told.'),
    ).toBeInTheDocument();
    const sent = calls.find((call) => call.route === 'PATCH hub/service-areas/3/')?.body as {
      version: number;
      outline: [number, number][];
    };
    expect(sent.version).toBe(1);
    expect(sent.outline).toHaveLength(4);
    // The north-east corner moved out, north and east.
    expect(sent.outline[2]![0]).toBeGreaterThan(12.9121 + 0.065);
    expect(sent.outline[2]![1]).toBeGreaterThan(77.6446 + 0.06);
    expect(screen.queryByRole('region', { name: 'Widening South-east Bengaluru' })).toBeNull();
  });
});

describe('service areas and known locations', () => {
  it('shows the areas with their counts and the locations, limited to an area and searched through the URL', async () => {
    const { calls, location } = renderHub('/hub/areas', 'ops', {
      ...common,
      'GET hub/known-locations/': page([ajmera, sobha]),
      'GET hub/known-locations/?area=1': page([sobha]),
      'GET hub/known-locations/?area=1&q=sobha': page([sobha]),
    });
    expect(await screen.findByRole('heading', { name: 'Service areas' })).toBeInTheDocument();
    const areaList = await screen.findByRole('list', { name: 'Service areas' });
    expect(areaList).toHaveTextContent('Quick delivery · 1 known location');
    expect(areaList).toHaveTextContent('Big · 2 known locations');
    expect(
      await screen.findByText(
        'Outlines: HSR Layout & Agara (quick delivery), South-east Bengaluru',
      ),
    ).toBeInTheDocument();

    const row = (await screen.findByRole('link', { name: 'Sobha Dewflower' })).closest('tr')!;
    expect(row).toHaveTextContent('Towers A to F, 27th Main Road, HSR Layout Sector 1, 560102');
    expect(row).toHaveTextContent('HSR Layout & Agara (quick delivery)');
    expect(row).toHaveTextContent('12');
    expect(within(row).getByText('Offered')).toBeInTheDocument();
    const retired = screen.getByRole('link', { name: 'Ajmera Silver Springs' }).closest('tr')!;
    expect(within(retired).getByText('Retired')).toBeInTheDocument();

    const user = userEvent.setup();
    const quick = within(areaList).getAllByRole('listitem')[0]!;
    await user.click(within(quick).getByRole('link', { name: 'Show its locations' }));
    expect(location()).toBe('/hub/areas?area=1');
    await expect
      .poll(() => screen.queryByRole('link', { name: 'Ajmera Silver Springs' }))
      .toBeNull();

    await user.type(screen.getByRole('searchbox', { name: 'Find a known location' }), 'sobha');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    expect(location()).toBe('/hub/areas?area=1&q=sobha');
    expect(calls.map((call) => call.route)).toContain('GET hub/known-locations/?area=1&q=sobha');

    await user.click(screen.getByRole('button', { name: 'Dot of Sobha Dewflower' }));
    expect(location()).toBe('/hub/areas/locations/1');
  });

  it('says so when no known location matches the filters', async () => {
    renderHub('/hub/areas?q=nowhere', 'ops', {
      ...common,
      'GET hub/known-locations/?q=nowhere': page([]),
    });
    expect(await screen.findByText('No known locations match these filters.')).toBeInTheDocument();
  });

  it('adds a location placed by a click on the map; the server refuses a point outside the area', async () => {
    const greenwood = { ...sobha, id: 21, version: 1, name: 'Greenwood Heights', addressCount: 0 };
    let outside = true;
    const { calls, location } = renderHub('/hub/areas/new?area=1', 'ops', {
      ...common,
      'POST hub/known-locations/': () =>
        outside
          ? {
              status: 400,
              body: {
                code: 'OUTSIDE_SERVICE_AREA',
                detail: 'That point lies outside HSR Layout & Agara (quick delivery).',
              },
            }
          : { status: 201, body: greenwood },
      'GET hub/known-locations/21/': { body: greenwood },
      'GET hub/history/known_location/21/': { body: { history: [] } },
    });
    const user = userEvent.setup();
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), 'Greenwood Heights');
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    expect(screen.getByText('Please enter the road.')).toBeInTheDocument();
    expect(calls.some((call) => call.route === 'POST hub/known-locations/')).toBe(false);

    await user.type(screen.getByRole('textbox', { name: 'Road' }), '19th Main Road');
    await user.type(screen.getByRole('textbox', { name: 'Locality' }), 'HSR Layout Sector 2');
    await user.type(screen.getByRole('textbox', { name: 'Pincode' }), '560102');
    expect(screen.getByRole('combobox', { name: 'Service area' })).toHaveValue('1');
    await user.click(await screen.findByRole('button', { name: 'Click the map' }));
    expect(screen.getByRole('textbox', { name: 'Latitude' })).toHaveValue('12.915123');
    expect(screen.getByRole('textbox', { name: 'Longitude' })).toHaveValue('77.642400');
    expect(
      screen.getByText('The point lies inside HSR Layout & Agara (quick delivery).'),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add location' }));
    expect(
      await screen.findByText('That point lies outside HSR Layout & Agara (quick delivery).'),
    ).toBeInTheDocument();
    outside = false;
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    expect(await screen.findByRole('heading', { name: 'Greenwood Heights' })).toBeInTheDocument();
    expect(location()).toBe('/hub/areas/locations/21');
    expect(calls.filter((call) => call.route === 'POST hub/known-locations/')[1]?.body).toEqual({
      serviceAreaId: 1,
      name: 'Greenwood Heights',
      buildingDetails: '',
      road: '19th Main Road',
      area: 'HSR Layout Sector 2',
      pincode: '560102',
      latitude: 12.915123,
      longitude: 77.6424,
    });
  });

  it('retires a location on its version, saying what happens to the addresses made from it', async () => {
    let stale = true;
    let stored = sobha;
    const { calls } = renderHub('/hub/areas/locations/1', 'ops', {
      ...common,
      'GET hub/known-locations/1/': () => ({ body: stored }),
      'GET hub/history/known_location/1/': { body: { history: [] } },
      'PATCH hub/known-locations/1/': () =>
        stale
          ? { status: 409, body: { code: 'STALE_VERSION', detail: errorSentence('STALE_VERSION') } }
          : { body: (stored = { ...sobha, version: 4, isActive: false }) },
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Retire' }));
    const dialog = screen.getByRole('dialog', { name: 'Retire Sobha Dewflower?' });
    expect(dialog).toHaveTextContent(
      'The 12 addresses already made from it stay as they are. You can offer it again later.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Retire location' }));
    expect(await within(dialog).findByText(errorSentence('STALE_VERSION'))).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Reload' })).toBeInTheDocument();

    stale = false;
    await user.click(within(dialog).getByRole('button', { name: 'Retire location' }));
    expect(await screen.findByText('Sobha Dewflower is retired.')).toBeInTheDocument();
    expect(
      calls.filter((call) => call.route === 'PATCH hub/known-locations/1/').at(-1)?.body,
    ).toEqual({ version: 3, isActive: false });
    expect(await screen.findByRole('button', { name: 'Offer again' })).toBeInTheDocument();
  });

  it('is for ops and admins: a seller gets the no-access page', async () => {
    renderHub('/hub/areas', 'seller', {});
    expect(await screen.findByText(/You do not have access/)).toBeInTheDocument();
  });
});

import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, renderBehindLogin, startLoggedIn } from '../../../testing/render-behind-login';
import { ShippingScreen } from './shipping-screen';

startLoggedIn();
const routes = [
  { path: 'shipping', element: <ShippingScreen /> },
  { path: 'delSlots/:addressId', element: <h1>Slots</h1> },
];

const address = (id: number, label: string, isDefault: boolean) => ({
  id,
  name: 'Nandini Rao',
  mobile: '9876543210',
  doorNum: `A-${id}`,
  buildingDetails: 'Tower A',
  road: 'Haralur Road',
  area: 'HSR Layout',
  city: 'BANGALORE',
  pincode: '560102',
  label,
  isDefault,
  isServiceable: true,
  serviceablePolygon: 100,
  latitude: 12.9,
  longitude: 77.6,
  locationId: null,
});
const home = address(1, 'Home', false);
const office = address(2, 'Office', true);

describe('/shipping with two addresses', () => {
  it('has the default address chosen, so Continue goes straight on', async () => {
    fakeApi({ 'GET users/address/': { body: [home, office] } });
    renderBehindLogin(routes, ['/shipping']);
    const continueButton = await screen.findByRole('button', { name: 'Continue' });
    await waitFor(() => expect(continueButton).toBeEnabled());
    fireEvent.click(continueButton);
    expect(await screen.findByRole('heading', { name: 'Slots' })).toBeInTheDocument();
  });

  it('asks before deleting an address, and Cancel keeps it', async () => {
    const calls = fakeApi({
      'GET users/address/': { body: [home, office] },
      'DELETE users/address/1/': { status: 204 },
    });
    renderBehindLogin(routes, ['/shipping']);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Home address' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete this address?' });
    expect(ask).toHaveTextContent('A-1, Tower A');
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(calls.filter((call) => call.route.startsWith('DELETE'))).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Home address' }));
    const again = await screen.findByRole('dialog', { name: 'Delete this address?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.route === 'DELETE users/address/1/')).toHaveLength(1),
    );
  });

  it('edits an address in place: the form comes filled in, Save sends the changes', async () => {
    const calls = fakeApi({
      'GET users/address/': { body: [home, office] },
      'PATCH users/address/1/': { body: { ...home, doorNum: 'B-9' } },
    });
    renderBehindLogin(routes, ['/shipping']);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Home address' }));
    const form = await screen.findByRole('dialog', { name: 'Edit address' });
    const door = within(form).getByLabelText('Door / Flat / House number');
    expect(door).toHaveValue('A-1');
    expect(within(form).getByLabelText("Receiver's name")).toHaveValue('Nandini Rao');
    expect(within(form).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
    fireEvent.change(door, { target: { value: 'B-9' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() =>
      expect(calls.find((call) => call.route === 'PATCH users/address/1/')?.body).toEqual({
        doorNum: 'B-9',
        buildingDetails: 'Tower A',
        name: 'Nandini Rao',
        mobile: '9876543210',
        label: 'Home',
        isDefault: false,
      }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Edit address' })).not.toBeInTheDocument(),
    );
  });
});

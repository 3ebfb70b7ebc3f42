// Placeholder until this screen lands.
export function ShippingPolicyScreen() {
  return <h1>Makers Pantry</h1>;
}

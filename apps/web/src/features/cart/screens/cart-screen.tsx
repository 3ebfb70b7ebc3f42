// Placeholder until this screen lands.
export function CartScreen() {
  return <h1>Makers Pantry</h1>;
}

// Placeholder until this screen lands.
export function ProductScreen() {
  return <h1>Makers Pantry</h1>;
}

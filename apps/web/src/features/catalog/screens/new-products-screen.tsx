// Placeholder until this screen lands.
export function NewProductsScreen() {
  return <h1>Makers Pantry</h1>;
}

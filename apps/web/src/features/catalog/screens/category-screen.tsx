// Placeholder until this screen lands.
export function CategoryScreen() {
  return <h1>Makers Pantry</h1>;
}

// Placeholder until this screen lands.
export function SearchScreen() {
  return <h1>Makers Pantry</h1>;
}

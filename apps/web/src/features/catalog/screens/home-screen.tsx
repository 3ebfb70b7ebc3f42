// Placeholder until this screen lands.
export function HomeScreen() {
  return <h1>Makers Pantry</h1>;
}

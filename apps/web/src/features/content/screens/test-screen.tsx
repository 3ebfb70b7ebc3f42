// Placeholder until this screen lands.
export function TestScreen() {
  return <h1>Makers Pantry</h1>;
}

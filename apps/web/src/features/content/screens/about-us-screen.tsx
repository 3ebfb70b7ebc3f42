// Placeholder until this screen lands.
export function AboutUsScreen() {
  return <h1>Makers Pantry</h1>;
}

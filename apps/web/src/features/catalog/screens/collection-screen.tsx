// Placeholder until this screen lands.
export function CollectionScreen() {
  return <h1>Makers Pantry</h1>;
}

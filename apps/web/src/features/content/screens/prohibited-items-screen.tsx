// Placeholder until this screen lands.
export function ProhibitedItemsScreen() {
  return <h1>Makers Pantry</h1>;
}

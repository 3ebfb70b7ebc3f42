// Placeholder until this screen lands.
export function ProfileScreen() {
  return <h1>Makers Pantry</h1>;
}

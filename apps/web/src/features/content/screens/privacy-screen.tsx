// Placeholder until this screen lands.
export function PrivacyScreen() {
  return <h1>Makers Pantry</h1>;
}

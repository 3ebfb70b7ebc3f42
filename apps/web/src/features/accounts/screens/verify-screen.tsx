// Placeholder until this screen lands.
export function VerifyScreen() {
  return <h1>Makers Pantry</h1>;
}

// Placeholder until this screen lands.
export function TermsScreen() {
  return <h1>Makers Pantry</h1>;
}

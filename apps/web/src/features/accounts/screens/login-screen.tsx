// Placeholder until this screen lands.
export function LoginScreen() {
  return <h1>Makers Pantry</h1>;
}

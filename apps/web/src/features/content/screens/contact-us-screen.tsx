// Placeholder until this screen lands.
export function ContactUsScreen() {
  return <h1>Makers Pantry</h1>;
}

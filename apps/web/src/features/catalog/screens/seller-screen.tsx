// Placeholder until this screen lands.
export function SellerScreen() {
  return <h1>Makers Pantry</h1>;
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function Placeholder() {
  return (
    <main>
      <h1>Makers Pantry</h1>
      <p>Chemical-free, nutrient-rich food from small makers. The shop screens are on their way.</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Placeholder />
  </StrictMode>,
);

import { Outlet } from 'react-router';

export function AppLayout() {
  return (
    <>
      <header className="bar">Makers Pantry</header>
      <main>
        <Outlet />
      </main>
    </>
  );
}

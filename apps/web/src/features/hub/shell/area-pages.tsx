import type { ReactNode } from 'react';
import { useRoutes } from 'react-router';
import { NotFound } from '../../../components/ui/not-found';

/**
 * An area's route table (see hub-areas.tsx): its first page at the area's own address, the
 * others by their paths under it, and Not found for any other address in the area. Route
 * objects and useRoutes rather than <Routes> elements, which would stay in the shop's first
 * script (decision 032).
 */
export function useAreaPages(first: ReactNode, others: Record<string, ReactNode> = {}) {
  return useRoutes([
    { index: true, element: first },
    ...Object.entries(others).map(([path, element]) => ({ path, element })),
    { path: '*', element: <NotFound /> },
  ]);
}

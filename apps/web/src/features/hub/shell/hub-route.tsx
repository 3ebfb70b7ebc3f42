import { lazy, Suspense } from 'react';
import { ScreenOutline } from '../../../app/layout/app-layout';

export { RouteError as ErrorBoundary } from '../../../app/route-error';

// The door the shop's route table opens: this chunk is a few hundred bytes with no styles, so the
// shop's first script names one file for the hub instead of the console's whole preload list
// (decision 032). The console itself comes one request later.
const HubApp = lazy(() => import('./hub-app').then(({ HubApp }) => ({ default: HubApp })));

/** Everything under #/hub, once its code is in. */
export function Component() {
  return (
    <Suspense fallback={<ScreenOutline />}>
      <HubApp />
    </Suspense>
  );
}

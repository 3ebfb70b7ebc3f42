import { request, type FullConfig } from '@playwright/test';
import { keptLogin } from './order-session';
import { mobileFor } from './shop-session';

/**
 * The customer whose session lapses mid-checkout (cart-and-session.spec.ts) logs in by API and,
 * later in the same journey, again through the login screens, with a new OTP: the server sends a
 * number one OTP a minute, so the journey waited out that minute.
 */
export const lapsingCustomer = (testInfo: { project: { name: string } }) =>
  mobileFor(testInfo, 6, 2);

/**
 * Global setup: the first of those logins is made as the run starts and kept for the run
 * (keptLogin), so the minute passes while the journeys before it run. Every project's server is
 * ready by now (playwright.config.ts waits for them before this).
 */
export default async function logInAhead(config: FullConfig) {
  for (const project of config.projects) {
    const api = await request.newContext({ baseURL: project.use.baseURL });
    try {
      await keptLogin(api, lapsingCustomer({ project }), project.name);
    } finally {
      await api.dispose();
    }
  }
}

import type { HubRole } from '@makers-pantry/domain/hub';
import { createContext, useContext } from 'react';

export interface HubUser {
  name: string;
  role: HubRole;
}

export const HubUserContext = createContext<HubUser | null>(null);

/** The hub user the console was opened by; every hub screen is inside HubApp, which sets it. */
export function useHubUser(): HubUser {
  const user = useContext(HubUserContext);
  if (!user) throw new Error('useHubUser is used outside the hub');
  return user;
}

/** Ops and admins run the hub side (receiving, the quality check, suspending makers). */
export const isHubSide = (role: HubRole) => role !== 'seller';

export const ROLE_NAMES: Record<HubRole, string> = {
  seller: 'Seller',
  ops: 'Operations',
  admin: 'Administrator',
};

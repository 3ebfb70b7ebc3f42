import type { Role } from '@makers-pantry/domain/catalog-enums';

/** Demo logins (the console SMS sender prints their OTPs). The seller runs the first maker's shop. */
export interface DemoAccount {
  mobile: string;
  firstName: string;
  lastName: string;
  email: string;
  roles: Role[];
  /** Index into MAKERS of the shop this account runs. */
  makerIndex?: number;
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    mobile: '9876543210',
    firstName: 'Asha',
    lastName: 'Rao',
    email: 'asha.rao@example.com',
    roles: ['customer'],
  },
  {
    mobile: '9876543211',
    firstName: 'Lakshmi',
    lastName: 'Narayan',
    email: 'lakshmi@ammasbatter.example.com',
    roles: ['customer', 'seller'],
    makerIndex: 0,
  },
  {
    mobile: '9876543212',
    firstName: 'Ravi',
    lastName: 'Kumar',
    email: 'ops@makerspantry.example.com',
    roles: ['ops'],
  },
  {
    mobile: '9876543213',
    firstName: 'Meena',
    lastName: 'Iyer',
    email: 'admin@makerspantry.example.com',
    roles: ['admin'],
  },
];

import { describe, expect, it } from 'vitest';
import { hubRoleOf } from './hub';

describe('hubRoleOf', () => {
  it.each([
    [['customer'], null],
    [[], null],
    [['customer', 'seller'], 'seller'],
    [['seller', 'ops'], 'ops'],
    [['ops'], 'ops'],
    [['customer', 'seller', 'ops', 'admin'], 'admin'],
    [['admin'], 'admin'],
  ] as const)('%j acts as %s', (roles, role) => {
    expect(hubRoleOf(roles)).toBe(role);
  });
});

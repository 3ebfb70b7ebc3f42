// For the hub: a login given the seller role when ops give it a maker's store.
export { giveRole, lockUser, type User } from './queries';

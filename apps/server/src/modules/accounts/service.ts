// For the hub: a login given the seller role when ops give it a maker's store.
export { giveRole, lockUser, type User } from './queries';
// For the hub's customer page: pay on delivery allowed or refused, with a reason.
export { findUserById, findUserByMobile, setPodAllowed } from './queries';

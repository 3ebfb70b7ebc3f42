// For the hub: a login given the seller role when ops give it a maker's store.
export { giveRole, lockUser, type User } from './queries';
// For the hub's customer page: pay on delivery allowed or refused, with a reason.
export { findUserById, findUserByMobile, setPodAllowed } from './queries';
// For catalog's hub lists: the people who received or checked a batch, reviewed a product, run a maker.
export { peopleByIds, personNamed, personOf, type Person } from './people';
// For the outbox (messages): who a message goes to, and the ops team an alarm goes to.
export {
  messageAddressOf,
  opsTeamIds,
  type MessageAddress,
  type Recipient,
} from './message-address';
// A login's message choices, kept with their history (the profile page; tests arrange them).
export { setMessagePreferences, type MessagePreferences } from './message-preferences';
// For orders: one unpaid checkout per customer is decided under the customer's row lock.
export { lockCustomer } from './queries';
// For orders' read models: logins' mobiles and names joined in orders' own statements (decision 070).
export { loginMobiles, loginNameOf, loginNames } from './read-views';

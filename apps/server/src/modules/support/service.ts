// For the hub: seller-interest leads, listed with their state and turned into makers.
export { hubLeadList, hubLeadOf, lockLead, markLeadTurned, type LeadRow } from './lead-queries';

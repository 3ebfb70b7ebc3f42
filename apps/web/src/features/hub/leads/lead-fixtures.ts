import type { OtpIssueReportRow } from '@makers-pantry/domain/accounts';
import type { HubLead } from '@makers-pantry/domain/hub-leads';

/** A new seller lead as the hub lists it; `changes` make it whatever a test needs. */
export function aLead(changes: Partial<HubLead> = {}): HubLead {
  return {
    id: 11,
    createdAt: '2026-11-25T05:30:00.000Z',
    firstName: 'Nandini',
    mobile: '8120000001',
    cuisine: 'Coorgi',
    category: 'Pandi curry, akki roti, bamboo shoot pickle',
    freeText: 'I cook for office lunches on weekdays.',
    doorNum: '14',
    buildingDetails: 'Lotus Residency',
    road: '5th Cross Road',
    area: 'HSR Layout',
    city: 'Bengaluru',
    pincode: '560102',
    state: 'new',
    userId: 40,
    maker: null,
    turnedAt: null,
    turnedBy: null,
    version: 3,
    ...changes,
  };
}

/** A login problem someone asked to be called back about. */
export function aLoginIssue(changes: Partial<OtpIssueReportRow> = {}): OtpIssueReportRow {
  return {
    id: 5,
    createdAt: '2026-11-26T03:30:00.000Z',
    firstName: 'Farida',
    mobile: '9845011111',
    type: 'OTP_NOT_RECEIVED',
    orderDisplayId: null,
    orderId: null,
    issue: 'The OTP never arrives',
    item: null,
    details: 'Tried three times from Jio.',
    resolvedAt: null,
    ...changes,
  };
}

import {
  CODE_USES_SHOWN,
  codeState,
  type CodeCreate,
  type CodeEdit,
  type CodeState,
  type CodeUses,
  type HubCode,
} from '@makers-pantry/domain/hub-discounts';
import { paiseToRupees, rupeesToPaise } from '@makers-pantry/domain/money';
import type { AppContext } from '../../../context';
import type { Executor } from '../../../db/client';
import { AppError, notFound } from '../../../http/errors';
import { checkVersion } from '../../../http/versions';
import {
  allCodes,
  codeById,
  insertCode,
  lockCode,
  mostUsesByOneCustomer,
  updateCode,
  usesOfCode,
  type CodeFields,
  type DiscountCodeRow,
} from '../../discounts/service';
import { peopleByIds } from '../../accounts/service';
import { orderRefsOfPayments } from '../../orders/service';
import { discountsOfPayments } from '../../payments/service';
import { recordRowChange } from '../shared/audit-log';
import type { HubActor } from '../shared/hub-actor';

/** Discount codes in the hub: each change with its audit row, in one transaction (decision 038). */

function hubCode(row: DiscountCodeRow, now: Date): HubCode {
  return {
    id: row.id,
    version: row.version,
    code: row.code,
    percentage: row.percentage,
    cap: paiseToRupees(row.capPaise),
    validFrom: row.validFrom.toISOString(),
    validTo: row.validTo.toISOString(),
    minOrder: paiseToRupees(row.minOrderPaise),
    totalUses: row.totalUses,
    usesPerCustomer: row.usesPerCustomer,
    usesCount: row.usesCount,
    isActive: row.isActive,
    state: codeState(row, now),
    createdAt: row.createdAt.toISOString(),
  };
}

/** What the audit log keeps of a code: its rules as ops typed them. */
const auditFields = (row: DiscountCodeRow) => {
  const {
    usesCount: _uses,
    createdAt: _created,
    state: _state,
    ...fields
  } = hubCode(row, new Date(0));
  return fields;
};
const codeRecord = (action: string) =>
  ({ objectType: 'discount', action, fields: auditFields }) as const;

export async function codeList(context: AppContext, state: CodeState | undefined) {
  const now = context.now();
  const codes = (await allCodes(context.db)).map((row) => hubCode(row, now));
  return { codes: state ? codes.filter((code) => code.state === state) : codes };
}

export async function codeUses(context: AppContext, id: number): Promise<CodeUses> {
  const row = await codeById(context.db, id);
  if (!row) throw notFound('This discount code');
  const uses = await usesOfCode(context.db, id, CODE_USES_SHOWN);
  const paymentIds = uses.map((use) => use.paymentId);
  const [people, ordersOf, discounts] = await Promise.all([
    peopleByIds(
      context.db,
      uses.map((use) => use.userId),
    ),
    orderRefsOfPayments(context.db, paymentIds),
    discountsOfPayments(context.db, paymentIds),
  ]);
  return {
    code: hubCode(row, context.now()),
    uses: uses.map((use) => {
      const person = people.get(use.userId);
      const orders = ordersOf.get(use.paymentId) ?? [];
      return {
        id: use.id,
        customer: { id: use.userId, name: person?.name ?? '', mobile: person?.mobile ?? '' },
        paymentId: use.paymentId,
        orderIds: orders.map((order) => order.id),
        orders,
        at: use.at.toISOString(),
        amount: paiseToRupees(discounts.get(use.paymentId) ?? 0),
        releasedAt: use.releasedAt?.toISOString() ?? null,
      };
    }),
  };
}

function storedFields(fields: Omit<Partial<CodeCreate>, 'code'>): Partial<CodeFields> {
  const stored: Partial<CodeFields> = {};
  if (fields.percentage !== undefined) stored.percentage = fields.percentage;
  if (fields.cap !== undefined) stored.capPaise = rupeesToPaise(fields.cap);
  if (fields.validFrom !== undefined) stored.validFrom = new Date(fields.validFrom);
  if (fields.validTo !== undefined) stored.validTo = new Date(fields.validTo);
  if (fields.minOrder !== undefined) stored.minOrderPaise = rupeesToPaise(fields.minOrder);
  if (fields.totalUses !== undefined) stored.totalUses = fields.totalUses;
  if (fields.usesPerCustomer !== undefined) stored.usesPerCustomer = fields.usesPerCustomer;
  if (fields.isActive !== undefined) stored.isActive = fields.isActive;
  return stored;
}

export async function createCode(context: AppContext, actor: HubActor, input: CodeCreate) {
  const now = context.now();
  const created = await context.db.transaction(async (tx) => {
    const row = await insertCode(
      tx,
      { ...(storedFields(input) as CodeFields), code: input.code },
      now,
    );
    if (!row)
      throw new AppError(
        'DISCOUNT_CODE_EXISTS',
        `A discount code ${input.code} already exists. Please edit it, or choose another name.`,
      );
    await recordRowChange(tx, actor, now, codeRecord('created'), { before: null, after: row });
    return row;
  });
  return hubCode(created, now);
}

/** A limit below the uses already made would take back a discount a customer was promised. */
async function limitsHold(tx: Executor, before: DiscountCodeRow, after: Partial<CodeFields>) {
  if (
    after.totalUses !== undefined &&
    after.totalUses !== null &&
    after.totalUses < before.usesCount
  )
    throw new AppError(
      'DISCOUNT_LIMIT_BELOW_USES',
      `${before.code} has been used ${before.usesCount} times, so its total uses cannot be ` +
        `${after.totalUses}. Set ${before.usesCount} or more, or turn the code off.`,
    );
  if (after.usesPerCustomer !== undefined) {
    const most = await mostUsesByOneCustomer(tx, before.id);
    if (after.usesPerCustomer < most)
      throw new AppError(
        'DISCOUNT_LIMIT_BELOW_USES',
        `A customer has used ${before.code} ${most} times, so its uses per customer cannot be ` +
          `${after.usesPerCustomer}. Set ${most} or more, or turn the code off.`,
      );
  }
}

export async function editCode(context: AppContext, actor: HubActor, id: number, edit: CodeEdit) {
  const now = context.now();
  const { version, ...fields } = edit;
  const after = await context.db.transaction(async (tx) => {
    const before = await lockCode(tx, id);
    if (!before) throw notFound('This discount code');
    checkVersion(before, version);
    const changes = storedFields(fields);
    const validFrom = changes.validFrom ?? before.validFrom;
    const validTo = changes.validTo ?? before.validTo;
    if (validTo.getTime() <= validFrom.getTime())
      throw new AppError('VALIDATION_FAILED', 'The end must be after the start.');
    await limitsHold(tx, before, changes);
    const row = await updateCode(tx, id, changes);
    await recordRowChange(tx, actor, now, codeRecord('edited'), { before, after: row });
    return row;
  });
  return hubCode(after, now);
}

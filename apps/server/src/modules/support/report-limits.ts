import type { AppContext } from '../../context';
import { AppError } from '../../http/errors';
import { hitLimit } from '../../http/limit-count';
import type { LimitRule } from '../../providers/rate-limit/rate-limiter';

/** A bad delivery can mean a report for each item; more than this in an hour is not a customer. */
const REPORTS_PER_HOUR: LimitRule = { limit: 20, windowMs: 3_600_000 };

/**
 * How often one customer may send the report-issue form: a report is read whole, photos and all
 * (up to 40 MB), before anything is stored, so each customer gets one upload at a time on this
 * instance and a few dozen an hour wherever the counts live (Redis when configured).
 */
export class ReportLimits {
  private readonly sending = new Set<number>();

  constructor(private readonly context: AppContext) {}

  /** Admits one report from the customer or refuses it with 429; call `done` once it is read. */
  async admit(userId: number): Promise<{ done: () => void }> {
    if (this.sending.has(userId))
      throw new AppError(
        'RATE_LIMITED',
        'Your last report is still being sent. Please wait for it to finish.',
      );
    this.sending.add(userId);
    const done = () => this.sending.delete(userId);
    try {
      await hitLimit(
        this.context.limits,
        `report-issue:${userId}`,
        REPORTS_PER_HOUR,
        this.context.now(),
        (seconds) => ({
          code: 'RATE_LIMITED',
          detail: `You have sent many reports in the last hour. Please try again in ${Math.ceil(seconds / 60)} minutes.`,
        }),
      );
    } catch (error) {
      done();
      throw error;
    }
    return { done };
  }
}

import { describe, expect, it } from 'vitest';
import { templateName } from './template-name';

describe('the PostgreSQL run template', () => {
  it("is named after the run's own database, so two runs on one server keep their own", () => {
    const first = templateName('postgres://postgres@127.0.0.1:5432/mp_test_a', '');
    const second = templateName('postgres://postgres@127.0.0.1:5432/mp_test_b', '');
    expect(first).toBe('mp_test_a_template');
    expect(second).toBe('mp_test_b_template');
  });

  it('takes the server database when the URL names none, and TEST_TEMPLATE_DB over all', () => {
    expect(templateName('postgres://postgres@127.0.0.1:5432', '')).toBe('postgres_template');
    expect(templateName('postgres://postgres@127.0.0.1:5432/x', 'mine')).toBe('mine');
  });
});

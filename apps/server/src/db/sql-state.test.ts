import { describe, expect, it } from 'vitest';
import { sqlStateOf } from './sql-state';

describe('sqlStateOf', () => {
  it("finds the database's code however deep drizzle wrapped it", () => {
    const refusal = Object.assign(new Error('duplicate key'), { code: '23505' });
    const wrapped = new Error('Failed query', { cause: new Error('driver', { cause: refusal }) });
    expect(sqlStateOf(refusal)).toBe('23505');
    expect(sqlStateOf(wrapped)).toBe('23505');
  });

  it('answers nothing for errors that are not a refusal of the database', () => {
    expect(sqlStateOf(new Error('plain'))).toBeUndefined();
    expect(
      sqlStateOf(Object.assign(new Error('http'), { code: 'FST_ERR_NOT_FOUND' })),
    ).toBeUndefined();
    expect(sqlStateOf(undefined)).toBeUndefined();
  });
});

import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error';
import { onUnauthorized, reportUnauthorized } from './unauthorized';

describe('reporting a 401 from outside the query client', () => {
  it('a 401 starts the registered check; other errors do not', () => {
    const check = vi.fn();
    onUnauthorized(check);
    expect(reportUnauthorized(new ApiError(403, 'forbidden'))).toBe(false);
    expect(reportUnauthorized(new Error('network'))).toBe(false);
    expect(check).not.toHaveBeenCalled();
    expect(reportUnauthorized(new ApiError(401, 'unauthorized'))).toBe(true);
    expect(check).toHaveBeenCalledOnce();
  });
});

import { describe, expect, it } from 'vitest';
import { isTrackingParam } from './tracking-params';

describe('tracking parameters', () => {
  it('are the campaign and click identifiers links carry', () => {
    for (const name of ['utm_source', 'utm_campaign', 'gclid', 'fbclid', 'msclkid', '_gl']) expect(isTrackingParam(name), name).toBe(true);
    for (const name of ['q', 'Color', 'maestro', 'sort', 'utm']) expect(isTrackingParam(name), name).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { affectedDomains, DOMAIN_NAMES, DOMAINS, isDomain, modulesHearing, queryRoot } from './catalogue';

describe('catalogue of domains', () => {
  it('a change refreshes its domain and the domains that show its records', () => {
    expect(affectedDomains('rebateGroups')).toEqual(['rebateGroups', 'products']);
    expect(affectedDomains('prices')).toEqual(['prices', 'dataQuality']);
    expect(queryRoot('products')).toEqual(['products']);
  });

  it('readers of every module concerned hear a change; a user-only domain has no module readers', () => {
    expect(modulesHearing('rebateGroups')).toEqual(['rebategroups', 'products']);
    expect(modulesHearing('prices')).toEqual(['products', 'dataquality']);
    expect(modulesHearing('notifications')).toEqual([]);
  });

  it('knows its domains only, and every related domain is one of them', () => {
    expect(isDomain('products')).toBe(true);
    expect(isDomain('product')).toBe(false);
    for (const name of DOMAIN_NAMES) for (const shown of DOMAINS[name].shownIn) expect(DOMAIN_NAMES).toContain(shown);
  });
});

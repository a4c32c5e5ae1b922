import { describe, expect, it } from 'vitest';
import { parseProductView } from './product-view';

describe('the product detail in the URL', () => {
  it('keeps a known view only', () => {
    expect(parseProductView({ view: 'full' })).toEqual({ view: 'full' });
    expect(parseProductView({ view: 'other' })).toEqual({});
  });

  it('keeps a whole price question, with its customer, and drops a partial or bad one', () => {
    const search = parseProductView({
      explainDate: '2026-11-25',
      explainQuantity: '3',
      explainPriceTypeId: 2,
      explainEntityId: '17',
      explainEntityName: 'Brouwerij Het Anker',
    });
    expect(search).toEqual({
      explainDate: '2026-11-25',
      explainQuantity: 3,
      explainPriceTypeId: 2,
      explainEntityId: 17,
      explainEntityName: 'Brouwerij Het Anker',
    });
    expect(parseProductView({ explainDate: '2026-11-25', explainQuantity: 3 })).toEqual({});
    expect(parseProductView({ explainDate: '25/11/2026', explainQuantity: 3, explainPriceTypeId: 2 })).toEqual({});
    expect(parseProductView({ explainDate: '2026-11-25', explainQuantity: 0, explainPriceTypeId: 2 })).toEqual({});
    expect(
      parseProductView({
        explainDate: '2026-11-25',
        explainQuantity: 1,
        explainPriceTypeId: 2,
        explainEntityName: 'x',
      }),
    ).toEqual({ explainDate: '2026-11-25', explainQuantity: 1, explainPriceTypeId: 2 });
  });
});

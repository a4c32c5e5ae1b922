/**
 * The product detail's state in the URL: its view (base: none, full: every block read-only, or
 * edit), and a price question to explain at once ("why this price" from a contract item: the day,
 * quantity, price type and customer the item's price was asked for).
 */
export type ProductView = 'full' | 'edit';
export type ExplainQuestion = {
  explainDate: string;
  explainQuantity: number;
  explainPriceTypeId: number;
  explainEntityId?: number;
  explainEntityName?: string;
};
export type ProductSearch = { view?: ProductView } & Partial<ExplainQuestion>;

const positiveInt = (value: unknown) => {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : NaN;
  return Number.isInteger(n) && n > 0 && n <= 2_147_483_647 ? n : undefined;
};

/** Plain code: it runs in the route's search validation, in the entry bundle. A partial question is dropped. */
export function parseProductView(raw: Record<string, unknown>): ProductSearch {
  const out: ProductSearch = raw.view === 'full' || raw.view === 'edit' ? { view: raw.view } : {};
  const date =
    typeof raw.explainDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(raw.explainDate) ? raw.explainDate : null;
  const quantity = positiveInt(raw.explainQuantity);
  const priceTypeId = positiveInt(raw.explainPriceTypeId);
  if (date === null || quantity === undefined || priceTypeId === undefined) return out;
  const entityId = positiveInt(raw.explainEntityId);
  const entityName = typeof raw.explainEntityName === 'string' ? raw.explainEntityName.slice(0, 200) : undefined;
  return {
    ...out,
    explainDate: date,
    explainQuantity: quantity,
    explainPriceTypeId: priceTypeId,
    ...(entityId !== undefined
      ? { explainEntityId: entityId, ...(entityName ? { explainEntityName: entityName } : {}) }
      : {}),
  };
}

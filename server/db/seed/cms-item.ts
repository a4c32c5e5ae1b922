/** Demo CMS items: tags (one featured), two Active items (one featured), a Hidden help article and an InActive draft. */
import type { Db } from '../client';
import { cmsItems, cmsItemTags, cmsItemTexts, cmsTags } from '../schema';

type Texts = Record<'NL' | 'FR' | 'EN', [title: string, body: string]>;

const ITEMS: { kind: 'news' | 'announcement' | 'help'; status: number; tags: string[]; texts: Partial<Texts> }[] = [
  {
    kind: 'announcement',
    status: 1,
    tags: ['Maintenance'],
    texts: {
      NL: [
        'Gepland onderhoud van het portaal',
        '<p>Zaterdag tussen 22:00 en 23:00 is het portaal niet bereikbaar.</p>',
      ],
      FR: ['Maintenance planifiée du portail', '<p>Samedi entre 22h00 et 23h00, le portail est indisponible.</p>'],
      EN: ['Planned portal maintenance', '<p>On Saturday between 22:00 and 23:00 the portal is unavailable.</p>'],
    },
  },
  {
    kind: 'news',
    status: 1,
    tags: ['Microsoft 365'],
    texts: {
      NL: [
        'Nieuwe prijzen voor Microsoft 365',
        '<p>Vanaf volgende maand gelden de <strong>nieuwe NCE-prijzen</strong> van Microsoft.</p>',
      ],
      FR: [
        'Nouveaux prix pour Microsoft 365',
        '<p>À partir du mois prochain, les <strong>nouveaux prix NCE</strong> de Microsoft s’appliquent.</p>',
      ],
    },
  },
  {
    kind: 'help',
    status: 2,
    tags: ['Billing'],
    texts: {
      NL: ['Uw factuur lezen', '<p>Elke factuur vermeldt de periode, de gestructureerde mededeling en de btw.</p>'],
      EN: ['Reading your invoice', '<p>Every invoice shows the period, the structured reference and the VAT.</p>'],
    },
  },
  {
    kind: 'news',
    status: 0,
    tags: [],
    texts: { NL: ['Ontwerp: nieuwe diensten', '<p>Nog niet gepubliceerd.</p>'] },
  },
];

export async function seedCmsItems(tx: Pick<Db, 'insert'>) {
  const tags = await tx
    .insert(cmsTags)
    .values([
      { name: 'Maintenance', isFeatured: true },
      { name: 'Microsoft 365', isFeatured: false },
      { name: 'Billing', isFeatured: false },
    ])
    .returning({ id: cmsTags.id, name: cmsTags.name });
  const tagId = new Map(tags.map((t) => [t.name, t.id]));
  for (const item of ITEMS) {
    const [row] = await tx
      .insert(cmsItems)
      .values({ kind: item.kind, status: item.status })
      .returning({ id: cmsItems.id });
    const itemId = row!.id;
    await tx.insert(cmsItemTexts).values(
      Object.entries(item.texts).map(([language, [title, body]]) => ({
        itemId,
        language: language as 'NL',
        title,
        body,
      })),
    );
    if (item.tags.length)
      await tx.insert(cmsItemTags).values(item.tags.map((name) => ({ itemId, tagId: tagId.get(name)! })));
  }
}

/**
 * The write rule of metadata values (docs/domain.md), for every record that carries metadata
 * (products, companies, contacts): each entry is checked against its stored definition, whatever the
 * request claims about it, and becomes the row to store.
 */
import {
  matchingKey,
  metadataText,
  metadataValueError,
  type MetadataEntry,
  type MetadataItem,
} from '../../src/shared/schemas/metadata';
import type { FieldErrors } from '../http/errors';
import type { MetadataAccessibility, MetadataDataType } from '../../src/shared/constants/metadata';

/** What the rule needs of a stored definition. */
export type MetadataDefinition = {
  id: number;
  dataType: MetadataDataType;
  availableValues: Record<string, string>;
  accessibility: MetadataAccessibility;
  showOnCreate: boolean;
};

/** A stored definition as the API answers it (GET metadatas/...), without a value. */
export const definitionItem = (d: MetadataDefinition & { code: string; category: string }): MetadataItem => ({
  metadataId: d.id,
  code: d.code,
  category: d.category,
  dataType: d.dataType,
  value: null,
  availableValues: d.availableValues,
  accessibility: d.accessibility,
  showOnCreate: d.showOnCreate,
});

/** A metadata entry as it will be stored; `editable` ones replace what is stored on update. */
export type MetadataRow = { metadataId: number; value: string | null; editable: boolean };

/** Create, or update with the record's stored values (metadata id to value). */
export type MetadataMode = { create: true } | { create: false; stored: Map<number, string | null> };

/**
 * The rows to store for the request's entries, or field errors on the request's paths
 * (`metadatas.{i}.metadataId`, `metadatas.{i}.value`) added to `errors`: an unknown definition is
 * not found; the value must pass its data type (a MULTISELECT key is stored as defined, a
 * PERCENTAGE as a plain number); a value nobody may edit is set on create only when the definition
 * is offered there, and otherwise only sent back unchanged.
 */
export function checkMetadataEntries(
  entries: readonly MetadataEntry[],
  definitions: readonly MetadataDefinition[],
  mode: MetadataMode,
  errors: FieldErrors,
): MetadataRow[] {
  const byMetadataId = new Map(definitions.map((d) => [d.id, d]));
  const rows: MetadataRow[] = [];
  entries.forEach((entry, i) => {
    const definition = byMetadataId.get(entry.metadataId);
    if (!definition) {
      errors[`metadatas.${i}.metadataId`] = 'validation.notFound';
      return;
    }
    const error = metadataValueError(definition.dataType, entry.value, definition.availableValues);
    if (error) {
      errors[`metadatas.${i}.value`] = error;
      return;
    }
    let value = metadataText(entry.value);
    if (value !== null && definition.dataType === 'MULTISELECT')
      value = matchingKey(definition.availableValues, value) ?? value;
    if (value !== null && definition.dataType === 'PERCENTAGE') value = String(Number(value.replace(',', '.')));
    const editable = definition.accessibility === 'Editable';
    const allowed =
      editable ||
      (mode.create
        ? definition.showOnCreate
        : mode.stored.has(definition.id) && mode.stored.get(definition.id) === value);
    if (!allowed) errors[`metadatas.${i}.value`] = 'validation.notEditable';
    else rows.push({ metadataId: definition.id, value, editable });
  });
  return rows;
}

type StoredValue = { metadataId: number; code: string; value: string | null };
type Change = { field: string; before: string | null; after: string | null };

/** The timeline's changes of metadata values, by code (`metadata.billingplan`), before and after. */
export function metadataChanges(before: readonly StoredValue[], after: readonly StoredValue[]): Change[] {
  const valueOf = (list: readonly StoredValue[]) => new Map(list.map((m) => [m.metadataId, m]));
  const was = valueOf(before);
  const now = valueOf(after);
  const ids = [...new Set([...was.keys(), ...now.keys()])];
  return ids.flatMap((id): Change[] => {
    const a = was.get(id);
    const b = now.get(id);
    const code = (b ?? a)!.code;
    return (a?.value ?? null) === (b?.value ?? null)
      ? []
      : [{ field: `metadata.${code}`, before: a?.value ?? null, after: b?.value ?? null }];
  });
}

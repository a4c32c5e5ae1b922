import { describe, expect, it } from 'vitest';
import {
  accessibleModules,
  editableModules,
  entryMatches,
  hasRight,
  isModuleAccessible,
  mayChangeAnyOwned,
  mayChangeOwned,
} from './access';
import type { FunctionalityRight } from './schemas/security';

const read = (valueCode: string, valueType: 'Multiselect' | 'Boolean' = 'Multiselect'): FunctionalityRight => ({
  functionCode: 'MODULE_READ',
  valueType,
  valueCode,
});
const edit = (valueCode: string, valueType: 'Multiselect' | 'Boolean' = 'Multiselect'): FunctionalityRight => ({
  functionCode: 'MODULE_EDIT',
  valueType,
  valueCode,
});

const modules = [
  { key: 'company', showInSideBar: true, subModules: [] },
  { key: 'products', showInSideBar: true, subModules: [] },
  {
    key: 'invoices',
    showInSideBar: true,
    subModules: [
      { key: 'invoices', showInSideBar: true, subModules: [] },
      { key: 'drafts', showInSideBar: true, subModules: [] },
    ],
  },
];

describe('access rules', () => {
  it('a Multiselect entry counts when its code equals the module key, case-insensitively', () => {
    expect(entryMatches(read('Products'), 'products')).toBe(true);
    expect(entryMatches(read('products'), 'PRODUCTS')).toBe(true);
    expect(entryMatches(read('product'), 'products')).toBe(false);
  });

  it('a Boolean entry counts only when its code is TRUE', () => {
    expect(entryMatches(read('TRUE', 'Boolean'), 'anything')).toBe(true);
    expect(entryMatches(read('true', 'Boolean'), 'anything')).toBe(true);
    expect(entryMatches(read('FALSE', 'Boolean'), 'anything')).toBe(false);
    expect(entryMatches(read('products', 'Boolean'), 'products')).toBe(false);
  });

  it('read and edit are separate functions', () => {
    expect(hasRight([read('products')], 'products', 'read')).toBe(true);
    expect(hasRight([read('products')], 'products', 'edit')).toBe(false);
    expect(hasRight([edit('products')], 'products', 'edit')).toBe(true);
    expect(hasRight([edit('products')], 'products', 'read')).toBe(false);
  });

  it('a module is accessible when it or any sub-module matches', () => {
    expect(isModuleAccessible([read('drafts')], modules[2]!)).toBe(true);
    expect(isModuleAccessible([read('company')], modules[2]!)).toBe(false);
  });

  it('keeps only readable modules and, inside them, only readable sub-modules, in order', () => {
    const result = accessibleModules([read('drafts'), read('company')], modules);
    expect(result.map((m) => m.key)).toEqual(['company', 'invoices']);
    expect(result[1]!.subModules.map((m) => m.key)).toEqual(['drafts']);
    expect(accessibleModules([], modules)).toEqual([]);
    expect(accessibleModules([read('TRUE', 'Boolean')], modules)).toHaveLength(3);
  });

  it('edit capability is keyed by the lower-cased module key', () => {
    expect(editableModules([edit('manualInvoices')], ['manualInvoices', 'products'])).toEqual({
      manualinvoices: true,
      products: false,
    });
  });

  it('the owner rule: a record is changed by its owner, or by anyone who may edit access', () => {
    const holding =
      (...rights: FunctionalityRight[]) =>
      (module: 'access', right: 'read' | 'edit') =>
        hasRight(rights, module, right);
    const colleague = { userId: 7, can: holding(read('products'), edit('products'), read('access')) };
    expect(mayChangeOwned({ userId: 3, can: holding() }, 3)).toBe(true);
    expect(mayChangeOwned(colleague, 3)).toBe(false);
    expect(mayChangeOwned({ userId: 7, can: holding(edit('access')) }, 3)).toBe(true);
    expect(mayChangeOwned({ userId: 7, can: holding(edit('TRUE', 'Boolean')) }, 3)).toBe(true);
    // Nobody (a system caller) owns nothing.
    expect(mayChangeOwned({ userId: null, can: holding() }, 3)).toBe(false);
    expect(mayChangeAnyOwned(colleague.can)).toBe(false);
    expect(mayChangeAnyOwned(holding(edit('access')))).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import {
  ACCESS_DEFINITIONS,
  accessDefinitionOf,
  definitionsOf,
  effectiveRights,
  holdsAll,
  rowsOf,
  type RoleRows,
} from './access-definitions';

const def = (code: string) => accessDefinitionOf(code)!;
const union = (...rows: RoleRows[]): RoleRows => ({
  rights: rows.flatMap((r) => r.rights),
  accessRights: rows.flatMap((r) => r.accessRights),
});

describe('access definitions', () => {
  it('write a role’s rows and read them back', () => {
    const rows = union(
      rowsOf(def('module:invoices'), 'edit'),
      rowsOf(def('module:company'), 'read'),
      rowsOf(def('code:COMPANY_LINKED'), 'granted'),
    );
    expect(rows.rights).toEqual([
      { functionCode: 'MODULE_READ', valueType: 'Multiselect', valueCode: 'invoices' },
      { functionCode: 'MODULE_EDIT', valueType: 'Multiselect', valueCode: 'invoices' },
      { functionCode: 'MODULE_READ', valueType: 'Multiselect', valueCode: 'company' },
    ]);
    expect(definitionsOf(rows)).toEqual([
      { accessDefinitionCode: 'module:company', value: 'read' },
      { accessDefinitionCode: 'module:invoices', value: 'edit' },
      { accessDefinitionCode: 'code:COMPANY_LINKED', value: 'granted' },
    ]);
    // Module keys are matched case-insensitively, as the rights are.
    expect(
      definitionsOf({
        rights: [{ functionCode: 'module_read', valueType: 'Multiselect', valueCode: 'INVOICES' }],
        accessRights: [],
      }),
    ).toEqual([{ accessDefinitionCode: 'module:invoices', value: 'read' }]);
    expect(new Set(ACCESS_DEFINITIONS.map((d) => d.accessDefinitionCode)).size).toBe(ACCESS_DEFINITIONS.length);
  });

  it('tell whether a holder holds every right of some rows', () => {
    const all = rowsOf(def('allModules'), 'edit');
    const invoicesEdit = rowsOf(def('module:invoices'), 'edit');
    expect(holdsAll(all, invoicesEdit)).toBe(true);
    expect(holdsAll(invoicesEdit, all)).toBe(false);
    expect(holdsAll(rowsOf(def('module:invoices'), 'read'), invoicesEdit)).toBe(false);
    expect(holdsAll(all, rowsOf(def('code:COMPANY_LINKED'), 'granted'))).toBe(false);
    // A Boolean FALSE entry grants nothing.
    expect(
      holdsAll(invoicesEdit, {
        rights: [{ functionCode: 'MODULE_EDIT', valueType: 'Boolean', valueCode: 'FALSE' }],
        accessRights: [],
      }),
    ).toBe(true);
  });

  it('say which roles grant each effective right', () => {
    const clerk = { roleId: 7, name: 'Clerk', ...rowsOf(def('module:invoices'), 'edit') };
    const auditor = {
      roleId: 2,
      name: 'Auditor',
      ...union(rowsOf(def('allModules'), 'read'), rowsOf(def('code:COMPANY_LINKED'), 'granted')),
    };
    const rights = effectiveRights([auditor, clerk]);
    expect(rights.modules.find((m) => m.moduleKey === 'invoices')).toEqual({
      moduleKey: 'invoices',
      readBy: [
        { roleId: 2, name: 'Auditor' },
        { roleId: 7, name: 'Clerk' },
      ],
      editBy: [{ roleId: 7, name: 'Clerk' }],
    });
    expect(rights.accessCodes).toEqual([{ accessCode: 'COMPANY_LINKED', grantedBy: [{ roleId: 2, name: 'Auditor' }] }]);
    expect(effectiveRights([])).toEqual({ modules: [], accessCodes: [] });
  });
});

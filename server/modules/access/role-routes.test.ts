import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { ADMIN, announced, PRODUCTS, testAppForFile, VIEWER } from '../../testing/test-app';
import { ENTITIES, makeRole, makeUser, roleIdOf, ROLES } from './access-test-helpers';

const t = testAppForFile();
const ACCOUNT = '/api/security/v2/account';
const DEFINITIONS = '/api/access/v2/accessdefinitions';
const SPEC_KEYS = [
  'contract',
  'dataquality',
  'fileimports',
  'ipplan',
  'rebategroups',
  'servicefee',
  'tasks',
  'company',
  'dynamics',
  'drafts',
  'invoices',
  'manualInvoices',
  'manualProducts',
  'requestlogs',
  'access',
  'roles',
  'cms',
  'products',
  'dashboard',
];

describe('access definitions', () => {
  it('holds every module key with read and edit, the Boolean entries and the access codes, paged and filtered', async () => {
    const admin = await t.login(ADMIN);
    const all = await t.read(`${DEFINITIONS}?pageSize=100`, admin);
    const codes = all.items.map((d: { accessDefinitionCode: string }) => d.accessDefinitionCode);
    for (const key of SPEC_KEYS) expect(codes).toContain(`module:${key}`);
    expect(codes).toEqual(expect.arrayContaining(['allModules', 'code:COMPANY_LINKED', 'code:USER_MANAGEMENT']));
    expect(
      all.items.find((d: { accessDefinitionCode: string }) => d.accessDefinitionCode === 'module:invoices'),
    ).toEqual({
      accessDefinitionCode: 'module:invoices',
      kind: 'module',
      moduleKey: 'invoices',
      functionCodes: ['MODULE_READ', 'MODULE_EDIT'],
      valueType: 'Multiselect',
      valueCode: 'invoices',
      values: ['read', 'edit'],
    });
    const page = await t.read(`${DEFINITIONS}?pageSize=5&pageIndex=2`, admin);
    expect(page).toMatchObject({ totalCount: all.totalCount, pageIndex: 2, pageSize: 5 });
    expect(page.items.map((d: { accessDefinitionCode: string }) => d.accessDefinitionCode)).toEqual(codes.slice(5, 10));
    const codesOnly = await t.read(
      `${DEFINITIONS}?kind=accessCode&kind=allModules&orderBys=accessDefinitionCode_desc`,
      admin,
    );
    expect(codesOnly.items.map((d: { accessDefinitionCode: string }) => d.accessDefinitionCode)).toEqual([
      'code:USER_MANAGEMENT',
      'code:COMPANY_LINKED',
      'allModules',
    ]);
    expect((await t.read(`${DEFINITIONS}?searchText=INVOICE`, admin)).totalCount).toBe(2);
    expect((await t.call({ method: 'GET', url: DEFINITIONS, cookie: await t.login(PRODUCTS) })).statusCode).toBe(403);
  });
});

describe('roles', () => {
  it('lists the built-in roles with filters, sort and paging; the detail shows definitions and users', async () => {
    const admin = await t.login(ADMIN);
    await makeRole(t, admin, 'Invoicing clerk', { 'module:invoices': 'edit', 'module:company': 'read' });
    const page = await t.read(`${ROLES}/overview?orderBys=name_desc&pageSize=5`, admin);
    expect(page.items.map((r: { name: string }) => r.name)).toEqual([
      'Product manager',
      'Invoicing clerk',
      'Auditor',
      'Administrator',
    ]);
    const builtIn = await t.read(`${ROLES}/overview?roleType=builtIn`, admin);
    expect(builtIn.totalCount).toBe(3);
    const invoices = await t.read(`${ROLES}/overview?accessDefinitionCode=module:invoices`, admin);
    expect(invoices.items).toEqual([
      expect.objectContaining({
        name: 'Invoicing clerk',
        roleType: 'custom',
        userCount: 0,
        definitions: [
          { accessDefinitionCode: 'module:company', value: 'read' },
          { accessDefinitionCode: 'module:invoices', value: 'edit' },
        ],
      }),
    ]);
    expect((await t.read(`${ROLES}/overview?searchText=read-only`, admin)).items[0].name).toBe('Auditor');
    expect(await t.read(`${ROLES}/types`, admin)).toEqual(['builtIn', 'custom']);

    const detail = await t.read(`${ROLES}/${await roleIdOf(t, admin, 'Administrator')}`, admin);
    expect(detail.definitions).toEqual([
      { accessDefinitionCode: 'allModules', value: 'edit' },
      { accessDefinitionCode: 'code:COMPANY_LINKED', value: 'granted' },
      { accessDefinitionCode: 'code:USER_MANAGEMENT', value: 'granted' },
    ]);
    expect(detail.users).toEqual([{ entityId: expect.any(Number), name: 'Ada Admin', email: ADMIN }]);
    const product = await t.read(`${ROLES}/${await roleIdOf(t, admin, 'Product manager')}`, admin);
    expect(product.definitions).toEqual([{ accessDefinitionCode: 'module:products', value: 'edit' }]);
  });

  it('creates and renames on the version seen: a stale version is a 409 with the current role', async () => {
    const admin = await t.login(ADMIN);
    const roleId = await makeRole(t, admin, 'Clerk', {});
    const renamed = await t.put(ROLES, { roleId, version: 1, name: 'Senior clerk', description: 'Signs off' }, admin);
    expect(renamed.json().response).toMatchObject({
      roleId,
      name: 'Senior clerk',
      description: 'Signs off',
      version: 2,
    });
    const stale = await t.put(ROLES, { roleId, version: 1, name: 'Junior clerk' }, admin);
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      errorMessage: 'versionConflict',
      response: { name: 'Senior clerk', version: 2 },
    });
    // A definition change moves the version on too: an edit dialog opened before it is stale.
    await t.post(
      `${ROLES}/${roleId}/set-accessdefinition`,
      { accessDefinitionCode: 'module:tasks', value: 'read' },
      admin,
    );
    expect((await t.put(ROLES, { roleId, version: 2, name: 'Clerk' }, admin)).statusCode).toBe(409);
    const duplicate = await t.post(ROLES, { name: 'ADMINISTRATOR' }, admin);
    expect(duplicate.json()).toMatchObject({ fieldErrors: { name: 'validation.unique' } });
    expect((await t.put(ROLES, { roleId: 9999, version: 1, name: 'x' }, admin)).statusCode).toBe(404);
  });

  it('sets, changes and removes definitions, and a holder of the role has the rights on the next request, on every instance', async () => {
    const admin = await t.login(ADMIN);
    const roleId = await makeRole(t, admin, 'Invoicing clerk', { 'module:invoices': 'edit', 'module:company': 'read' });
    const other = await buildApp(t.config, t.database);
    try {
      const { cookie: clerk } = await makeUser(t, admin, 'clerk@backoffice.test', [roleId]);
      const modules = async () =>
        (await other.inject({ method: 'GET', url: '/api/security/v2/modules', headers: { cookie: clerk } }))
          .json()
          .response.map((m: { key: string; subModules: { key: string }[] }) =>
            [m.key, ...m.subModules.map((s) => s.key)].join('/'),
          );
      expect(await modules()).toEqual(['company', 'invoices/invoices']);
      const approve = () =>
        other.inject({
          method: 'POST',
          url: '/api/invoice/v2/invoices/approve',
          headers: { cookie: clerk, 'x-requested-with': 'XMLHttpRequest' },
          payload: { invoiceIds: [] },
        });
      expect((await approve()).statusCode).not.toBe(403);

      const heard = announced(other, 'role_functionality_rights');
      const lowered = await t.post(
        `${ROLES}/${roleId}/update-accessdefinitionvalue`,
        { accessDefinitionCode: 'module:invoices', value: 'read' },
        admin,
      );
      expect(lowered.json().response.definitions).toEqual([
        { accessDefinitionCode: 'module:company', value: 'read' },
        { accessDefinitionCode: 'module:invoices', value: 'read' },
      ]);
      await heard;
      expect((await approve()).statusCode).toBe(403);

      const removed = announced(other, 'role_functionality_rights');
      await t.post(`${ROLES}/${roleId}/delete-accessdefinition`, { accessDefinitionCode: 'module:invoices' }, admin);
      await removed;
      expect(await modules()).toEqual(['company']);
    } finally {
      await other.close();
    }
  });

  it('refuses a definition unknown, already set, not set, or with a value it does not take', async () => {
    const admin = await t.login(ADMIN);
    const roleId = await makeRole(t, admin, 'Clerk', { 'module:tasks': 'read' });
    const post = (path: string, body: object) => t.post(`${ROLES}/${roleId}/${path}`, body, admin);
    expect(
      (await post('set-accessdefinition', { accessDefinitionCode: 'module:nope', value: 'read' })).json(),
    ).toMatchObject({
      fieldErrors: { accessDefinitionCode: 'validation.unknown' },
    });
    expect(
      (await post('set-accessdefinition', { accessDefinitionCode: 'module:tasks', value: 'edit' })).json(),
    ).toMatchObject({
      fieldErrors: { accessDefinitionCode: 'access:errors.alreadySet' },
    });
    expect(
      (await post('update-accessdefinitionvalue', { accessDefinitionCode: 'module:cms', value: 'edit' })).json(),
    ).toMatchObject({
      fieldErrors: { accessDefinitionCode: 'access:errors.notSet' },
    });
    expect((await post('delete-accessdefinition', { accessDefinitionCode: 'allModules' })).statusCode).toBe(400);
    expect(
      (await post('set-accessdefinition', { accessDefinitionCode: 'code:COMPANY_LINKED', value: 'edit' })).json(),
    ).toMatchObject({ fieldErrors: { value: 'validation.invalid' } });
    expect(
      (await t.post(`${ROLES}/9999/set-accessdefinition`, { accessDefinitionCode: 'module:cms', value: 'read' }, admin))
        .statusCode,
    ).toBe(404);
  });

  it('never locks the organisation out: the last editor of access keeps it (definition removed or lowered)', async () => {
    const admin = await t.login(ADMIN);
    const administrator = await roleIdOf(t, admin, 'Administrator');
    const removed = await t.post(
      `${ROLES}/${administrator}/delete-accessdefinition`,
      { accessDefinitionCode: 'allModules' },
      admin,
    );
    expect(removed.statusCode).toBe(400);
    expect(removed.json()).toMatchObject({ isSuccesful: false, errorMessage: 'access:errors.lockOut' });
    const lowered = await t.post(
      `${ROLES}/${administrator}/update-accessdefinitionvalue`,
      { accessDefinitionCode: 'allModules', value: 'read' },
      admin,
    );
    expect(lowered.json().errorMessage).toBe('access:errors.lockOut');
    // Nothing changed, nothing recorded.
    const detail = await t.read(`${ROLES}/${administrator}`, admin);
    expect(detail.definitions[0]).toEqual({ accessDefinitionCode: 'allModules', value: 'edit' });
    expect(detail.history).toEqual([]);
    // With a second administration role held by someone, the Administrator role may lose it.
    const keeper = await makeRole(t, admin, 'Access keeper', {
      'module:access': 'edit',
      'module:roles': 'edit',
      'module:entities': 'edit',
    });
    await makeUser(t, admin, 'keeper@backoffice.test', [keeper]);
    const now = await t.post(
      `${ROLES}/${administrator}/update-accessdefinitionvalue`,
      { accessDefinitionCode: 'allModules', value: 'read' },
      admin,
    );
    expect(now.statusCode).toBe(200);
    // The admin lost edit on roles with it.
    expect((await t.post(ROLES, { name: 'Too late' }, admin)).statusCode).toBe(403);
  });

  it('gives nothing its caller does not hold, and leaves roles above its caller alone', async () => {
    const admin = await t.login(ADMIN);
    const partial = await makeRole(t, admin, 'Role editor', {
      'module:roles': 'edit',
      'module:entities': 'edit',
      'module:tasks': 'read',
    });
    const { cookie: editor } = await makeUser(t, admin, 'editor@backoffice.test', [partial]);
    const own = await makeRole(t, editor, 'Task reader', { 'module:tasks': 'read' });
    const raise = await t.post(
      `${ROLES}/${own}/update-accessdefinitionvalue`,
      { accessDefinitionCode: 'module:tasks', value: 'edit' },
      editor,
    );
    expect(raise.json()).toMatchObject({
      errorMessage: 'access:errors.notHeld',
      fieldErrors: { accessDefinitionCode: 'access:errors.notHeld' },
    });
    /** The editor sets a definition on their own role. */
    const set = (accessDefinitionCode: string, value: string) =>
      t.post(`${ROLES}/${own}/set-accessdefinition`, { accessDefinitionCode, value }, editor);
    expect((await set('module:invoices', 'read')).json().errorMessage).toBe('access:errors.notHeld');
    expect((await set('allModules', 'read')).json().errorMessage).toBe('access:errors.notHeld');
    expect((await set('code:COMPANY_LINKED', 'granted')).json().errorMessage).toBe('access:errors.notHeld');
    // What they hold they may give.
    const roles = await set('module:roles', 'edit');
    expect(roles.statusCode).toBe(200);
    const administrator = await roleIdOf(t, admin, 'Administrator');
    const strip = await t.post(
      `${ROLES}/${administrator}/delete-accessdefinition`,
      { accessDefinitionCode: 'code:COMPANY_LINKED' },
      editor,
    );
    expect(strip.json().errorMessage).toBe('access:errors.aboveYou');
    const rename = await t.put(ROLES, { roleId: administrator, version: 1, name: 'Mine now' }, editor);
    expect(rename.json().errorMessage).toBe('access:errors.aboveYou');
  });

  it('records every change with who, when, before and after, shown on the role', async () => {
    const admin = await t.login(ADMIN);
    const roleId = await makeRole(t, admin, 'Clerk', { 'module:invoices': 'read' });
    await t.post(
      `${ROLES}/${roleId}/update-accessdefinitionvalue`,
      { accessDefinitionCode: 'module:invoices', value: 'edit' },
      admin,
    );
    await t.post(`${ROLES}/${roleId}/delete-accessdefinition`, { accessDefinitionCode: 'module:invoices' }, admin);
    await t.put(ROLES, { roleId, version: 4, name: 'Senior clerk', description: 'x' }, admin);
    const { history } = await t.read(`${ROLES}/${roleId}`, admin);
    /** A history entry of the role's, made by the admin. */
    const entry = (action: string, before: unknown, after: unknown) =>
      expect.objectContaining({
        actorName: 'Ada Admin',
        roleId,
        roleName: 'Senior clerk',
        at: expect.any(String),
        action,
        before,
        after,
      });
    expect(history).toEqual([
      entry('roleChanged', { name: 'Clerk', description: '' }, { name: 'Senior clerk', description: 'x' }),
      entry('definitionRemoved', { accessDefinition: 'module:invoices', value: 'edit' }, null),
      entry(
        'definitionChanged',
        { accessDefinition: 'module:invoices', value: 'read' },
        { accessDefinition: 'module:invoices', value: 'edit' },
      ),
      entry('definitionSet', null, { accessDefinition: 'module:invoices', value: 'read' }),
      entry('roleCreated', null, { name: 'Clerk', description: '', requireTwoFactor: false }),
    ]);
  });

  it('requires two-factor sign-in on the version seen: its users without an authenticator are signed out and enrol at their next sign-in', async () => {
    const admin = await t.login(ADMIN);
    const roleId = await makeRole(t, admin, 'Clerk', { 'module:invoices': 'read' });
    const clerk = await makeUser(t, admin, 'clerk@backoffice.test', [roleId]);
    const role = await t.read(`${ROLES}/${roleId}`, admin);
    expect(role.requireTwoFactor).toBe(false);
    const on = await t.put(ROLES, { roleId, version: role.version, name: 'Clerk', requireTwoFactor: true }, admin);
    expect(on.statusCode).toBe(200);
    expect(on.json().response).toMatchObject({ requireTwoFactor: true, version: role.version + 1 });
    // The clerk has no authenticator: signed out now, asked to enrol after the password.
    expect((await t.call({ method: 'GET', url: ACCOUNT, cookie: clerk.cookie })).statusCode).toBe(401);
    const signIn = await t.post(`${ACCOUNT}/login`, { email: 'clerk@backoffice.test', password: clerk.password });
    expect(signIn.json().response).toEqual({ twoFactor: 'enrol', challenge: expect.any(String) });
    // The administrator, not of this role, stays signed in.
    expect((await t.call({ method: 'GET', url: ACCOUNT, cookie: admin })).statusCode).toBe(200);

    // A change on the version seen before is refused with the role as it is; left out, it stays as it was.
    const stale = await t.put(ROLES, { roleId, version: role.version, name: 'Clerk', requireTwoFactor: false }, admin);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().response).toMatchObject({ requireTwoFactor: true });
    const renamed = await t.put(ROLES, { roleId, version: role.version + 1, name: 'Senior clerk' }, admin);
    expect(renamed.json().response).toMatchObject({ name: 'Senior clerk', requireTwoFactor: true });
    const off = await t.put(
      ROLES,
      { roleId, version: role.version + 2, name: 'Senior clerk', requireTwoFactor: false },
      admin,
    );
    expect(off.json().response.requireTwoFactor).toBe(false);
    expect(
      (await t.post(`${ACCOUNT}/login`, { email: 'clerk@backoffice.test', password: clerk.password })).json().response,
    ).toMatchObject({
      email: 'clerk@backoffice.test',
    });

    // On the role: an entry each time; on the user: their identity event, on the same timeline as the access audit.
    const { history } = await t.read(`${ROLES}/${roleId}`, admin);
    const required = history.filter((e: { action: string }) => e.action === 'twoFactorRequired');
    expect(required).toEqual([
      expect.objectContaining({
        source: 'access',
        actorName: 'Ada Admin',
        before: { requireTwoFactor: true },
        after: { requireTwoFactor: false },
      }),
      expect.objectContaining({ before: { requireTwoFactor: false }, after: { requireTwoFactor: true } }),
    ]);
    expect(history.map((e: { action: string }) => e.action).slice(0, 3)).toEqual([
      'twoFactorRequired',
      'roleChanged',
      'twoFactorRequired',
    ]);
    const user = await t.read(`${ENTITIES}/${clerk.entityId}`, admin);
    expect(user.history.filter((e: { source: string }) => e.source === 'identity')).toEqual([
      expect.objectContaining({
        action: 'twoFactorRequired',
        actorName: 'Ada Admin',
        before: { role: 'Senior clerk', required: true },
        after: { role: 'Senior clerk', required: false },
      }),
      expect.objectContaining({
        action: 'twoFactorRequired',
        before: { role: 'Clerk', required: false },
        after: { role: 'Clerk', required: true },
      }),
    ]);
  });

  it('makes a role that requires two-factor sign-in from the start', async () => {
    const admin = await t.login(ADMIN);
    const created = await t.post(ROLES, { name: 'Treasurer', requireTwoFactor: true }, admin);
    expect(created.statusCode).toBe(201);
    const role = await t.read(`${ROLES}/${created.json().response.roleId}`, admin);
    expect(role).toMatchObject({ requireTwoFactor: true, version: 1 });
    expect(role.history).toEqual([
      expect.objectContaining({
        action: 'roleCreated',
        after: { name: 'Treasurer', description: '', requireTwoFactor: true },
      }),
    ]);
    const wrong = await t.post(ROLES, { name: 'Wrong', requireTwoFactor: 'yes' }, admin);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors).toHaveProperty('requireTwoFactor');
  });

  it('lets the read-only account read roles but change nothing', async () => {
    const viewer = await t.login(VIEWER);
    expect((await t.call({ method: 'GET', url: `${ROLES}/overview`, cookie: viewer })).statusCode).toBe(200);
    expect((await t.call({ method: 'GET', url: `${ROLES}/1`, cookie: viewer })).statusCode).toBe(200);
    expect((await t.post(ROLES, { name: 'x' }, viewer)).statusCode).toBe(403);
    expect((await t.put(ROLES, { roleId: 1, version: 1, name: 'x' }, viewer)).statusCode).toBe(403);
    for (const path of ['set-accessdefinition', 'update-accessdefinitionvalue', 'delete-accessdefinition'])
      expect(
        (await t.post(`${ROLES}/1/${path}`, { accessDefinitionCode: 'module:cms', value: 'read' }, viewer)).statusCode,
      ).toBe(403);
    const products = await t.login(PRODUCTS);
    expect((await t.call({ method: 'GET', url: `${ROLES}/overview`, cookie: products })).statusCode).toBe(403);
  });
});

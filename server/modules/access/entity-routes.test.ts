import { describe, expect, it } from 'vitest';
import { ADMIN, NOMODULE, PRODUCTS, testAppForFile, VIEWER } from '../../testing/test-app';
import { ENTITIES, makeRole, makeUser, roleIdOf } from './access-test-helpers';

const t = testAppForFile();
const IDENTITY = '/api/security/v2/identity';
const names = (page: { items: { name: string }[] }) => page.items.map((e) => e.name);

describe('entities', () => {
  it('lists the staff users with their roles: active by default, by status, role and search', async () => {
    const admin = await t.login(ADMIN);
    const page = await t.read(`${ENTITIES}/overview`, admin);
    expect(names(page)).toEqual(['Ada Admin', 'Noah Newcomer', 'Priya Products', 'Victor Viewer']);
    expect(page.items[0]).toEqual({
      entityId: expect.any(Number),
      entityType: 'USER',
      name: 'Ada Admin',
      email: ADMIN,
      language: 'en',
      disabled: false,
      version: 1,
      roles: [{ roleId: expect.any(Number), name: 'Administrator' }],
    });
    expect(page.items[1].roles).toEqual([]);
    const auditor = await roleIdOf(t, admin, 'Auditor');
    expect(names(await t.read(`${ENTITIES}/overview?roleIds=${auditor}`, admin))).toEqual(['Victor Viewer']);
    expect(names(await t.read(`${ENTITIES}/overview?searchText=PRODUCTS@&orderBys=email_desc`, admin))).toEqual([
      'Priya Products',
    ]);
    expect((await t.read(`${ENTITIES}/overview?status=disabled`, admin)).totalCount).toBe(0);
    expect(await t.read(`${ENTITIES}/entitytypes`, admin)).toEqual(['USER']);
    expect((await t.read(`${ENTITIES}/roles`, admin)).map((r: { name: string }) => r.name)).toEqual([
      'Administrator',
      'Auditor',
      'Product manager',
    ]);
  });

  it('shows a user’s effective rights with the roles granting each', async () => {
    const admin = await t.login(ADMIN);
    const clerk = await makeRole(t, admin, 'Invoicing clerk', {
      'module:invoices': 'edit',
      'code:COMPANY_LINKED': 'granted',
    });
    const auditor = await roleIdOf(t, admin, 'Auditor');
    const { entityId } = await makeUser(t, admin, 'two@backoffice.test', [clerk, auditor]);
    const { rights } = await t.read(`${ENTITIES}/${entityId}`, admin);
    const invoices = rights.modules.find((m: { moduleKey: string }) => m.moduleKey === 'invoices');
    expect(invoices).toEqual({
      moduleKey: 'invoices',
      readBy: [
        { roleId: auditor, name: 'Auditor' },
        { roleId: clerk, name: 'Invoicing clerk' },
      ],
      editBy: [{ roleId: clerk, name: 'Invoicing clerk' }],
    });
    expect(rights.modules.find((m: { moduleKey: string }) => m.moduleKey === 'cms')).toEqual({
      moduleKey: 'cms',
      readBy: [{ roleId: auditor, name: 'Auditor' }],
      editBy: [],
    });
    expect(rights.accessCodes).toEqual([
      {
        accessCode: 'COMPANY_LINKED',
        grantedBy: [
          { roleId: auditor, name: 'Auditor' },
          { roleId: clerk, name: 'Invoicing clerk' },
        ],
      },
    ]);
    const nobody = await t.read(`${ENTITIES}/overview?searchText=newcomer`, admin);
    expect((await t.read(`${ENTITIES}/${nobody.items[0].entityId}`, admin)).rights).toEqual({
      modules: [],
      accessCodes: [],
    });
  });

  it('adds a staff user who signs in with the first password; an e-mail in use is a field error', async () => {
    const admin = await t.login(ADMIN);
    const created = await t.post(
      ENTITIES,
      { name: ' Nora Nieuw ', email: 'Nora@Backoffice.test', language: 'nl' },
      admin,
    );
    expect(created.statusCode).toBe(201);
    const { entityId, temporaryPassword } = created.json().response;
    expect(temporaryPassword).toMatch(/^[\w-]{20}$/);
    const detail = await t.read(`${ENTITIES}/${entityId}`, admin);
    expect(detail).toMatchObject({ name: 'Nora Nieuw', email: 'nora@backoffice.test', language: 'nl', roles: [] });
    const cookie = await t.login('nora@backoffice.test', temporaryPassword);
    expect(await t.read('/api/security/v2/modules', cookie)).toEqual([]);
    const again = await t.post(ENTITIES, { name: 'x', email: 'NORA@backoffice.test', language: 'en' }, admin);
    expect(again.json()).toMatchObject({ fieldErrors: { email: 'validation.unique' } });
    const bad = await t.post(ENTITIES, { name: '', email: 'not an address', language: 'de' }, admin);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['email', 'language', 'name']);
  });

  it('gives roles on the version seen (409 when stale) and never to oneself', async () => {
    const admin = await t.login(ADMIN);
    const auditor = await roleIdOf(t, admin, 'Auditor');
    const newcomer = (await t.read(`${ENTITIES}/overview?searchText=newcomer`, admin)).items[0];
    const given = await t.post(
      `${ENTITIES}/${newcomer.entityId}/assign-roles`,
      { roleIds: [auditor], version: 1 },
      admin,
    );
    expect(given.json().response).toMatchObject({ version: 2, roles: [{ roleId: auditor, name: 'Auditor' }] });
    const stale = await t.post(`${ENTITIES}/${newcomer.entityId}/assign-roles`, { roleIds: [], version: 1 }, admin);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().response).toMatchObject({ version: 2, roles: [{ name: 'Auditor' }] });
    const self = (await t.read(`${ENTITIES}/overview?searchText=ada`, admin)).items[0];
    const own = await t.post(`${ENTITIES}/${self.entityId}/assign-roles`, { roleIds: [], version: 1 }, admin);
    expect(own.json()).toMatchObject({ errorMessage: 'access:errors.notYourself' });
    const unknown = await t.post(
      `${ENTITIES}/${newcomer.entityId}/assign-roles`,
      { roleIds: [9999], version: 2 },
      admin,
    );
    expect(unknown.json()).toMatchObject({ fieldErrors: { roleIds: 'validation.notFound' } });
  });

  it('lets nobody give a role with rights they lack, or change a user above them', async () => {
    const admin = await t.login(ADMIN);
    const partial = await makeRole(t, admin, 'People desk', { 'module:entities': 'edit', 'module:products': 'read' });
    const { cookie: desk } = await makeUser(t, admin, 'desk@backoffice.test', [partial]);
    const users = await t.read(`${ENTITIES}/overview`, desk);
    const byName = (name: string) => users.items.find((u: { name: string }) => u.name === name);
    const newcomer = byName('Noah Newcomer');
    const administrator = await roleIdOf(t, admin, 'Administrator');
    const escalate = await t.post(
      `${ENTITIES}/${newcomer.entityId}/assign-roles`,
      { roleIds: [administrator], version: 1 },
      desk,
    );
    expect(escalate.json()).toMatchObject({
      errorMessage: 'access:errors.notHeld',
      fieldErrors: { roleIds: 'access:errors.notHeld' },
    });
    const mine = await makeRole(t, admin, 'Product reader', { 'module:products': 'read' });
    const fine = await t.post(`${ENTITIES}/${newcomer.entityId}/assign-roles`, { roleIds: [mine], version: 1 }, desk);
    expect(fine.statusCode).toBe(200);
    const ada = byName('Ada Admin');
    const strip = await t.post(`${ENTITIES}/${ada.entityId}/assign-roles`, { roleIds: [], version: 1 }, desk);
    expect(strip.json().errorMessage).toBe('access:errors.aboveYou');
    const disable = await t.post(`${ENTITIES}/${ada.entityId}/disable`, { version: 1 }, desk);
    expect(disable.json().errorMessage).toBe('access:errors.aboveYou');
  });

  it('lets two administrators taking each other’s role at once leave one of them an administrator', async () => {
    const admin = await t.login(ADMIN);
    const administrator = await roleIdOf(t, admin, 'Administrator');
    const { entityId: bea, cookie: second } = await makeUser(t, admin, 'bea@backoffice.test', [administrator]);
    const ada = (await t.read(`${ENTITIES}/overview?searchText=ada`, admin)).items[0].entityId;
    const answers = await Promise.all([
      t.post(`${ENTITIES}/${bea}/assign-roles`, { roleIds: [], version: 2 }, admin),
      t.post(`${ENTITIES}/${ada}/assign-roles`, { roleIds: [], version: 1 }, second),
    ]);
    // One is refused: by the rule that keeps an administrator (400) when both were checked before
    // either saved, or (403) when its caller had already lost the role by the time it was checked.
    const refused = answers.filter((a) => a.statusCode !== 200);
    expect(refused).toHaveLength(1);
    if (refused[0]!.statusCode === 400) expect(refused[0]!.json().errorMessage).toBe('access:errors.aboveYou');
    else expect(refused[0]!.statusCode).toBe(403);
    const holders = await Promise.all(
      [ada, bea].map(async (id) => (await t.read(`${ENTITIES}/${id}`, await t.login(VIEWER))).roles.length),
    );
    expect(holders.sort()).toEqual([0, 1]);
  });

  it('disables a user (their sessions end at once) and enables them again; never oneself', async () => {
    const admin = await t.login(ADMIN);
    const viewer = await t.login(VIEWER);
    const victor = (await t.read(`${ENTITIES}/overview?searchText=victor`, admin)).items[0];
    const disabled = await t.post(`${ENTITIES}/${victor.entityId}/disable`, { version: 1 }, admin);
    expect(disabled.json().response).toMatchObject({ disabled: true, version: 2 });
    expect((await t.call({ method: 'GET', url: '/api/security/v2/account', cookie: viewer })).statusCode).toBe(401);
    await expect(t.login(VIEWER)).rejects.toThrow();
    expect(names(await t.read(`${ENTITIES}/overview?status=disabled`, admin))).toEqual(['Victor Viewer']);
    expect((await t.post(`${ENTITIES}/${victor.entityId}/enable`, { version: 1 }, admin)).statusCode).toBe(409);
    expect(
      (await t.post(`${ENTITIES}/${victor.entityId}/enable`, { version: 2 }, admin)).json().response.disabled,
    ).toBe(false);
    expect((await t.login(VIEWER)).length).toBeGreaterThan(0);
    const ada = (await t.read(`${ENTITIES}/overview?searchText=ada`, admin)).items[0];
    expect((await t.post(`${ENTITIES}/${ada.entityId}/disable`, { version: 1 }, admin)).json().errorMessage).toBe(
      'access:errors.notYourself',
    );
  });

  it('records every change of a user with who, when, before and after, shown on the user', async () => {
    const admin = await t.login(ADMIN);
    const auditor = await roleIdOf(t, admin, 'Auditor');
    const created = await t.post(ENTITIES, { name: 'Nora', email: 'nora@backoffice.test', language: 'fr' }, admin);
    const { entityId } = created.json().response;
    await t.post(`${ENTITIES}/${entityId}/assign-roles`, { roleIds: [auditor], version: 1 }, admin);
    await t.post(`${ENTITIES}/${entityId}/disable`, { version: 2 }, admin);
    await t.post(`${ENTITIES}/${entityId}/enable`, { version: 3 }, admin);
    // The identity resets are on the same timeline.
    await t.post(`${IDENTITY}/${entityId}/reset-password`, { onBehalfOfMainApplication: true }, admin);
    await t.call({ method: 'POST', url: `${IDENTITY}/${entityId}/reset-authenticator`, cookie: admin });
    const { history } = await t.read(`${ENTITIES}/${entityId}`, admin);
    const who = { actorName: 'Ada Admin', entityId, entityName: 'Nora', at: expect.any(String) };
    expect(history.map((e: { source: string; action: string }) => `${e.source} ${e.action}`)).toEqual([
      'identity authenticatorReset',
      'identity passwordResetRequested',
      'access userEnabled',
      'access userDisabled',
      'access rolesAssigned',
      'access userAdded',
    ]);
    const times = history.map((e: { at: string }) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
    expect(history).toEqual([
      expect.objectContaining({
        ...who,
        source: 'identity',
        action: 'authenticatorReset',
        roleId: null,
        before: { enrolled: false },
        after: { enrolled: false },
      }),
      expect.objectContaining({
        ...who,
        source: 'identity',
        action: 'passwordResetRequested',
        after: { expiresAt: expect.any(String), onBehalfOfMainApplication: true },
      }),
      expect.objectContaining({
        ...who,
        source: 'access',
        action: 'userEnabled',
        before: { disabled: true },
        after: { disabled: false },
      }),
      expect.objectContaining({
        ...who,
        action: 'userDisabled',
        before: { disabled: false },
        after: { disabled: true },
      }),
      expect.objectContaining({
        ...who,
        action: 'rolesAssigned',
        before: { roles: [] },
        after: { roles: ['Auditor'] },
      }),
      expect.objectContaining({
        ...who,
        action: 'userAdded',
        before: null,
        after: { name: 'Nora', email: 'nora@backoffice.test', language: 'fr' },
      }),
    ]);
  });

  it('lets the read-only account read users but change nothing; others not even read', async () => {
    const viewer = await t.login(VIEWER);
    expect((await t.call({ method: 'GET', url: `${ENTITIES}/overview`, cookie: viewer })).statusCode).toBe(200);
    expect((await t.post(ENTITIES, { name: 'x', email: 'x@backoffice.test', language: 'en' }, viewer)).statusCode).toBe(
      403,
    );
    for (const path of ['assign-roles', 'disable', 'enable'])
      expect((await t.post(`${ENTITIES}/4/${path}`, { roleIds: [], version: 1 }, viewer)).statusCode).toBe(403);
    for (const email of [PRODUCTS, NOMODULE])
      expect(
        (await t.call({ method: 'GET', url: `${ENTITIES}/overview`, cookie: await t.login(email) })).statusCode,
      ).toBe(403);
  });
});

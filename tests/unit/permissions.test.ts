import { describe, expect, it } from 'vitest';
import { flagsByPath, isAllowed } from '../../src/shell/auth/permissions';

const flags = (letters: string) => ({ l: letters.includes('l'), v: letters.includes('v'), w: letters.includes('w'), r: letters.includes('r'), d: letters.includes('d') });

const tree = [
  {
    link: '',
    childrenLinks: [
      { link: '/system/configuration/data-bases', permissions: flags('lv'), childrenLinks: [] },
      { link: '/system/configuration/users', permissions: flags('lvwrd'), childrenLinks: [] },
    ],
  },
];

describe('menu permission flags', () => {
  const byPath = flagsByPath(tree);

  it('reads every entry of the tree by its path', () => {
    expect([...byPath.keys()]).toEqual(['/system/configuration/data-bases', '/system/configuration/users']);
  });

  it('maps react-admin actions to L, V, W, R, D', () => {
    const menu = '/system/configuration/data-bases';
    expect(isAllowed(byPath, menu, 'list')).toBe(true);
    expect(isAllowed(byPath, menu, 'show')).toBe(true);
    expect(isAllowed(byPath, menu, 'edit')).toBe(false);
    expect(isAllowed(byPath, menu, 'create')).toBe(false);
    expect(isAllowed(byPath, menu, 'export')).toBe(false);
    expect(isAllowed(byPath, menu, 'delete')).toBe(false);
    expect(isAllowed(byPath, '/system/configuration/users', 'delete')).toBe(true);
  });

  it('allows nothing on an entry the user cannot see, and everything on an unguarded resource', () => {
    expect(isAllowed(byPath, '/system/Permissions', 'list')).toBe(false);
    expect(isAllowed(byPath, undefined, 'delete')).toBe(true);
  });
});

describe('menu access loader', () => {
  it('asks once per session, again after a failure, and again after forgetting', async () => {
    const { loadMenuAccess, forgetMenuAccess } = await import('../../src/shell/auth/menuAccess');
    localStorage.setItem('auth_userId', '1');
    localStorage.setItem('token', 't1');
    let calls = 0;
    let fail = true;
    const http = (async () => {
      calls += 1;
      if (fail) throw new Error('down');
      return { isSuccess: true, message: '', data: [] };
    }) as never;
    await expect(loadMenuAccess(http)).rejects.toThrow('down');
    fail = false;
    await Promise.all([loadMenuAccess(http), loadMenuAccess(http)]);
    expect(calls).toBe(2);
    localStorage.setItem('token', 't2');
    await loadMenuAccess(http);
    expect(calls).toBe(3);
    forgetMenuAccess();
    await loadMenuAccess(http);
    expect(calls).toBe(4);
  });

  it('offline, answers the tree this session last read (issue 51); never another session’s, nor over a refusal', async () => {
    const { loadMenuAccess, forgetMenuAccess } = await import('../../src/shell/auth/menuAccess');
    const { HttpError } = await import('react-admin');
    const offline = () => {
      // the HTTP client's failure when no answer came: a status 0
      throw new HttpError('app.errors.network', 0);
    };
    forgetMenuAccess();
    localStorage.setItem('auth_userId', '1');
    localStorage.setItem('token', 'mine');
    const tree = [{ id: 1, path: '/system/configuration/users', name: 'Users' }];
    let answer: () => unknown = () => ({ isSuccess: true, message: '', data: tree });
    const http = (async () => answer()) as never;
    expect(await loadMenuAccess(http)).toEqual(tree);

    answer = offline;
    localStorage.setItem('token', 'another');
    await expect(loadMenuAccess(http)).rejects.toThrow('app.errors.network');
    localStorage.setItem('token', 'mine');
    expect(await loadMenuAccess(http)).toEqual(tree);

    answer = () => {
      throw new HttpError('Session expired', 401);
    };
    localStorage.setItem('token', 'refused');
    await expect(loadMenuAccess(http)).rejects.toThrow('Session expired');

    // signed out: nothing is kept for the next one
    forgetMenuAccess();
    answer = offline;
    localStorage.setItem('token', 'mine');
    await expect(loadMenuAccess(http)).rejects.toThrow('app.errors.network');
  });
});

/**
 * The documents' address guard on its own (no server, no download): which addresses are public,
 * when the API's exact origin is exempt, and the lookup it hands the socket. Names are mapped by a table.
 */
import type { LookupAddress, LookupOptions } from 'node:dns';
import { describe, expect, it } from 'vitest';
import {
  createAddressGuard,
  isPublicAddress,
  type AddressGuardOptions,
  type ResolvedAddress,
} from '../../../../src-main/documents/address-guard';

/** A resolver from a table; a name not in it fails as DNS would. Every name asked is written down. */
function table(entries: Record<string, string[]>): { asked: string[]; resolve: (name: string) => Promise<ResolvedAddress[]> } {
  const asked: string[] = [];
  return {
    asked,
    resolve: (name) => {
      asked.push(name);
      const addresses = entries[name];
      if (addresses === undefined) return Promise.reject(Object.assign(new Error(`getaddrinfo ENOTFOUND ${name}`), { code: 'ENOTFOUND' }));
      return Promise.resolve(addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 })));
    },
  };
}

function guardWith(entries: Record<string, string[]>, options: Omit<AddressGuardOptions, 'resolve'> = {}) {
  const resolver = table(entries);
  return { guard: createAddressGuard({ ...options, resolve: resolver.resolve }), asked: resolver.asked };
}

const vetted = async (guard: ReturnType<typeof createAddressGuard>, url: string): Promise<boolean> => (await guard.vet(new URL(url))).ok;

describe('isPublicAddress', () => {
  it.each([
    ['8.8.8.8', true],
    ['2001:4860:4860::8888', true],
    ['::ffff:8.8.8.8', true],
    // NAT64: the IPv4 address inside decides.
    ['64:ff9b::808:808', true],
    ['64:ff9b::102:304', true],
    ['64:ff9b::a00:1', false],
    ['64:ff9b::7f00:1', false],
    // IPv4-compatible, deprecated: never, even around a public address.
    ['::808:808', false],
    ['::7f00:1', false],
    ['127.0.0.1', false],
    ['::ffff:127.0.0.1', false],
    ['::1', false],
    ['10.1.2.3', false],
    ['169.254.169.254', false],
    ['fe80::1', false],
    ['fc00::1', false],
    ['0.0.0.0', false],
    ['no-es-una-ip', false],
    ['', false],
  ])('%s → %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('the guard', () => {
  it('decides an IP literal without resolving anything', async () => {
    const { guard, asked } = guardWith({});
    expect(await guard.vet(new URL('http://8.8.8.8/bases.pdf'))).toEqual({ ok: true, lookup: undefined });
    expect(await guard.vet(new URL('http://10.0.0.1/bases.pdf'))).toEqual({ ok: false });
    expect(await vetted(guard, 'http://[::1]/bases.pdf')).toBe(false);
    expect(await vetted(guard, 'http://[2001:4860:4860::8888]/bases.pdf')).toBe(true);
    expect(asked).toEqual([]);
  });

  it('refuses a name when any of its addresses is internal, and accepts one whose addresses are all public', async () => {
    const { guard } = guardWith({ 'mixto.example': ['8.8.8.8', '192.168.0.10'], 'publico.example': ['8.8.8.8', '2001:4860:4860::8888'] });
    expect(await guard.vet(new URL('https://mixto.example/x.pdf'))).toEqual({ ok: false });
    expect(await vetted(guard, 'https://publico.example/x.pdf')).toBe(true);
  });

  it('a name without addresses, or one that does not resolve, is a network error', async () => {
    const { guard } = guardWith({ 'vacio.example': [] });
    await expect(guard.vet(new URL('https://vacio.example/x.pdf'))).rejects.toMatchObject({
      message: 'vacio.example no tiene direcciones',
      code: 'ENOTFOUND',
    });
    await expect(guard.vet(new URL('https://nadie.example/x.pdf'))).rejects.toMatchObject({ code: 'ENOTFOUND' });
  });

  it('hands the socket exactly the addresses it checked', async () => {
    const { guard } = guardWith({ 'publico.example': ['8.8.8.8', '2001:4860:4860::8888'] });
    const result = await guard.vet(new URL('https://publico.example/x.pdf'));
    if (!result.ok || result.lookup === undefined) throw new Error('expected a lookup');
    const lookup = result.lookup;
    const ask = (options: LookupOptions): Promise<unknown[]> =>
      new Promise((resolve) =>
        lookup('publico.example', options, (error: Error | null, address: string | LookupAddress[], family?: number) =>
          resolve([error, address, family]),
        ),
      );
    expect(await ask({ all: true })).toEqual([
      null,
      [
        { address: '8.8.8.8', family: 4 },
        { address: '2001:4860:4860::8888', family: 6 },
      ],
      undefined,
    ]);
    expect(await ask({})).toEqual([null, '8.8.8.8', 4]);
    expect(await ask({ all: false })).toEqual([null, '8.8.8.8', 4]);
  });
});

describe("the API's exact origin", () => {
  it("a name of the API is exempt whatever it resolves to, on the API's scheme and port only", async () => {
    const { guard } = guardWith({ 'api.local': ['127.0.0.1'] }, { apiBaseUrl: () => 'http://api.local:8787/api/v2.0/' });
    expect(await vetted(guard, 'http://api.local:8787/media/bases.pdf')).toBe(true);
    expect(await vetted(guard, 'http://api.local:9000/media/bases.pdf')).toBe(false);
    expect(await vetted(guard, 'http://api.local/media/bases.pdf')).toBe(false);
    expect(await vetted(guard, 'https://api.local:8787/media/bases.pdf')).toBe(false);
  });

  it('a default port counts as written out: http → 80, https → 443', async () => {
    const plain = guardWith({ 'api.local': ['10.0.0.5'] }, { apiBaseUrl: () => 'http://api.local/api' });
    expect(await vetted(plain.guard, 'http://api.local:80/x.pdf')).toBe(true);
    expect(await vetted(plain.guard, 'http://10.0.0.5/x.pdf')).toBe(true);
    expect(await vetted(plain.guard, 'http://api.local:443/x.pdf')).toBe(false);
    expect(await vetted(plain.guard, 'https://api.local/x.pdf')).toBe(false);
    const secure = guardWith({ 'api.local': ['10.0.0.5'] }, { apiBaseUrl: () => 'https://api.local:443/api' });
    expect(await vetted(secure.guard, 'https://api.local/x.pdf')).toBe(true);
    expect(await vetted(secure.guard, 'https://10.0.0.5:443/x.pdf')).toBe(true);
    expect(await vetted(secure.guard, 'http://api.local/x.pdf')).toBe(false);
    expect(await vetted(secure.guard, 'http://api.local:443/x.pdf')).toBe(false);
    expect(await vetted(secure.guard, 'https://10.0.0.5:8443/x.pdf')).toBe(false);
  });

  it("an IP literal of one of the API's addresses, however it is spelled, is the API on the API's port only", async () => {
    const { guard } = guardWith({ 'api.local': ['127.0.0.1', '::1'] }, { apiBaseUrl: () => 'http://api.local:8787' });
    const spellings = ['127.0.0.1', '2130706433', '0177.0.0.1', '0x7f000001', '127.1', '[::ffff:127.0.0.1]', '[::1]', '[0:0:0:0:0:0:0:1]'];
    for (const host of spellings) {
      expect(await vetted(guard, `http://${host}:8787/x.pdf`), `${host}:8787`).toBe(true);
      expect(await vetted(guard, `http://${host}:8788/x.pdf`), `${host}:8788`).toBe(false);
      expect(await vetted(guard, `http://${host}/x.pdf`), `${host}:80`).toBe(false);
      expect(await vetted(guard, `https://${host}:8787/x.pdf`), `https ${host}:8787`).toBe(false);
    }
    expect(await vetted(guard, 'http://127.0.0.2:8787/x.pdf')).toBe(false);
    // Another name for the same machine is not the API's name, even on the API's port.
    const other = guardWith({ 'api.local': ['127.0.0.1'], 'otro.local': ['127.0.0.1'] }, { apiBaseUrl: () => 'http://api.local:8787' });
    expect(await vetted(other.guard, 'http://otro.local:8787/x.pdf')).toBe(false);
  });

  it('an API given as an IP literal is not resolved; its other spellings match on its port only', async () => {
    const { guard, asked } = guardWith({}, { apiBaseUrl: () => 'http://127.0.0.1:8787' });
    const spellings = ['127.0.0.1', '2130706433', '0177.0.0.1', '0x7f000001', '127.1', '[::ffff:127.0.0.1]', '[::ffff:7f00:1]'];
    for (const host of spellings) {
      expect(await vetted(guard, `http://${host}:8787/x.pdf`), `${host}:8787`).toBe(true);
      expect(await vetted(guard, `http://${host}:6379/x.pdf`), `${host}:6379`).toBe(false);
      expect(await vetted(guard, `http://${host}/x.pdf`), `${host}:80`).toBe(false);
    }
    expect(await vetted(guard, 'http://127.0.0.3:8787/x.pdf')).toBe(false);
    const mapped = guardWith({}, { apiBaseUrl: () => 'http://[::ffff:127.0.0.1]:8787' });
    expect(await vetted(mapped.guard, 'http://127.0.0.1:8787/x.pdf')).toBe(true);
    expect(await vetted(mapped.guard, 'http://127.0.0.1:8788/x.pdf')).toBe(false);
    const v6 = guardWith({}, { apiBaseUrl: () => 'http://[::1]:8787' });
    expect(await vetted(v6.guard, 'http://[::1]:8787/x.pdf')).toBe(true);
    expect(await vetted(v6.guard, 'http://[::1]/x.pdf')).toBe(false);
    expect(await vetted(v6.guard, 'http://127.0.0.1:8787/x.pdf')).toBe(false);
    expect([...asked, ...mapped.asked, ...v6.asked]).toEqual([]);
  });

  it('a public address stays allowed on any port', async () => {
    const { guard } = guardWith({ 'publico.example': ['8.8.8.8'] }, { apiBaseUrl: () => 'http://127.0.0.1:8787' });
    expect(await vetted(guard, 'http://8.8.8.8:8787/x.pdf')).toBe(true);
    expect(await vetted(guard, 'http://8.8.8.8:6379/x.pdf')).toBe(true);
    expect(await vetted(guard, 'https://publico.example:8443/x.pdf')).toBe(true);
  });

  it('an API host that does not resolve exempts no literal, and the refusal is no error', async () => {
    const { guard } = guardWith({}, { apiBaseUrl: () => 'http://caido.local:8787' });
    expect(await guard.vet(new URL('http://127.0.0.1:8787/x.pdf'))).toEqual({ ok: false });
  });

  it('without a base URL, or with one that is not a URL, nothing is exempt', async () => {
    for (const base of [null, 'no es una url']) {
      const { guard } = guardWith({ 'api.local': ['127.0.0.1'] }, { apiBaseUrl: () => base });
      expect(await vetted(guard, 'http://127.0.0.1/x.pdf'), String(base)).toBe(false);
      expect(await vetted(guard, 'http://api.local/x.pdf'), String(base)).toBe(false);
    }
  });

  it('is read at each check', async () => {
    let base = 'http://api.local:8787';
    const { guard } = guardWith({ 'api.local': ['127.0.0.1'], 'nueva.local': ['10.0.0.5'] }, { apiBaseUrl: () => base });
    expect(await vetted(guard, 'http://api.local:8787/x.pdf')).toBe(true);
    base = 'http://nueva.local:8787';
    expect(await vetted(guard, 'http://api.local:8787/x.pdf')).toBe(false);
    expect(await vetted(guard, 'http://nueva.local:8787/x.pdf')).toBe(true);
    base = 'http://nueva.local:9000';
    expect(await vetted(guard, 'http://nueva.local:8787/x.pdf')).toBe(false);
  });
});

describe('the system resolver', () => {
  it('is used when none is injected: localhost resolves, and is internal', async () => {
    expect(await createAddressGuard().vet(new URL('http://localhost/x.pdf'))).toEqual({ ok: false });
  });
});

describe('unchecked hosts (tests only)', () => {
  it('skip the check for those names and literals only', async () => {
    const { guard } = guardWith(
      { 'prueba.example': ['127.0.0.1'], 'otra.example': ['127.0.0.1'] },
      { uncheckedHosts: ['prueba.example', '127.0.0.9'] },
    );
    expect(await vetted(guard, 'http://prueba.example/x.pdf')).toBe(true);
    expect(await vetted(guard, 'http://127.0.0.9/x.pdf')).toBe(true);
    expect(await vetted(guard, 'http://otra.example/x.pdf')).toBe(false);
    expect(await vetted(guard, 'http://127.0.0.1/x.pdf')).toBe(false);
  });
});

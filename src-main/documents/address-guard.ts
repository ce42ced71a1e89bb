/**
 * Where a download may connect: public unicast addresses only, so that a link in a record cannot
 * make the app fetch from the machine itself or its network (SSRF) — except the API's exact
 * origin (scheme, address, port), so the demo's simulator on 127.0.0.1 and a local mirror of the
 * API keep working without opening every other service of that machine. The check is on the
 * address actually connected to: a host name is resolved once, every address it gives is
 * checked, and the socket gets exactly those (a second lookup could answer differently: DNS
 * rebinding). Each redirect hop is vetted again by the caller.
 */
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import ipaddr from 'ipaddr.js';

export interface ResolvedAddress {
  address: string;
  family: number;
}

/** Every address a host name resolves to. */
export type Resolver = (hostname: string) => Promise<readonly ResolvedAddress[]>;

export interface AddressGuardOptions {
  /** The API's base URL now (it can change in settings, so it is read at each check). */
  apiBaseUrl?: () => string | null;
  /** Injected by tests, to map names to any address without a DNS server. */
  resolve?: Resolver;
  /**
   * Tests only: host names whose addresses are not checked, so a public-looking name can lead
   * to the local test server (and from there, redirect to an internal address that must be refused).
   */
  uncheckedHosts?: readonly string[];
}

export type Vetted =
  /** `lookup` hands the socket the checked addresses; undefined for an IP literal (nothing to resolve). */
  { ok: true; lookup: LookupFunction | undefined } | { ok: false };

export interface AddressGuard {
  /** Resolves `url`'s host and checks it; a failed resolution rejects (a network error). */
  vet(url: URL): Promise<Vetted>;
}

const defaultResolve: Resolver = (hostname) => dnsLookup(hostname, { all: true, order: 'verbatim' });

// Stryker disable next-line StringLiteral: not equivalent, but not countable: parseCIDR('') throws as the module loads, and Stryker's vitest runner 9.4 reports a test file that fails to load as no test run, so as survived.
const nat64 = ipaddr.IPv6.parseCIDR('64:ff9b::/96');
// Stryker disable next-line StringLiteral: as above: parseCIDR('') throws as the module loads, which the vitest runner 9.4 reports as survived.
const ipv4Compatible = ipaddr.IPv6.parseCIDR('::/96');

/** True for a public unicast address; false for anything internal, special or unreadable. */
export function isPublicAddress(text: string): boolean {
  if (!ipaddr.isValid(text)) return false;
  // process() turns ::ffff:a.b.c.d back into a.b.c.d, so a mapped loopback is a loopback.
  const address = ipaddr.process(text);
  if (address.kind() === 'ipv6') {
    const v6 = address as ipaddr.IPv6;
    // NAT64 (what DNS64 networks answer for every IPv4-only site): the IPv4 address it carries decides.
    if (v6.match(nat64)) return isPublicAddress(embeddedIPv4(v6));
    // Deprecated IPv4-compatible addresses (::a.b.c.d), which ipaddr.js calls unicast.
    if (v6.match(ipv4Compatible)) return false;
  }
  return address.range() === 'unicast';
}

function embeddedIPv4(address: ipaddr.IPv6): string {
  const [high = 0, low = 0] = address.parts.slice(6);
  return [high >> 8, high & 0xff, low >> 8, low & 0xff].join('.');
}

/** The same address however it is spelled (::ffff:127.0.0.1 and 127.0.0.1 alike). */
function normalized(text: string): string | null {
  return ipaddr.isValid(text) ? ipaddr.process(text).toNormalizedString() : null;
}

/** `[::1]` → `::1`: URL.hostname keeps an IPv6 literal's brackets. */
function bare(hostname: string): string {
  // Stryker disable next-line LogicalOperator, StringLiteral: URL.hostname holds `[` and `]` only around an IPv6 literal, both or neither.
  return hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
}

function fixedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const first = addresses[0];
    if (options.all === true)
      callback(
        null,
        addresses.map(({ address, family }) => ({ address, family })),
      );
    // Stryker disable next-line ConditionalExpression, StringLiteral, ObjectLiteral: unreachable: vet() never hands out a lookup for an empty list (it throws ENOTFOUND first).
    else if (first === undefined) callback(Object.assign(new Error('sin direcciones'), { code: 'ENOTFOUND' }), '', 0);
    else callback(null, first.address, first.family);
  };
}

export function createAddressGuard(options: AddressGuardOptions = {}): AddressGuard {
  const resolve = options.resolve ?? defaultResolve;
  // Stryker disable next-line ArrayDeclaration: no host name equals the placeholder text (it has spaces).
  const unchecked = new Set(options.uncheckedHosts ?? []);

  /** The API's base URL now, or null when there is none (or it is not a URL). */
  function apiUrl(): URL | null {
    const raw = options.apiBaseUrl?.() ?? null;
    // Stryker disable next-line ConditionalExpression: equivalent: new URL(null) throws, and the catch below answers null as well.
    if (raw === null) return null;
    try {
      return new URL(raw);
    } catch {
      return null;
    }
  }

  /** The API host's addresses, normalized: an IP literal link to one of them is the API too. */
  async function apiAddresses(hostname: string): Promise<Set<string>> {
    const host = bare(hostname);
    // Stryker disable next-line ArrayDeclaration: a placeholder entry has no address, and normalized() drops it.
    const found = isIP(host) === 0 ? await resolve(host).catch(() => []) : [{ address: host, family: isIP(host) }];
    // Stryker disable next-line MethodExpression, ConditionalExpression: a null in the set never matches: it is only asked about a literal that is not null.
    return new Set(found.map(({ address }) => normalized(address)).filter((text) => text !== null));
  }

  return {
    async vet(url) {
      // The WHATWG parser has already turned 0x7f000001, 2130706433, 0177.0.0.1 and 127.1 into 127.0.0.1.
      const host = bare(url.hostname);
      const api = apiUrl();
      // Only the API's scheme and port: another port of the API's machine is another service. With
      // the scheme the same, comparing URL.port is exact: it is '' for the scheme's default port
      // however it is written (http://h and http://h:80 alike).
      const apiOrigin = api !== null && url.protocol === api.protocol && url.port === api.port ? api : null;
      if (isIP(host) !== 0) {
        if (unchecked.has(url.hostname) || isPublicAddress(host)) return { ok: true, lookup: undefined };
        const literal = normalized(host);
        // Stryker disable next-line ConditionalExpression: `literal !== null` → true is equivalent: an IP literal always normalizes, and the set never holds null.
        const ofApi = apiOrigin !== null && literal !== null && (await apiAddresses(apiOrigin.hostname)).has(literal);
        return ofApi ? { ok: true, lookup: undefined } : { ok: false };
      }
      const exempt = apiOrigin?.hostname === url.hostname || unchecked.has(url.hostname);
      const addresses = await resolve(host);
      if (addresses.length === 0) throw Object.assign(new Error(`${host} no tiene direcciones`), { code: 'ENOTFOUND' });
      // Every address, not just the first: the socket may try them all.
      if (!exempt && !addresses.every(({ address }) => isPublicAddress(address))) return { ok: false };
      return { ok: true, lookup: fixedLookup(addresses) };
    },
  };
}

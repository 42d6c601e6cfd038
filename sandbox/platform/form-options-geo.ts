import { getAllProvinces, getBarangaysByMunicipality, getMunicipalitiesByProvince } from '@aivangogh/ph-address';
// Not a React hook despite its name: a plain function returning lookup helpers over PHLPost's list.
import postalPH from 'use-postal-ph';
import type { Option } from '../../src/api/contract/form-rules';

/**
 * Philippine geography from real datasets: PSGC provinces, cities/municipalities and barangays
 * (@aivangogh/ph-address) and PHLPost zip codes (use-postal-ph). Indexed once, lazily, then answered from
 * memory: the packages filter their whole arrays on every call, far too slow for a hot endpoint.
 */

/** PSGC has no province for the National Capital Region; its cities hang off the region code. */
const NCR = { code: '1300000000', label: 'Metro Manila' };

interface GeoIndex {
  provinces: Option[];
  provinceName: Map<string, string>;
  cities: Map<string, Option[]>;
  cityProvince: Map<string, string>;
  barangays: Map<string, Option[]>;
  zipcodes: Map<string, Option[]>;
}

let index: GeoIndex | undefined;

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\(.*?\)/g, ' ')
    .replace(/\b(city of|city|municipality of|province|island garden)\b/g, ' ')
    // PHLPost abbreviates where PSGC spells out (Sta. Josefa, Gen. Trias); compare without spaces.
    .replace(/\bsta\b\.?/g, 'santa')
    .replace(/\bsto\b\.?/g, 'santo')
    .replace(/\bgen\b\.?/g, 'general')
    .replace(/\bpres\b\.?/g, 'president')
    .replace(/\b(north|south)\b/g, ' ')
    .replace(/[^a-z0-9]+/g, '');

function build(): GeoIndex {
  const provinces = [NCR, ...getAllProvinces().map((p) => ({ code: p.psgcCode, label: p.name }))];
  return {
    provinces,
    provinceName: new Map(provinces.map((p) => [p.code, p.label])),
    cities: new Map(),
    cityProvince: new Map(),
    barangays: new Map(),
    zipcodes: new Map(),
  };
}

const geo = (): GeoIndex => (index ??= build());

export const provinces = (): Option[] => geo().provinces;

export function citiesOf(provinceCode: string): Option[] | undefined {
  const g = geo();
  if (!g.provinceName.has(provinceCode)) return undefined;
  let list = g.cities.get(provinceCode);
  if (!list) {
    list = getMunicipalitiesByProvince(provinceCode).map((m) => ({ code: m.psgcCode, label: m.name }));
    for (const c of list) g.cityProvince.set(c.code, provinceCode);
    g.cities.set(provinceCode, list);
  }
  return list;
}

/** Province of a city code; cities are indexed by loading their province's list (the code's prefix). */
function provinceOfCity(cityCode: string): string | undefined {
  const g = geo();
  const known = g.cityProvince.get(cityCode);
  if (known) return known;
  for (const candidate of [`${cityCode.slice(0, 5)}00000`, NCR.code]) {
    if (citiesOf(candidate)?.some((c) => c.code === cityCode)) return candidate;
  }
  return undefined;
}

export function barangaysOf(cityCode: string): Option[] | undefined {
  const g = geo();
  if (!provinceOfCity(cityCode)) return undefined;
  let list = g.barangays.get(cityCode);
  if (!list) {
    list = getBarangaysByMunicipality(cityCode).map((b) => ({ code: b.psgcCode, label: b.name }));
    g.barangays.set(cityCode, list);
  }
  return list;
}

interface PostalEntry {
  location?: string;
  municipality?: string;
  post_code?: string | number;
}
let postal: PostalEntry[] | undefined;

export function zipcodesOf(cityCode: string): Option[] | undefined {
  const g = geo();
  const provinceCode = provinceOfCity(cityCode);
  if (!provinceCode) return undefined;
  const cached = g.zipcodes.get(cityCode);
  if (cached) return cached;
  postal ??= postalPH().fetchDataLists({ limit: 100_000 }).data as PostalEntry[];
  const city = norm(citiesOf(provinceCode)?.find((c) => c.code === cityCode)?.label ?? '');
  const province = norm(g.provinceName.get(provinceCode) ?? '');
  // The code first: it is what the borrower looks for (and what a form shows once chosen); the place tells
  // Metro Manila's districts apart.
  const toOption = (e: PostalEntry) => ({ code: String(e.post_code), label: e.municipality ? `${String(e.post_code)} ${e.municipality}` : String(e.post_code) });
  let matches: PostalEntry[];
  if (provinceCode === NCR.code) {
    // In PHLPost's list a Metro Manila city is the "location" and its districts are the "municipalities".
    matches = postal.filter((e) => norm(e.location ?? '') === city || norm(e.location ?? '').startsWith(city));
  } else {
    const sameName = postal.filter((e) => norm(e.municipality ?? '') === city);
    const inProvince = sameName.filter((e) => {
      const loc = norm(e.location ?? '');
      return loc.includes(province) || province.includes(loc);
    });
    matches = inProvince.length ? inProvince : sameName.length === 1 ? sameName : [];
    // A few towns are missing from PHLPost's list: offer the province's codes rather than an empty choice.
    if (!matches.length) matches = postal.filter((e) => norm(e.location ?? '') === province);
  }
  const seen = new Set<string>();
  const list = matches.map(toOption).filter((o) => /^\d{4}$/.test(o.code) && !seen.has(o.code) && seen.add(o.code));
  g.zipcodes.set(cityCode, list);
  return list;
}

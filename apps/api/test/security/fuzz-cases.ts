import type { TRandom } from '../../src/db/seed/prng.ts';
import { multipartBody, type TFormPart } from '../multipart.ts';
import type { TActor } from './actors.ts';
import type { TJsonSchema, TOperation } from './openapi-routes.ts';

// Hostile requests generated from a route's OpenAPI description and one valid request for it: each
// case starts from the valid request and breaks one thing (a body field, the whole body, the JSON
// text, the content type, a path or query value, the Authorization header, a multipart form's parts).

/**
 * Who sends a case: mostly the route's owner (organiser A, or the listed provider on the portal's own
 * routes), sometimes the other organiser or provider, sometimes nobody.
 */
export type TFuzzActor = TActor;
export type TFuzzRoles = { owner: TActor; other: TActor };

export type TFuzzCase = {
  /** What was broken, for the failure report. */
  label: string;
  actor: TFuzzActor;
  url: string;
  /** A JSON value (sent as application/json) or raw text with its own content type. */
  payload?: { json: unknown } | { raw: string | Buffer; contentType?: string };
  headers?: Record<string, string>;
};

export type TValidRequest = { params: Record<string, string | number>; query: Record<string, string>; body?: unknown; multipart?: TFormPart[] };

const MB = 1_048_576;
const CONTROL = Array.from({ length: 32 }, (_v, i) => String.fromCharCode(i)).filter((c) => !'\t\n\r'.includes(c));

const nastyStrings = (random: TRandom): string[] => [
  '',
  ' ',
  '\u0000',
  `a${random.pick(CONTROL)}b`,
  '\t\r\n',
  '\u007f\u0085\u2028\u2029',
  '\ud800',
  '\udfff\ud800',
  '\u202eevil',
  '\ufeff',
  '😀'.repeat(50),
  'Ā̴̧̛̛̘̺̹̓ͣ̆̔'.repeat(20),
  "' OR '1'='1' --",
  '"; DROP TABLE users; --',
  '<script>alert(1)</script>',
  '${7*7}{{7*7}}',
  '../../../../etc/passwd',
  '%00%ff%',
  '\\u0000',
  'NaN',
  'Infinity',
  '-0',
  '1e309',
  '0x10',
  '1.0',
  '2147483648',
  '-2147483649',
  '9223372036854775808',
  '99999999999999999999999999',
  '0000-01-01',
  '0000-00-00',
  '9999-12-31',
  '10000-01-01',
  '-000001-01-01',
  '+275760-09-13',
  '-271821-04-20T00:00:00Z',
  '2024-02-30',
  '2024-13-01',
  '1970-01-01T00:00:00Z',
  '2025-06-01T25:61:00',
  'x'.repeat(256),
  'x'.repeat(10_001),
  'é'.repeat(100_000),
  'x'.repeat(random.int(1, 5_000)),
];

const nastyNumbers = [0, -1, -0, 0.5, 1.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, 1e21, 1e308, -1e308, 5e-324];

const deep = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = [value];
  return value;
};

const nastyValue = (random: TRandom): unknown =>
  random.weighted<() => unknown>([
    [() => random.pick(nastyStrings(random)), 10],
    [() => random.pick(nastyNumbers), 5],
    [() => random.pick([true, false, null]), 2],
    [() => random.pick([[], {}, [[]], [null], [1, 2, 3], { a: { b: { c: 1 } } }, ['\u0000']]), 2],
    [() => deep(random.int(10, 2_000)), 1],
    [() => ({ ['__proto__']: { polluted: true } }), 1],
    [() => 'x'.repeat(MB - random.int(0, 200)), 0.3],
  ])();

/** A plausible value for a schema (the first enum value, a short string, a small number...). */
const plausible = (schema: TJsonSchema | undefined, random: TRandom): unknown => {
  if (!schema) return 'x';
  if (schema.enum?.length) return random.pick(schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  if (type === 'integer' || type === 'number') return Math.max(schema.minimum ?? 1, 1);
  if (type === 'boolean') return random.chance(0.5);
  if (type === 'array') return [plausible(schema.items, random)];
  if (type === 'object') return {};
  return 'fuzz';
};

/** Every path to a value inside a JSON value: [] for the root, ['items', 0, 'name'] and so on. */
const leafPaths = (value: unknown, prefix: (string | number)[] = [], out: (string | number)[][] = []) => {
  out.push(prefix);
  if (prefix.length > 6) return out;
  if (Array.isArray(value)) value.forEach((item, i) => leafPaths(item, [...prefix, i], out));
  else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) leafPaths(item, [...prefix, key], out);
  return out;
};

const setAt = (root: unknown, path: (string | number)[], value: unknown): unknown => {
  if (path.length === 0) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path[path.length - 1]!] = value;
  return copy;
};

const BROKEN_JSON = [
  '{',
  '{"title":',
  '{"title": "unterminated}',
  '{title: 1}',
  "{'title': 'x'}",
  '{"a":1,}',
  '[1,2',
  'nul',
  'undefined',
  'NaN',
  '\u0000',
  '{"a":"\u0000"}',
  '{"a":"\\ud800"}',
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"a":1}{"b":2}',
  '\ufeff{}',
  '',
  ' ',
  '1',
  '"just a string"',
  'true',
  'null',
  '[]',
  '[{}]',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`,
  '{"a":1e999999}',
  `{"a":${'9'.repeat(5_000)}}`,
  `{"a":"${'\\u0041'.repeat(50_000)}"}`,
];

const CONTENT_TYPES = [
  'text/plain',
  'text/plain; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=fuzz',
  'multipart/form-data',
  'application/xml',
  'application/octet-stream',
  'application/json; charset=utf-16',
  'application/json; charset=latin1',
  'application/jsonx',
  'application/vnd.api+json',
  'application/json, text/plain',
  ';;;',
  'application/json;',
  'APPLICATION/JSON',
  '*/*',
];

const PATH_VALUES = [
  '0', '-1', '1.5', '1e3', '0x10', ' 1', '1 ', '2147483647', '2147483648', '4294967296', '9223372036854775808', '99999999999999999999',
  'abc', 'null', 'undefined', 'NaN', 'true', '%00', '%2500', '%', '%zz', '%2e%2e', '..', '.', '%2F', '%E0%A4%A', '%C0%AE', '%ff',
  '\u00e9', '😀', 'x'.repeat(101), 'x'.repeat(5_000), '1;DROP TABLE users', "1'", '1%27', '1%0a', '%0d%0aSet-Cookie:a=b', '__proto__', 'constructor',
];

const QUERY_ABUSE = [
  '%', '%zz', '%00', '&&&', '===', '=x', 'a', 'a[b]=1', 'a[__proto__][x]=1', '__proto__=1', 'constructor[prototype][x]=1', '__proto__[x]=1',
  'page=1&page=2', 'limit=1&limit=abc', 'status=draft&status=submitted', `q=${'x'.repeat(100_000)}`, 'a=%E0%A4%A', '%ff=%fe', '?=?', '#frag', '+=+',
];

const HEADER_VALUES = [
  'Bearer', 'Bearer ', 'bearer x', 'Basic YWxhZGRpbjpvcGVuc2VzYW1l', 'Bearer a b', `Bearer ${'x'.repeat(10_000)}`, 'Bearer null',
  'Bearer undefined', 'Bearer %00', 'Bearer ../../', 'Token abc', '',
];

const MULTIPART_FIELD_VALUES = ['', 'profile_picture', 'service_image', 'gallery_image', 'banner_image', 'PROFILE_PICTURE', '\u0000', '../../etc/passwd', 'x'.repeat(5_000)];
const FILE_NAMES = ['', 'a.png', '../../../etc/passwd', '..\\..\\boot.ini', '\u0000.png', 'x'.repeat(1_000), '😀.gif', 'a\r\nContent-Type: text/html', '.htaccess', 'image.svg'];
const FILE_TYPES = ['image/png', 'image/svg+xml', 'text/html', 'application/octet-stream', '', 'image/png; charset=utf-8', '\u0000'];

/** File contents: each image type's first bytes, other formats, nothing, and sizes around the 5 MB limit. */
const fileContent = (random: TRandom): Buffer => {
  const size = random.weighted<number>([[random.int(0, 64), 4], [random.int(64, 50_000), 4], [5 * 1_048_576 + random.int(-2, 2), 1], [random.int(5_300_000, 6_000_000), 0.5]]);
  const head = random.pick([
    [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], [0xff, 0xd8, 0xff], [...Buffer.from('GIF89a')], [...Buffer.from('RIFF\0\0\0\0WEBP')],
    [...Buffer.from('RIFF\0\0\0\0AVI ')], [...Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>')],
    [...Buffer.from('%PDF-1.7')], [0x89, 0x50], [],
  ]);
  const body = Buffer.alloc(Math.max(size, 0), random.int(0, 255));
  Buffer.from(head).copy(body);
  return body.subarray(0, size);
};

/** A multipart form broken in one way: a part's name, value, file name, type or content, parts missing or repeated, or the framing itself. */
const brokenForm = (parts: TFormPart[], random: TRandom): { label: string; raw: Buffer; contentType: string } => {
  const choice = random.int(0, 7);
  const form = (changed: TFormPart[], label: string) => {
    const { payload, headers } = multipartBody(changed);
    return { label, raw: payload, contentType: headers['content-type'] };
  };
  switch (choice) {
    case 0: {
      const value = random.pick(MULTIPART_FIELD_VALUES);
      return form(parts.map((p) => ('filename' in p ? p : { ...p, value })), `multipart field = ${describe(value)}`);
    }
    case 1: {
      const filename = random.pick(FILE_NAMES);
      const contentType = random.pick(FILE_TYPES);
      return form(parts.map((p) => ('filename' in p ? { ...p, filename, contentType } : p)), `multipart file name ${describe(filename)}, type ${describe(contentType)}`);
    }
    case 2: {
      const content = fileContent(random);
      return form(parts.map((p) => ('filename' in p ? { ...p, content } : p)), `multipart file of ${content.length} bytes starting ${content.subarray(0, 4).toString('hex')}`);
    }
    case 3: {
      const keep = parts.filter(() => random.chance(0.5));
      return form(keep, `multipart with ${keep.length} of ${parts.length} parts`);
    }
    case 4: {
      const copies = random.int(2, 12);
      return form(Array.from({ length: copies }, () => parts).flat(), `multipart parts repeated ${copies} times`);
    }
    case 5: {
      const { payload, headers } = multipartBody(parts);
      const cut = random.int(0, payload.length);
      return { label: `multipart cut at ${cut} of ${payload.length} bytes`, raw: payload.subarray(0, cut), contentType: headers['content-type'] };
    }
    case 6: {
      const { payload } = multipartBody(parts);
      const contentType = random.pick(['multipart/form-data', 'multipart/form-data; boundary=', 'multipart/form-data; boundary=other', `multipart/form-data; boundary=${'b'.repeat(200)}`, 'multipart/mixed; boundary=x']);
      return { label: `multipart with content-type ${describe(contentType)}`, raw: payload, contentType };
    }
    default: {
      const name = random.pick(['', 'kind', 'file', '__proto__', 'constructor', '\u0000', 'x'.repeat(500)]);
      return form([...parts, { name, value: random.pick(MULTIPART_FIELD_VALUES) }], `multipart extra field ${describe(name)}`);
    }
  }
};

/** One hostile case for a route, derived from a valid request for it. */
export const fuzzCase = (operation: TOperation, valid: TValidRequest, random: TRandom, roles: TFuzzRoles = { owner: 'organiserA', other: 'organiserB' }): TFuzzCase => {
  const actor: TFuzzActor = random.weighted<TFuzzActor>([[roles.owner, 8], [roles.other, 1], ['anonymous', 1]]);
  const pathValues: Record<string, string> = {};
  for (const param of operation.pathParams) pathValues[param.name] = encodeURIComponent(String(valid.params[param.name] ?? plausible(param.schema, random)));
  const buildPath = () => operation.path.replace(/\{([^}]+)\}/g, (_m, name: string) => pathValues[name]!);
  const query: Record<string, string> = { ...valid.query };
  for (const param of operation.queryParams) {
    if (param.required && query[param.name] === undefined) query[param.name] = String(plausible(param.schema, random));
  }
  const queryText = (values: Record<string, string>) => {
    const text = new URLSearchParams(values).toString();
    return text ? `?${text}` : '';
  };
  const hasBody = operation.body !== null;
  const body: unknown = valid.body ?? (hasBody ? {} : undefined);

  type TKind = 'bodyField' | 'bodyWhole' | 'extraFields' | 'brokenJson' | 'contentType' | 'path' | 'query' | 'rawQuery' | 'header' | 'multipart';
  const kinds: [TKind, number][] = [
    ['multipart', valid.multipart ? 12 : 0],
    ['bodyField', hasBody ? 6 : 0],
    ['bodyWhole', hasBody ? 1 : 0],
    ['extraFields', hasBody ? 1 : 0],
    ['brokenJson', operation.method === 'GET' ? 0.3 : 2],
    ['contentType', operation.method === 'GET' ? 0.3 : 2],
    ['path', operation.pathParams.length > 0 ? 3 : 0],
    ['query', operation.queryParams.length > 0 ? 3 : 0.5],
    ['rawQuery', 1],
    ['header', 0.5],
  ];
  const kind = random.weighted(kinds);
  const base = { actor, url: buildPath() + queryText(query) };
  const validForm = valid.multipart ? multipartBody(valid.multipart) : null;
  const json = validForm
    ? { raw: validForm.payload, contentType: validForm.headers['content-type'] }
    : body === undefined ? undefined : { json: body };

  switch (kind) {
    case 'bodyField': {
      // A field of the valid body, or one the schema names but the valid body leaves out.
      const paths = leafPaths(body).filter((p) => p.length > 0);
      for (const name of Object.keys(operation.body?.properties ?? {})) paths.push([name]);
      const path = paths.length > 0 ? random.pick(paths) : ['field'];
      const value = nastyValue(random);
      return { ...base, label: `body ${path.join('.')} = ${describe(value)}`, payload: { json: setAt(body, path, value) } };
    }
    case 'bodyWhole': {
      const value = nastyValue(random);
      return { ...base, label: `body = ${describe(value)}`, payload: { json: value } };
    }
    case 'extraFields': {
      const extra: Record<string, unknown> = {};
      for (let i = 0; i < random.int(1, 20); i += 1) extra[random.pick(['id', 'user_id', 'organiser_id', 'role', 'status', 'is_admin', `x${i}`, '\u0000', ''])] = nastyValue(random);
      return { ...base, label: `extra fields ${Object.keys(extra).map((key) => JSON.stringify(key)).join(',')}`, payload: { json: { ...(body as object), ...extra } } };
    }
    case 'brokenJson': {
      const raw = random.pick(BROKEN_JSON);
      return { ...base, label: `raw JSON ${describe(raw)}`, payload: { raw, contentType: 'application/json' } };
    }
    case 'contentType': {
      const contentType = random.pick(CONTENT_TYPES);
      const raw = random.chance(0.5) ? JSON.stringify(body ?? {}) : random.pick(['a=1&b=2', '--fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--fuzz--', '<a/>', '\u0000\u0001', 'plain text']);
      return { ...base, label: `content-type ${contentType}: ${describe(raw)}`, payload: { raw, contentType } };
    }
    case 'path': {
      const param = random.pick(operation.pathParams);
      pathValues[param.name] = random.pick(PATH_VALUES);
      return { ...base, url: buildPath() + queryText(query), label: `path {${param.name}} = ${describe(pathValues[param.name])}`, ...(json ? { payload: json } : {}) };
    }
    case 'query': {
      const name = operation.queryParams.length > 0 && random.chance(0.8) ? random.pick(operation.queryParams).name : random.pick(['unknown', 'id', '__proto__', '']);
      const value = String(random.pick(nastyStrings(random).filter((s) => s.length < 200_000)));
      return { ...base, url: buildPath() + queryText({ ...query, [name]: value }), label: `query ${name} = ${describe(value)}`, ...(json ? { payload: json } : {}) };
    }
    case 'rawQuery': {
      const raw = random.pick(QUERY_ABUSE);
      const existing = queryText(query);
      return { ...base, url: `${buildPath()}${existing ? `${existing}&` : '?'}${raw}`, label: `raw query ${describe(raw)}`, ...(json ? { payload: json } : {}) };
    }
    case 'multipart': {
      const broken = brokenForm(valid.multipart ?? [], random);
      return { ...base, label: broken.label, payload: { raw: broken.raw, contentType: broken.contentType } };
    }
    case 'header': {
      const authorization = random.pick(HEADER_VALUES);
      return { ...base, actor: 'anonymous', label: `authorization ${describe(authorization)}`, headers: { authorization }, ...(json ? { payload: json } : {}) };
    }
  }
};

/** A short, printable description of a value. */
export const describe = (value: unknown): string => {
  let text: string;
  try {
    text = typeof value === 'string' ? JSON.stringify(value) : (JSON.stringify(value) ?? String(value));
  } catch {
    text = String(value);
  }
  return text.length > 60 ? `${text.slice(0, 40)}...(${text.length} chars)` : text;
};

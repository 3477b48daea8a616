import { jsonResponse, mockFetch } from './fetch-mock';

/** Catalogue rows in the shapes of spec §7, for the training pages' tests. */
export const categories = [
  { id: 1, title: 'Upstream' },
  { id: 2, title: 'Downstream' },
];

export const subCategories = [
  { id: 11, title: 'Production engineering', category_id: 1, category: categories[0] },
  { id: 12, title: 'Reservoir engineering', category_id: 1, category: categories[0] },
  { id: 21, title: 'Refining', category_id: 2, category: categories[1] },
];

export function course(id: number, overrides: Record<string, unknown> = {}) {
  return {
    id,
    name: `Course ${id}`,
    classification: `PE-${id}`,
    discipline: 'Artificial lift',
    price: 18500,
    image: `/storage/courses/${id}.svg`,
    description: `<p>Outline of course ${id}</p>`,
    location: 'New Cairo',
    time: '5 days',
    instructor: 'Eng. Karim Mansour',
    category_id: 1,
    sub_category_id: 11,
    category: categories[0],
    sub_category: { id: 11, title: 'Production engineering' },
    ...overrides,
  };
}

export type Reply = { status: number; body?: unknown } | (() => { status: number; body?: unknown });

/**
 * A fetch mock answering 'METHOD /api/path' keys (query strings ignored); anything else is
 * a 404, so an unexpected call shows up as a failing assertion rather than a hang.
 */
export function mockApi(routes: Record<string, Reply>) {
  return mockFetch((url, init) => {
    const key = `${init.method ?? 'GET'} ${url.split('?')[0] ?? url}`;
    const route = routes[key];
    if (!route) return jsonResponse(404, { message: `No mock for ${key}` });
    const { status, body } = typeof route === 'function' ? route() : route;
    return jsonResponse(status, body);
  });
}

/** The calls a fetch mock received, as 'METHOD /api/path'. */
export function callsOf(fetchMock: { mock: { calls: unknown[][] } }): string[] {
  return fetchMock.mock.calls.map(([url, init]) => {
    const method = (init as RequestInit | undefined)?.method ?? 'GET';
    return `${method} ${String(url)}`;
  });
}

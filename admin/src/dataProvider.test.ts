import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { HttpError } from 'react-admin';
import { createDataProvider } from './dataProvider';
import type { ResourceDeclaration } from './resources/types';

const Icon = () => null;

const declarations: ResourceDeclaration[] = [
  {
    name: 'categories',
    apiPath: 'categories',
    label: 'Categories',
    icon: Icon,
    roles: ['2001', '1996'],
    searchField: 'title',
    canCreate: true,
    canEdit: true,
    canDelete: true,
    fields: [{ source: 'title', label: 'Title', type: 'text', minLength: 2, inList: true }],
  },
  {
    name: 'subcategories',
    apiPath: 'sub-categories',
    label: 'Subcategories',
    icon: Icon,
    roles: ['2001', '1996'],
    searchField: 'title',
    canCreate: true,
    canEdit: true,
    canDelete: true,
    fields: [
      { source: 'category_id', label: 'Category', type: 'number' },
      { source: 'title', label: 'Title', type: 'text' },
    ],
  },
  {
    name: 'courses',
    apiPath: 'courses',
    label: 'Courses',
    icon: Icon,
    roles: ['2001', '1996'],
    searchField: 'name',
    canCreate: true,
    canEdit: true,
    canDelete: true,
    fields: [
      { source: 'name', label: 'Name', type: 'text' },
      { source: 'name_ar', label: 'Name (Arabic)', type: 'text', translationOf: 'name' },
      { source: 'price', label: 'Price', type: 'number' },
      { source: 'image', label: 'Image', type: 'image' },
      { source: 'created_at', label: 'Created', type: 'date', readOnly: true },
    ],
  },
  {
    name: 'job-requests',
    apiPath: 'job-requests',
    label: 'Job requests',
    icon: Icon,
    roles: ['2001', '1996'],
    searchField: 'full_name',
    canCreate: false,
    canEdit: false,
    canDelete: true,
    fields: [{ source: 'full_name', label: 'Name', type: 'text' }],
  },
  {
    name: 'bookings',
    apiPath: 'bookings',
    label: 'Bookings',
    icon: Icon,
    roles: ['2001', '1996'],
    filtersOnList: true,
    canCreate: false,
    canEdit: false,
    canDelete: false,
    fields: [{ source: 'status_label', label: 'State', type: 'text' }],
  },
];

type FetchMock = jest.Mock<typeof fetch>;

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

const rows = (count: number) =>
  Array.from({ length: count }, (_, index) => ({ id: index + 1, title: `Title ${index + 1}` }));

let fetchMock: FetchMock;

const urlText = (input: string | URL | Request | undefined): string =>
  typeof input === 'string' ? input : input instanceof URL ? input.href : (input?.url ?? '');

const call = (index = 0): { url: string; init: RequestInit } => {
  const [url, init] = fetchMock.mock.calls[index] ?? [];
  return { url: urlText(url), init: init ?? {} };
};

const sentJson = (init: RequestInit): unknown => {
  if (typeof init.body !== 'string') throw new Error('Expected a JSON body');
  return JSON.parse(init.body);
};

interface Row {
  id: number;
  title: string;
}

const headerOf = (init: RequestInit, name: string): string | null =>
  new Headers(init.headers).get(name);

const provider = createDataProvider(declarations, { apiUrl: '/api', getToken: () => 'secret' });

beforeEach(() => {
  fetchMock = jest.fn<typeof fetch>();
  globalThis.fetch = fetchMock;
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('getList', () => {
  it("asks for the dashboard's language, so the server's messages come in it (issue 28)", async () => {
    const read = () => {
      fetchMock.mockResolvedValueOnce(json({ data: [], total: 0 }));
      return provider.getList('categories', {
        pagination: { page: 1, perPage: 5 },
        sort: { field: 'id', order: 'ASC' },
        filter: {},
      });
    };
    // (These tests run without a DOM: a document whose <html lang> the switch set.)
    const page = globalThis as { document?: unknown };
    page.document = { documentElement: { lang: 'ar' } };
    try {
      await read();
    } finally {
      delete page.document;
    }
    await read();
    expect(headerOf(call(0).init, 'Accept-Language')).toBe('ar');
    expect(headerOf(call(1).init, 'Accept-Language')).toBe('en');
  });

  it('pages through GET /api/<r>?page&limit with the Bearer token and returns {data, total}', async () => {
    fetchMock.mockResolvedValueOnce(json({ data: rows(5), total: 23 }));

    const result = await provider.getList('categories', {
      pagination: { page: 3, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });

    expect(call().url).toBe('/api/categories?page=3&limit=5');
    expect(call().init.method ?? 'GET').toBe('GET');
    expect(headerOf(call().init, 'Authorization')).toBe('Bearer secret');
    expect(result).toEqual({ data: rows(5), total: 23 });
  });

  it('uses the declared API path (subcategories → sub-categories)', async () => {
    fetchMock.mockResolvedValueOnce(json({ data: [], total: 0 }));

    await provider.getList('subcategories', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });

    expect(call().url).toBe('/api/sub-categories?page=1&limit=10');
  });

  it('searches with POST /api/<r>/search?<declared field>=<q>&page&limit&sort&order, no body', async () => {
    fetchMock.mockResolvedValueOnce(json({ data: rows(5), total: 12 }));

    const result = await provider.getList<Row>('courses', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'title', order: 'DESC' },
      filter: { q: 'well test' },
    });

    expect(call().url).toBe(
      '/api/courses/search?name=well+test&page=2&limit=5&sort=title&order=DESC',
    );
    expect(call().init.method).toBe('POST');
    expect(call().init.body).toBeUndefined();
    expect(headerOf(call().init, 'Authorization')).toBe('Bearer secret');
    // The server's page as it is: sorted and cut there.
    expect(result).toEqual({ data: rows(5), total: 12 });
  });

  it('searches the Arabic twin when the text is in Arabic letters (issue 28)', async () => {
    const list = (q: string) => {
      fetchMock.mockResolvedValueOnce(json({ data: rows(1), total: 1 }));
      return provider.getList<Row>('courses', {
        pagination: { page: 1, perPage: 10 },
        sort: { field: 'id', order: 'DESC' },
        filter: { q },
      });
    };

    await list('السلامه');
    expect(call().url).toBe(
      `/api/courses/search?name_ar=${encodeURIComponent('السلامه')}&page=1&limit=10&sort=id&order=DESC`,
    );
    // Latin text (a code, an English word) stays on the English field; so does a resource
    // without a twin.
    await list('PE-201');
    expect(call(1).url).toBe('/api/courses/search?name=PE-201&page=1&limit=10&sort=id&order=DESC');
    fetchMock.mockResolvedValueOnce(json({ data: rows(1), total: 1 }));
    await provider.getList<Row>('categories', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: 'حفر' },
    });
    expect(call(2).url).toBe(
      `/api/categories/search?title=${encodeURIComponent('حفر')}&page=1&limit=10&sort=id&order=DESC`,
    );
  });

  it('sorts and pages a search answered with a bare array (a server without search pages)', async () => {
    fetchMock.mockResolvedValueOnce(json(rows(12)));

    const result = await provider.getList<Row>('courses', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: 'well test' },
    });

    expect(result.total).toBe(12);
    // DESC by id: 12..1, page 2 of 5 → 7..3
    expect(result.data.map((row) => row.id)).toEqual([7, 6, 5, 4, 3]);
  });

  it('passes extra filters (job title, grade) to the search and leaves empty ones out', async () => {
    fetchMock.mockResolvedValueOnce(json({ data: [], total: 0 }));

    await provider.getList('job-requests', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'ASC' },
      filter: { q: 'Ali', job_title: 'Engineer', gpa: '' },
    });

    expect(call().url).toBe(
      '/api/job-requests/search?full_name=Ali&job_title=Engineer&page=1&limit=10&sort=id&order=ASC',
    );
  });

  it('sends the filters of a list that takes them to GET /api/<r>?… (bookings, issue 22)', async () => {
    fetchMock.mockResolvedValueOnce(json({ data: rows(2), total: 2 }));

    const result = await provider.getList('bookings', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'id', order: 'DESC' },
      filter: { session_id: 7, status: 'booked', course_id: '' },
    });

    expect(call().url).toBe('/api/bookings?page=2&limit=5&session_id=7&status=booked');
    expect(call().init.method ?? 'GET').toBe('GET');
    expect(result.total).toBe(2);
  });

  it('searches by filters alone with an empty search field', async () => {
    fetchMock.mockResolvedValueOnce(json({ data: [], total: 0 }));

    await provider.getList('job-requests', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: { gpa: 'Good' },
    });

    expect(call().url).toBe(
      '/api/job-requests/search?full_name=&gpa=Good&page=1&limit=10&sort=id&order=DESC',
    );
  });

  it('pages a bare array answered by an endpoint that ignores paging', async () => {
    fetchMock.mockResolvedValueOnce(json(rows(7)));

    const result = await provider.getList('categories', {
      pagination: { page: 2, perPage: 5 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });

    expect(result).toEqual({ data: rows(7).slice(5), total: 7 });
  });
});

describe('getOne, getMany, getManyReference', () => {
  it('reads one record with GET /api/<r>/<id>', async () => {
    fetchMock.mockResolvedValueOnce(json({ id: 4, title: 'Drilling' }));

    const result = await provider.getOne('categories', { id: 4 });

    expect(call().url).toBe('/api/categories/4');
    expect(result.data).toEqual({ id: 4, title: 'Drilling' });
  });

  it('reads under the declared API path, with the token (ra-data-simple-rest getOne)', async () => {
    const withPayments = createDataProvider(
      [{ ...declarations[0], name: 'payments', apiPath: 'paymob/transactions' }],
      { apiUrl: '/api', getToken: () => 'secret' },
    );
    fetchMock.mockResolvedValueOnce(json({ id: 5, email: 'a@example.com' }));

    await withPayments.getOne('payments', { id: 5 });

    expect(call().url).toBe('/api/paymob/transactions/5');
    expect(headerOf(call().init, 'Authorization')).toBe('Bearer secret');
  });

  it('reads several records one by one', async () => {
    fetchMock
      .mockResolvedValueOnce(json({ id: 1, title: 'A' }))
      .mockResolvedValueOnce(json({ id: 2, title: 'B' }));

    const result = await provider.getMany<Row>('categories', { ids: [1, 2] });

    expect(fetchMock.mock.calls.map(([url]) => urlText(url))).toEqual([
      '/api/categories/1',
      '/api/categories/2',
    ]);
    expect(result.data.map((row) => row.title)).toEqual(['A', 'B']);
  });

  it('narrows the full list by the reference target', async () => {
    fetchMock.mockResolvedValueOnce(
      json([
        { id: 1, title: 'Pumps', category_id: 3 },
        { id: 2, title: 'Valves', category_id: 4 },
        { id: 3, title: 'Rods', category_id: 3 },
      ]),
    );

    const result = await provider.getManyReference<Row>('subcategories', {
      target: 'category_id',
      id: 3,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'title', order: 'ASC' },
      filter: {},
    });

    expect(call().url).toBe('/api/sub-categories');
    expect(result.total).toBe(2);
    expect(result.data.map((row) => row.title)).toEqual(['Pumps', 'Rods']);
  });
});

describe('create and update', () => {
  it('creates with POST /api/<r> and a JSON body of the declared fields only', async () => {
    fetchMock.mockResolvedValueOnce(json({ id: 9, title: 'Drilling' }, 201));

    const result = await provider.create('categories', {
      data: { title: 'Drilling', id: 'ignored', created_at: 'ignored' },
    });

    expect(call().url).toBe('/api/categories');
    expect(call().init.method).toBe('POST');
    expect(headerOf(call().init, 'Content-Type')).toBe('application/json');
    expect(sentJson(call().init)).toEqual({ title: 'Drilling' });
    expect(result.data).toEqual({ id: 9, title: 'Drilling' });
  });

  it('updates with POST /api/<r>/<id> (not PUT)', async () => {
    fetchMock.mockResolvedValueOnce(json({ id: 9, title: 'Drilling ops' }));

    const result = await provider.update('categories', {
      id: 9,
      data: { id: 9, title: 'Drilling ops' },
      previousData: { id: 9, title: 'Drilling' },
    });

    expect(call().url).toBe('/api/categories/9');
    expect(call().init.method).toBe('POST');
    expect(sentJson(call().init)).toEqual({ title: 'Drilling ops' });
    expect(result.data).toEqual({ id: 9, title: 'Drilling ops' });
  });

  it('sends multipart form data when a file was chosen, without a JSON content type', async () => {
    fetchMock.mockResolvedValueOnce(json({ id: 5, name: 'Well testing' }, 201));
    const file = new File(['png-bytes'], 'course.png', { type: 'image/png' });

    await provider.create('courses', {
      data: { name: 'Well testing', price: 1500, image: { rawFile: file, src: 'blob:x' } },
    });

    const body = call().init.body;
    expect(body).toBeInstanceOf(FormData);
    const form = body as FormData;
    expect(form.get('name')).toBe('Well testing');
    expect(form.get('price')).toBe('1500');
    const sent = form.get('image');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('course.png');
    expect(headerOf(call().init, 'Content-Type')).toBeNull();
  });

  it('leaves an unchanged file out of an update and sends JSON', async () => {
    fetchMock.mockResolvedValueOnce(json({ id: 5, name: 'Well testing II' }));

    await provider.update('courses', {
      id: 5,
      data: { id: 5, name: 'Well testing II', image: 'storage/courses/a.png', created_at: 'x' },
      previousData: { id: 5, name: 'Well testing', image: 'storage/courses/a.png' },
    });

    expect(sentJson(call().init)).toEqual({ name: 'Well testing II' });
  });
});

describe('delete', () => {
  it('deletes with DELETE /api/<r>/<id>', async () => {
    fetchMock.mockResolvedValueOnce(json({ id: 3 }));

    const result = await provider.delete('categories', {
      id: 3,
      previousData: { id: 3, title: 'Old' },
    });

    expect(call().url).toBe('/api/categories/3');
    expect(call().init.method).toBe('DELETE');
    expect(headerOf(call().init, 'Authorization')).toBe('Bearer secret');
    expect(result.data).toEqual({ id: 3, title: 'Old' });
  });

  it('deletes several records one by one', async () => {
    fetchMock.mockResolvedValueOnce(json({ id: 1 })).mockResolvedValueOnce(json({ id: 2 }));

    const result = await provider.deleteMany('categories', { ids: [1, 2] });

    expect(fetchMock.mock.calls.map(([url, init]) => `${init?.method} ${urlText(url)}`)).toEqual([
      'DELETE /api/categories/1',
      'DELETE /api/categories/2',
    ]);
    expect(result.data).toEqual([1, 2]);
  });
});

describe('errors', () => {
  it('throws HttpError with the server message, status and field errors', async () => {
    fetchMock.mockResolvedValueOnce(
      json({ message: 'The title has already been taken.', errors: { title: 'Taken' } }, 422),
    );

    const failure = provider.create('categories', { data: { title: 'Drilling' } });

    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({
      message: 'The title has already been taken.',
      status: 422,
      body: { errors: { title: 'Taken' } },
    });
  });

  it('surfaces a refused delete (409) with its message', async () => {
    fetchMock.mockResolvedValueOnce(json({ message: 'Category has 2 courses' }, 409));

    await expect(provider.delete('categories', { id: 1 })).rejects.toMatchObject({
      message: 'Category has 2 courses',
      status: 409,
    });
  });
});

describe('reads larger than a server page (CSV export)', () => {
  it('reads a 1000-row page as server pages of 100 until the total is reached', async () => {
    const all = Array.from({ length: 230 }, (_, index) => ({ id: index + 1, title: `T${index}` }));
    fetchMock.mockImplementation((input) => {
      const url = new URL(urlText(input), 'http://localhost');
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      return Promise.resolve(
        json({ data: all.slice((page - 1) * limit, page * limit), total: all.length }),
      );
    });

    const result = await provider.getList('categories', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });

    expect(fetchMock.mock.calls.map(([url]) => urlText(url))).toEqual([
      '/api/categories?page=1&limit=100',
      '/api/categories?page=2&limit=100',
      '/api/categories?page=3&limit=100',
    ]);
    expect(result.total).toBe(230);
    expect(result.data).toEqual(all);
  });
});

describe('searches larger than a server page (CSV export)', () => {
  it('reads the search pages it spans until the total (at most 500) is reached', async () => {
    const matches = Array.from({ length: 500 }, (_, index) => ({ id: 500 - index, title: 'T' }));
    fetchMock.mockImplementation((input) => {
      const url = new URL(urlText(input), 'http://localhost');
      const page = Number(url.searchParams.get('page'));
      const limit = Number(url.searchParams.get('limit'));
      return Promise.resolve(
        json({ data: matches.slice((page - 1) * limit, page * limit), total: matches.length }),
      );
    });

    const result = await provider.getList('courses', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: 'T' },
    });

    expect(fetchMock.mock.calls.map(([url]) => urlText(url))).toEqual(
      [1, 2, 3, 4, 5].map(
        (page) => `/api/courses/search?name=T&page=${page}&limit=100&sort=id&order=DESC`,
      ),
    );
    expect(result).toEqual({ data: matches, total: 500 });
  });

  it('sorts a bare array of every match before cutting the large page', async () => {
    fetchMock.mockResolvedValueOnce(json(rows(230)));

    const result = await provider.getList('courses', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: 'T' },
    });

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(result.total).toBe(230);
    expect(result.data.map((row) => row.id)).toEqual(
      rows(230)
        .map((row) => row.id)
        .reverse(),
    );
  });
});

describe('getOptions (the plain-array lists that selects use)', () => {
  it('reads GET /api/<path> with the token and returns the bare array', async () => {
    fetchMock.mockResolvedValueOnce(json([{ id: 1, title: 'Upstream' }]));

    const rowsRead = await provider.getOptions('certificates/recipients');

    expect(call().url).toBe('/api/certificates/recipients');
    expect(headerOf(call().init, 'Authorization')).toBe('Bearer secret');
    expect(rowsRead).toEqual([{ id: 1, title: 'Upstream' }]);
  });
});

describe('bodies of declared forms', () => {
  const users: ResourceDeclaration = {
    name: 'users',
    apiPath: 'users',
    label: 'Users',
    icon: Icon,
    roles: ['2001'],
    canCreate: true,
    canEdit: true,
    canDelete: true,
    fields: [
      { source: 'name', label: 'Name', type: 'text' },
      { source: 'role', label: 'Role', type: 'select' },
      { source: 'password', label: 'Password', type: 'password' },
      { source: 'password_confirmation', label: 'Confirm', type: 'password' },
      { source: 'category', label: 'Category', type: 'object', display: 'title' },
    ],
  };
  const usersProvider = createDataProvider([users], { getToken: () => 'secret' });

  it('leaves an empty password out (keep the current one) and never sends nested objects', async () => {
    fetchMock.mockResolvedValueOnce(json({ id: 2, name: 'Sara' }));

    await usersProvider.update('users', {
      id: 2,
      data: {
        id: 2,
        name: 'Sara',
        role: '1996',
        password: '',
        password_confirmation: '',
        category: { id: 1, title: 'x' },
      },
      previousData: { id: 2 },
    });

    expect(sentJson(call().init)).toEqual({ name: 'Sara', role: '1996' });
  });

  it('sends a chosen password with its confirmation', async () => {
    fetchMock.mockResolvedValueOnce(json({ id: 3 }, 201));

    await usersProvider.create('users', {
      data: { name: 'Sara', role: '1997', password: 'secret-1', password_confirmation: 'secret-1' },
    });

    expect(sentJson(call().init)).toEqual({
      name: 'Sara',
      role: '1997',
      password: 'secret-1',
      password_confirmation: 'secret-1',
    });
  });
});

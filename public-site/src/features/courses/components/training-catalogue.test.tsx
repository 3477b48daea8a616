import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route } from 'react-router-dom';
import { jsonResponse, mockFetch } from '../../../../test/fetch-mock';
import { renderAt } from '../../../../test/render';
import { categories, course, mockApi, subCategories } from '../../../../test/training-fixtures';
import { TrainingCatalogue } from '@/features/courses/components/training-catalogue';

const catalogue = {
  'GET /api/categories': { status: 200, body: categories },
  'GET /api/sub-categories': { status: 200, body: subCategories },
  'GET /api/courses': {
    status: 200,
    body: [
      course(1, { name: 'ESP Design', price: 18500 }),
      course(2, { name: 'Gas Lift', price: 16000.5 }),
      course(3, { name: 'Material Balance', sub_category_id: 12 }),
      course(4, { name: 'Crude Distillation', category_id: 2, sub_category_id: 21 }),
    ],
  },
};

function renderCatalogue(url = '/courses') {
  return renderAt(url, <Route path="/courses" element={<TrainingCatalogue />} />);
}

describe('Training catalogue', () => {
  it('shows 3 skeletons while the categories load', async () => {
    mockApi(catalogue);
    renderCatalogue();
    expect(screen.queryByRole('tablist')).toBeNull();
    const busy = document.querySelector('[aria-busy="true"]');
    expect(busy).not.toBeNull();
    expect(
      busy?.querySelector(':scope > [aria-hidden="true"]')?.querySelectorAll('[data-testid]'),
    ).toHaveLength(3);
    // The tabs take the skeletons' place.
    expect(await screen.findAllByRole('tab')).toHaveLength(2);
  });

  it('selects the first category and lists only its course groups', async () => {
    mockApi(catalogue);
    renderCatalogue();
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Upstream', 'Downstream']);
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');

    const panel = within(screen.getByRole('tabpanel', { name: 'Upstream' }));
    expect(await panel.findByRole('button', { name: /Production engineering/ })).toBeTruthy();
    expect(panel.getByRole('button', { name: /Reservoir engineering/ })).toBeTruthy();
    expect(panel.queryByRole('button', { name: /Refining/ })).toBeNull();
    expect(await panel.findByText('2 courses')).toBeTruthy();

    // Arrow keys move between the tabs and select them (ARIA tabs).
    fireEvent.keyDown(tabs[0] as HTMLElement, { key: 'ArrowRight' });
    expect(tabs[1]?.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(tabs[1]);
    const downstream = within(screen.getByRole('tabpanel', { name: 'Downstream' }));
    expect(downstream.getByRole('button', { name: /Refining/ })).toBeTruthy();
    const upstreamPanel = document.getElementById(tabs[0]?.getAttribute('aria-controls') ?? '');
    expect(upstreamPanel?.hidden).toBe(true);
  });

  it('preselects the category named in the address', async () => {
    mockApi(catalogue);
    renderCatalogue('/courses?category=2');
    const selected = await screen.findByRole('tab', { selected: true });
    expect(selected.textContent).toBe('Downstream');
  });

  it('opens a group in a modal with its courses, prices in EGP and links, and closes it', async () => {
    mockApi(catalogue);
    renderCatalogue();
    const opener = await screen.findByRole('button', { name: /Production engineering/ });
    opener.focus();
    fireEvent.click(opener);

    const dialog = within(await screen.findByRole('dialog', { name: 'Production engineering' }));
    expect(dialog.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'ESP Design',
      'Gas Lift',
    ]);
    expect(dialog.getByText('18,500 EGP')).toBeTruthy();
    expect(dialog.getByText('16,000.5 EGP')).toBeTruthy();
    const links = dialog.getAllByRole('link', { name: /Learn more/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/courses/1', '/courses/2']);
    const image = document.querySelector('dialog img') ?? document.createElement('img');
    expect(image.getAttribute('loading')).toBe('lazy');
    expect(image.getAttribute('width')).toBe('960');
    expect(image.getAttribute('height')).toBe('600');

    const close = dialog.getByRole('button', { name: 'Close' });
    expect(document.activeElement).toBe(close);
    fireEvent.click(close);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('shows the modal as a native modal dialog and closes it on Escape (cancel)', async () => {
    mockApi(catalogue);
    renderCatalogue();
    fireEvent.click(await screen.findByRole('button', { name: /Reservoir engineering/ }));
    const dialog = await screen.findByRole('dialog');
    // The browser traps focus in a dialog opened with showModal() (proven in Playwright).
    expect(dialog.tagName).toBe('DIALOG');
    expect((dialog as HTMLDialogElement).open).toBe(true);
    fireEvent(dialog, new Event('cancel', { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows 3 course skeletons in the modal while the courses load', async () => {
    let answer: () => void = () => undefined;
    const coursesArrive = new Promise<void>((resolve) => (answer = resolve));
    mockFetch(async (url) => {
      if (url === '/api/categories') return jsonResponse(200, categories);
      if (url === '/api/sub-categories') return jsonResponse(200, subCategories);
      await coursesArrive;
      return jsonResponse(200, catalogue['GET /api/courses'].body);
    });
    renderCatalogue();
    fireEvent.click(await screen.findByRole('button', { name: /Production engineering/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelectorAll('[aria-busy="true"] > [aria-hidden="true"]')).toHaveLength(3);
    answer();
    expect(await within(dialog).findByRole('heading', { name: 'ESP Design' })).toBeTruthy();
    expect(dialog.querySelector('[aria-busy="true"]')).toBeNull();
  });
});

import { expect, test } from '@playwright/test';

test.describe('company pages', () => {
  for (const path of ['/artificalleft', '/enhancing', '/testing']) {
    test(`${path} shows product cards, each with a 'Contact us' link to /contactus`, async ({
      page,
    }) => {
      await page.goto(path);
      const cards = page.locator('article');
      expect(await cards.count()).toBeGreaterThanOrEqual(4);
      for (const card of await cards.all()) {
        await expect(card.getByRole('heading', { level: 3 })).toBeVisible();
        await expect(card.getByRole('img')).toHaveAttribute('alt', /\w{4,}/);
        await expect(card.getByRole('link', { name: /^Contact us/ })).toHaveAttribute(
          'href',
          '/contactus',
        );
      }
    });
  }

  test('software partners: five products, each with blurb, image and an external link', async ({
    page,
  }) => {
    await page.goto('/software');
    const links = page.getByRole('link', { name: /^Visit the .* website/ });
    await expect(links).toHaveCount(5);
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('href', /^https:\/\//);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    for (const name of ['Petrel', 'PIPESIM', 'Saphir']) {
      await expect(page.getByRole('heading', { name, level: 3 })).toBeVisible();
    }
  });

  test('consulting lists the eight topics, the MENA/GCC focus and a contact button', async ({
    page,
  }) => {
    await page.goto('/consultation');
    for (const topic of [
      'Strategy',
      'Governance',
      'Family business',
      'Marketing',
      'Organisation development',
      'Transformation',
      'Mergers and acquisitions',
      'Sustainability',
    ]) {
      await expect(page.getByRole('heading', { name: topic, level: 3 })).toBeVisible();
    }
    await expect(page.getByText('Saudi Arabia')).toBeVisible();
    await page.getByRole('link', { name: 'Contact us' }).first().click();
    await expect(page).toHaveURL(/\/contactus$/);
  });

  test('about us gives the four figures', async ({ page }) => {
    await page.goto('/aboutus');
    for (const [value, label] of [
      ['20', 'Years in operation'],
      ['10k', 'Customers trained and served'],
      ['5', 'Industry awards'],
      ['87', 'Employees'],
    ]) {
      const figure = page.locator('dl div').filter({ hasText: label });
      await expect(figure.locator('dd')).toHaveText(value);
    }
  });

  test('the footer has the office, a lazy map, social links, the subcontractor and policy links', async ({
    page,
  }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await expect(footer.locator('address')).toContainText('New Cairo');
    const map = footer.locator('iframe');
    await expect(map).toHaveAttribute('loading', 'lazy');
    await expect(map).toHaveAttribute(
      'src',
      /^https:\/\/www\.google\.com\/maps\?q=.+&output=embed$/,
    );
    await expect(map).toHaveAttribute('title', /Map/);
    await expect(footer.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
      'href',
      /facebook\.com/,
    );
    await expect(footer.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
      'href',
      /linkedin\.com/,
    );
    await expect(footer.getByRole('link', { name: 'Chat on WhatsApp' })).toHaveAttribute(
      'href',
      /wa\.me/,
    );
    await expect(footer.getByRole('link', { name: 'Become a subcontractor' })).toHaveAttribute(
      'href',
      '/contactus',
    );
    await footer.getByRole('link', { name: 'Refund and returns policy' }).click();
    await expect(page).toHaveURL(/\/refund-returns-policy$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Refund and returns policy');
    await expect(page.getByText(/EGP/).first()).toBeVisible();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page).toHaveURL(/\/privacy-policy$/);
  });

  test('static pages arrive prerendered with their title, description, canonical and Organization data', async ({
    request,
    baseURL,
  }) => {
    for (const [path, title] of [
      ['/', 'Petrolink Energy Services | Engineering energy'],
      ['/aboutus', 'About us | Petrolink Energy Services'],
      ['/testing', 'Production well testing | Petrolink Energy Services'],
    ]) {
      const html = await (await request.get(path)).text();
      expect(html).toContain(`<title>${title}`);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html).toContain(`<link rel="canonical" href="${baseURL}${path}">`);
      expect(html).toContain(`<meta property="og:url" content="${baseURL}${path}">`);
      expect(html).toMatch(/<meta property="og:title" content="[^"]+"/);
      expect(html).toContain('"@type":"Organization"');
      expect(html).toMatch(/<h1[^>]*>/); // the content itself, before any script runs
    }
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toContain(`<loc>${baseURL}/projects</loc>`);
    expect(sitemap).toContain(`<loc>${baseURL}/aboutus</loc>`);
    expect(sitemap).toMatch(new RegExp(`<loc>${baseURL}/courses/\\d+</loc>`));
  });
});

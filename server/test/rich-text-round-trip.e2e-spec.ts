import { Role } from '../src/common/access/roles.js';
import {
  bearer,
  createTestApp,
  signedInUser,
  type SignedIn,
  type TestApp,
  unique,
} from './support/test-app.js';

/**
 * What each button of the dashboard's rich-text toolbar (ra-input-rich-text's default
 * RichTextInputToolbar: level, format, colour, alignment, list, link, image, quote, clear)
 * makes TipTap 3 write — taken from editor.getHTML() after each command on "Pump curves" —
 * saved as a description and read back unchanged: the sanitiser keeps what the editor offers.
 * Only the spelling may change: of inline styles ("color: red;" comes back "color:red") and
 * of void elements ("<img …>" comes back "<img … />").
 */
const TOOLBAR_OUTPUT: Record<string, string> = {
  bold: '<p><strong>Pump curves</strong></p>',
  italic: '<p><em>Pump curves</em></p>',
  underline: '<p><u>Pump curves</u></p>',
  strike: '<p><s>Pump curves</s></p>',
  code: '<p><code>Pump curves</code></p>',
  'heading 1': '<h1>Pump curves</h1><p></p>',
  'heading 4': '<h4>Pump curves</h4><p></p>',
  'text colour': '<p><span style="color: rgb(244, 67, 54);">Pump curves</span></p>',
  'text colour (hex)': '<p><span style="color: #f44336;">Pump curves</span></p>',
  highlight:
    '<p><mark data-color="#ffeb3b" style="background-color: rgb(255, 235, 59); color: inherit;">Pump curves</mark></p>',
  'align left': '<p style="text-align: left;">Pump curves</p>',
  'align center': '<p style="text-align: center;">Pump curves</p>',
  'align right': '<h2 style="text-align: right;">Pump curves</h2>',
  'align justify': '<p style="text-align: justify;">Pump curves</p>',
  'bullet list': '<ul><li><p>Pump curves</p></li></ul><p></p>',
  'numbered list': '<ol><li><p>Pump curves</p></li></ol><p></p>',
  link: '<p><a target="_blank" rel="noopener noreferrer nofollow" href="https://petrolink.example/esp">Pump curves</a></p>',
  // A description must have text: the image follows the words, as an inline image does.
  image: '<p>Pump curves<img src="https://petrolink.example/pump.png"></p>',
  quote: '<blockquote><p>Pump curves</p></blockquote><p></p>',
  clear: '<p>Pump curves</p>',
};

/** "text-align: center;" and "text-align:center" are the same style; <img> is <img />. */
const spelledAlike = (html: string) =>
  html
    .replace(/\s*\/>/g, '>')
    .replace(
      /style="([^"]*)"/g,
      (_m, css: string) => `style="${css.replace(/\s*([:;])\s*/g, '$1').replace(/;$/, '')}"`,
    );

describe('Rich text: every toolbar action survives a save and a read', () => {
  let t: TestApp;
  let admin: SignedIn;
  beforeAll(async () => {
    t = await createTestApp();
    admin = await signedInUser(t, Role.Admin);
  });
  afterAll(() => t.close());

  const saveAndRead = async (description: string): Promise<string> => {
    const created = await t
      .api()
      .post('/api/jobs')
      .set(bearer(admin.token))
      .send({ title: unique('Round trip '), category: 'Artificial lift', type: 'all', description })
      .expect(201);
    const read = await t.api().get(`/api/jobs/${created.body.id}`).expect(200);
    return read.body.description as string;
  };

  it.each(Object.entries(TOOLBAR_OUTPUT))('keeps %s', async (_action, html) => {
    expect(spelledAlike(await saveAndRead(html))).toBe(spelledAlike(html));
  });

  it('still drops styles and attributes the editor never writes', async () => {
    const saved = await saveAndRead(
      '<p style="position: fixed; text-align: center;" onclick="x()">a</p>' +
        '<p><span style="color: red; background: url(javascript:alert(1))">b</span></p>' +
        '<p><span style="color: expression(alert(1))">c</span></p>' +
        '<p style="text-align: url(x)">d</p><mark style="color: inherit; font-size: 90px">e</mark>',
    );
    expect(saved).toBe(
      '<p style="text-align:center">a</p><p><span>b</span></p><p><span>c</span></p><p>d</p><mark style="color:inherit">e</mark>',
    );
  });
});

import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { Route } from 'react-router-dom';
import { renderAt } from '../../../../test/render';
import { callsOf, mockApi, type Reply } from '../../../../test/training-fixtures';
import { Header } from '@/app/layout/header';
import ProfileRoute from '@/app/routes/profile';

const me = {
  id: 7,
  name: 'Sara Adel',
  email: 'sara@example.com',
  phone: '01001234567',
  company: null,
  role: '1997',
  profile_image: null as string | null,
};
/** What the API answers (DECISIONS 22: relative to /storage/) and the address shown. */
const PICTURE_PATH = 'profile-images/sara.png';
const PICTURE = `/storage/${PICTURE_PATH}`;

function renderProfile(routes: Record<string, Reply>) {
  const fetchMock = mockApi({
    'GET /api/users/wishlist': { status: 200, body: { wishlist: [] } },
    'GET /api/user/courses': { status: 200, body: { courses: [] } },
    'GET /api/user/certificates': { status: 200, body: { certificates: [] } },
    ...routes,
  });
  renderAt(
    '/profile',
    <Route
      path="/profile"
      element={
        <>
          <Header />
          <ProfileRoute />
        </>
      }
    />,
  );
  return fetchMock;
}

const fileInput = () => screen.getByLabelText<HTMLInputElement>('Profile picture file');
const choose = (file: File) => fireEvent.change(fileInput(), { target: { files: [file] } });
const png = (size = 10) => new File([new Uint8Array(size)], 'me.png', { type: 'image/png' });
const headerButton = () => screen.findByRole('button', { name: 'Account menu' });

describe('Profile picture', () => {
  beforeEach(() => {
    Cookies.set('eng', 'tok');
  });
  afterEach(() => Cookies.remove('eng'));

  it('shows initials without a picture, uploads one and shows it here and in the header', async () => {
    const fetchMock = renderProfile({
      'GET /api/user': { status: 200, body: me },
      'POST /api/users/7/upload-image': {
        status: 200,
        body: { ...me, profile_image: PICTURE_PATH },
      },
    });
    const add = await screen.findByRole('button', { name: 'Add a picture' });
    expect(screen.getByTestId('avatar-initials').textContent).toBe('SA');
    expect(screen.queryByRole('button', { name: 'Remove picture' })).toBeNull();
    expect(within(await headerButton()).queryByRole('img')).toBeNull();
    expect(add).toBeTruthy();

    choose(png());
    expect(await screen.findByRole('img', { name: 'Your profile picture' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Your profile picture' }).getAttribute('src')).toBe(
      PICTURE,
    );
    const headerPicture = (await headerButton()).querySelector('img');
    expect(headerPicture?.getAttribute('src')).toBe(PICTURE);
    expect(screen.getByRole('button', { name: 'Change picture' })).toBeTruthy();

    const upload = fetchMock.mock.calls.find(([url]) => url === '/api/users/7/upload-image');
    const body = upload?.[1]?.body;
    expect(body).toBeInstanceOf(FormData);
    expect(((body as FormData).get('profile_image') as File).name).toBe('me.png');
  });

  it('removes the picture and goes back to the initials', async () => {
    renderProfile({
      'GET /api/user': { status: 200, body: { ...me, profile_image: PICTURE_PATH } },
      'DELETE /api/users/7/delete-image': { status: 200, body: me },
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Remove picture' }));
    expect(await screen.findByRole('button', { name: 'Add a picture' })).toBeTruthy();
    expect(screen.getByTestId('avatar-initials').textContent).toBe('SA');
    expect((await headerButton()).querySelector('img')).toBeNull();
  });

  it('refuses a non-image or an oversized file without sending it', async () => {
    const fetchMock = renderProfile({ 'GET /api/user': { status: 200, body: me } });
    await screen.findByRole('button', { name: 'Add a picture' });

    choose(new File(['%PDF-1.4'], 'cv.pdf', { type: 'application/pdf' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Choose a JPEG, PNG, GIF or WebP image',
    );
    choose(png(5 * 1024 * 1024 + 1));
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe('The picture must be at most 5 MB'),
    );
    expect(callsOf(fetchMock).some((call) => call.includes('upload-image'))).toBe(false);
  });

  it("shows the server's message when it refuses the file", async () => {
    renderProfile({
      'GET /api/user': { status: 200, body: me },
      'POST /api/users/7/upload-image': {
        status: 422,
        body: {
          message: 'The image must be a JPEG, PNG, GIF or WebP image',
          errors: { profile_image: 'The image must be a JPEG, PNG, GIF or WebP image' },
        },
      },
    });
    await screen.findByRole('button', { name: 'Add a picture' });
    choose(png());
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The image must be a JPEG, PNG, GIF or WebP image',
    );
    expect(screen.getByTestId('avatar-initials').textContent).toBe('SA');
  });
});

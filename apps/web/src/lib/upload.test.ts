import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeUploads } from '../testing/fake-upload';
import { ApiError } from './api';
import { saveLogin } from './session';
import { uploadWithProgress } from './upload';

const photo = () => {
  const form = new FormData();
  form.set('version', '3');
  form.set('photo', new File(['jpeg bytes'], 'ragi.jpg', { type: 'image/jpeg' }));
  return form;
};

beforeEach(() => {
  localStorage.clear();
  window.location.hash = '#/hub/products/7';
});
afterEach(() => vi.unstubAllGlobals());

describe('uploadWithProgress', () => {
  it('sends the form with the login token and tells how much has gone', async () => {
    saveLogin({
      mobile: '9876543211',
      firstName: 'Lakshmi',
      lastName: 'Narayan',
      email: 'l@example.in',
      token: 'token-of-lakshmi',
    });
    const held = fakeUploads();
    const progress: number[] = [];
    const sent = uploadWithProgress<{ id: number }>('hub/products/7/photos/main/', photo(), {
      method: 'PUT',
      onProgress: (share) => progress.push(share),
    });
    const upload = held[0]!;
    expect(upload.method).toBe('PUT');
    expect(upload.path).toBe('hub/products/7/photos/main/');
    expect(upload.headers.authorization).toBe('Token token-of-lakshmi');
    expect((upload.form.get('photo') as File).name).toBe('ragi.jpg');
    upload.progress(250, 1000);
    upload.progress(1000, 1000);
    upload.answer(200, { id: 7 });
    await expect(sent).resolves.toEqual({ id: 7 });
    expect(progress).toEqual([0.25, 1, 1]);
  });

  it("refuses with the server's sentence and code (413 too large, 415 not a photo)", async () => {
    const held = fakeUploads();
    const sent = uploadWithProgress('hub/products/7/photos/main/', photo());
    held[0]!.answer(413, { detail: 'Each photo can be at most 15 MB.', code: 'PHOTO_TOO_LARGE' });
    await expect(sent).rejects.toEqual(
      new ApiError(413, 'Each photo can be at most 15 MB.', 'PHOTO_TOO_LARGE'),
    );
  });

  it("gives a proxy's bare 413 the registry's sentence", async () => {
    const held = fakeUploads();
    const sent = uploadWithProgress('hub/products/7/photos/main/', photo());
    held[0]!.answer(413);
    await expect(sent).rejects.toMatchObject({
      status: 413,
      detail: 'The request is too large.',
      code: 'PAYLOAD_TOO_LARGE',
    });
  });

  it('says the shop could not be reached when the connection drops', async () => {
    const held = fakeUploads();
    const sent = uploadWithProgress('hub/products/7/lab-report/', photo());
    held[0]!.fail();
    await expect(sent).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
  });

  it('ends a lapsed session on a 401, as every other request does', async () => {
    saveLogin({
      mobile: '9876543211',
      firstName: 'Lakshmi',
      lastName: 'Narayan',
      email: 'l@example.in',
      token: 'old-token',
    });
    const held = fakeUploads();
    const sent = uploadWithProgress('hub/products/7/photos/main/', photo());
    held[0]!.answer(401, { detail: 'Please log in to continue.', code: 'NOT_AUTHENTICATED' });
    await expect(sent).rejects.toMatchObject({ status: 401 });
    expect(localStorage.getItem('mp.login')).toBeNull();
    expect(window.location.hash).toBe('#/login?redirect=hub%2Fproducts%2F7');
  });
});

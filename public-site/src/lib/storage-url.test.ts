import { describe, expect, it } from '@jest/globals';
import { storageUrl } from '@/lib/storage-url';

describe('storageUrl', () => {
  it('builds the public address from the path relative to /storage/', () => {
    expect(storageUrl('profile-images/ab12.png')).toBe('/storage/profile-images/ab12.png');
  });

  it('has no address without a path', () => {
    expect(storageUrl(null)).toBeNull();
    expect(storageUrl('')).toBeNull();
  });
});

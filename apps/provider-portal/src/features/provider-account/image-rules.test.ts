import { describe, expect, it } from 'vitest';
import { PROVIDER_ACCOUNT_MSG, PROVIDER_IMAGE_LIMITS, PROVIDER_IMAGE_MAX_BYTES } from '@app/contract';
import { imageFileProblem, imageRoom, planUpload } from './image-rules.ts';

const file = (name: string, type: string, size: number) => new File([new Uint8Array(size)], name, { type });

describe('picture checks before upload', () => {
  it('refuses what the server refuses: type, then size', () => {
    expect(imageFileProblem(file('menu.pdf', 'application/pdf', 10))).toBe(PROVIDER_ACCOUNT_MSG.imageWrongType);
    expect(imageFileProblem(file('photo.heic', 'image/heic', 10))).toBe(PROVIDER_ACCOUNT_MSG.imageWrongType);
    expect(imageFileProblem({ type: 'image/jpeg', size: PROVIDER_IMAGE_MAX_BYTES + 1 })).toBe(PROVIDER_ACCOUNT_MSG.imageTooLarge);
    expect(imageFileProblem({ type: 'image/webp', size: PROVIDER_IMAGE_MAX_BYTES })).toBeNull();
    expect(imageFileProblem(file('empty.png', 'image/png', 0))).toBe(PROVIDER_ACCOUNT_MSG.imageMissing);
  });

  it('counts the room left per kind; a profile picture always fits (it replaces)', () => {
    const services = Array.from({ length: PROVIDER_IMAGE_LIMITS.service_image - 1 }, () => ({ kind: 'service_image' as const }));
    expect(imageRoom('service_image', services)).toBe(1);
    expect(imageRoom('profile_picture', [{ kind: 'profile_picture' }])).toBe(1);
    const plan = planUpload('service_image', [file('a.jpg', 'image/jpeg', 10), file('b.jpg', 'image/jpeg', 10), file('c.gif', 'text/plain', 10)], services);
    expect(plan.files.map((f) => f.name)).toEqual(['a.jpg']);
    expect(plan.problems).toEqual([`b.jpg: ${PROVIDER_ACCOUNT_MSG.imageLimitReached}`, `c.gif: ${PROVIDER_ACCOUNT_MSG.imageWrongType}`]);
  });
});

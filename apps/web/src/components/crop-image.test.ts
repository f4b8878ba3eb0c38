import { describe, expect, it } from 'vitest';
import {
  avatarFormData,
  outputName,
  outputTypeFor,
  planCrop,
  rotatedSize,
  validateImageFile,
} from './crop-image';

const MB = 1024 * 1024;

describe('validateImageFile', () => {
  it('accepts images up to 5 MB', () => {
    expect(validateImageFile({ type: 'image/png', size: 5 * MB })).toBeNull();
    expect(validateImageFile({ type: 'image/jpeg', size: 10 })).toBeNull();
  });

  it('rejects other types and larger files', () => {
    expect(validateImageFile({ type: 'text/plain', size: 10 })).toBe('type');
    expect(validateImageFile({ type: 'application/pdf', size: 10 })).toBe('type');
    expect(validateImageFile({ type: '', size: 10 })).toBe('type');
    expect(validateImageFile({ type: 'image/png', size: 5 * MB + 1 })).toBe('size');
    expect(validateImageFile({ type: 'image/png', size: 2 * MB }, 1)).toBe('size');
  });
});

describe('output names and types', () => {
  it('keeps JPEG, turns the rest into PNG and renames the file to match', () => {
    expect(outputTypeFor('image/jpeg')).toBe('image/jpeg');
    expect(outputTypeFor('image/webp')).toBe('image/png');
    expect(outputName('me.photo.JPEG', 'image/jpeg')).toBe('me.photo.jpg');
    expect(outputName('avatar.gif', 'image/png')).toBe('avatar.png');
    expect(outputName('.png', 'image/png')).toBe('avatar.png');
    expect(outputName('noext', 'image/png')).toBe('noext.png');
  });

  it('builds the avatarfile multipart body', () => {
    const form = avatarFormData(new Blob(['x'], { type: 'image/png' }), 'a.png');
    const file = form.get('avatarfile') as File;
    expect(file.name).toBe('a.png');
    expect(file.size).toBe(1);
  });
});

describe('crop rectangle', () => {
  it('computes the rotated bounding box', () => {
    expect(rotatedSize({ width: 400, height: 200 }, 0)).toEqual({ width: 400, height: 200 });
    expect(rotatedSize({ width: 400, height: 200 }, 90)).toEqual({ width: 200, height: 400 });
    expect(rotatedSize({ width: 400, height: 200 }, -90)).toEqual({ width: 200, height: 400 });
    expect(rotatedSize({ width: 400, height: 200 }, 180)).toEqual({ width: 400, height: 200 });
    expect(rotatedSize({ width: 100, height: 100 }, 45)).toEqual({ width: 141, height: 141 });
  });

  it('rounds the area, keeps it inside the box and scales the output down', () => {
    const plain = planCrop({ width: 800, height: 600 }, { x: 100.4, y: 50.6, width: 300.2, height: 299.7 });
    expect(plain.box).toEqual({ width: 800, height: 600 });
    expect(plain.rotationRad).toBe(0);
    expect(plain.source).toEqual({ x: 100, y: 51, width: 300, height: 300 });
    expect(plain.output).toEqual({ width: 300, height: 300 });

    const rotated = planCrop({ width: 800, height: 600 }, { x: 0, y: 100, width: 600, height: 600 }, 90);
    expect(rotated.box).toEqual({ width: 600, height: 800 });
    expect(rotated.rotationRad).toBeCloseTo(Math.PI / 2);
    expect(rotated.source).toEqual({ x: 0, y: 100, width: 600, height: 600 });

    const outside = planCrop({ width: 200, height: 100 }, { x: -5, y: 80, width: 400, height: 50 });
    expect(outside.source).toEqual({ x: 0, y: 80, width: 200, height: 20 });

    const big = planCrop({ width: 4000, height: 3000 }, { x: 0, y: 0, width: 3000, height: 1500 }, 0, 1024);
    expect(big.output).toEqual({ width: 1024, height: 512 });
  });
});

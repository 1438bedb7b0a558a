import { PHOTO_MAX_BYTES } from '@amora/contracts';
import sharp from 'sharp';
import { GPS_TAG, htmlJpegPolyglot, photoWithGps, pixelBomb } from '../../test/photo-fixtures.js';
import { processPhoto } from './image-pipeline.js';

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'accepted',
    (error: { code?: string }) => error.code ?? String(error),
  );

describe('the photo pipeline', () => {
  it.each(['jpeg', 'png', 'webp'] as const)(
    're-encodes a %s with EXIF GPS into WebP renditions without any metadata',
    async (format) => {
      const input = await photoWithGps(format);
      const exif = (await sharp(input).metadata()).exif;
      expect(exif?.includes(GPS_TAG)).toBe(true);

      const photo = await processPhoto(input);
      const outputs = { ...photo.renditions, blur: photo.blur };
      const sizes: Record<string, [number, number]> = {};
      for (const [name, output] of Object.entries(outputs)) {
        const meta = await sharp(output).metadata();
        expect(meta.format).toBe('webp');
        expect({ exif: meta.exif, icc: meta.icc, xmp: meta.xmp, iptc: meta.iptc }).toEqual({
          exif: undefined,
          icc: undefined,
          xmp: undefined,
          iptc: undefined,
        });
        expect(output.includes('Secret-Name')).toBe(false);
        expect(output.includes(Buffer.from('Exif'))).toBe(false);
        sizes[name] = [meta.width ?? 0, meta.height ?? 0];
      }
      expect(sizes).toEqual({ thumb: [200, 250], match: [600, 750], full: [1200, 900], blur: [400, 500] });
      expect([photo.width, photo.height]).toEqual([1200, 900]);
    },
  );

  it('turns a photo upright by its EXIF orientation', async () => {
    const photo = await processPhoto(await photoWithGps('jpeg', { width: 800, height: 600, orientation: 6 }));
    expect([photo.width, photo.height]).toEqual([600, 800]);
  });

  it('shrinks a large photo to 1600 pixels on its long side', async () => {
    const photo = await processPhoto(await photoWithGps('jpeg', { width: 3200, height: 2400 }));
    expect([photo.width, photo.height]).toEqual([1600, 1200]);
  });

  it('refuses what is not a photo, by content, each with its own code', async () => {
    const jpeg = await photoWithGps('jpeg', { width: 400, height: 300 });
    const png = await photoWithGps('png', { width: 400, height: 300 });
    const webp = await photoWithGps('webp', { width: 400, height: 300 });
    expect(await codeOf(processPhoto(Buffer.from('just some text, named photo.jpg\n')))).toBe(
      'photo_not_image',
    );
    expect(await codeOf(processPhoto(Buffer.alloc(0)))).toBe('photo_not_image');
    expect(await codeOf(processPhoto(Buffer.from('GIF89a\x01\x00\x01\x00')))).toBe('photo_not_image');
    expect(await codeOf(processPhoto(await htmlJpegPolyglot()))).toBe('photo_unsafe');
    const phpTail = Buffer.concat([png, Buffer.from('<?php system($_GET["c"]); ?>')]);
    expect(await codeOf(processPhoto(phpTail))).toBe('photo_unsafe');
    for (const image of [jpeg, png, webp]) {
      expect(await codeOf(processPhoto(image.subarray(0, Math.floor(image.length * 0.6))))).toBe(
        'photo_unreadable',
      );
    }
    expect(await codeOf(processPhoto(Buffer.concat([jpeg.subarray(0, 3), Buffer.alloc(500, 7)])))).toBe(
      'photo_unreadable',
    );
    expect(await codeOf(processPhoto(await pixelBomb()))).toBe('photo_too_many_pixels');
    // below the smallest rendition on either side: a thumbnail would be a blown-up blur
    expect(await codeOf(processPhoto(await photoWithGps('jpeg', { width: 199, height: 900 })))).toBe(
      'photo_too_small',
    );
    expect(await codeOf(processPhoto(await photoWithGps('png', { width: 900, height: 120 })))).toBe(
      'photo_too_small',
    );
    await expect(processPhoto(await photoWithGps('webp', { width: 200, height: 200 }))).resolves.toBeTruthy();
    const huge = Buffer.concat([jpeg, Buffer.alloc(PHOTO_MAX_BYTES)]);
    expect(await codeOf(processPhoto(huge))).toBe('photo_too_large');
  });

  it('keeps the polyglot check from refusing ordinary photos', async () => {
    for (let i = 0; i < 5; i++) {
      await expect(
        processPhoto(await photoWithGps('jpeg', { width: 900, height: 700 })),
      ).resolves.toBeTruthy();
    }
  });
});

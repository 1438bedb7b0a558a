import sharp from 'sharp';

/** EXIF with a GPS position (IFD3) and an owner's name, as a phone camera writes it. */
export const GPS_EXIF = {
  IFD0: { Copyright: 'Owner Secret-Name', Make: 'PhoneCam' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '52/1 22/1 1234/100',
    GPSLongitudeRef: 'E',
    GPSLongitude: '4/1 53/1 5678/100',
  },
};
/** The GPS IFD pointer tag (0x8825), little-endian as sharp writes it. */
export const GPS_TAG = Buffer.from([0x25, 0x88]);

/** A photo-like image (noise, so it does not compress to nothing) with EXIF GPS, in the given format. */
export async function photoWithGps(
  format: 'jpeg' | 'png' | 'webp',
  { width = 1200, height = 900, orientation }: { width?: number; height?: number; orientation?: number } = {},
): Promise<Buffer> {
  let image = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#000000',
      noise: { type: 'gaussian', mean: 120, sigma: 40 },
    },
  }).withExif(GPS_EXIF);
  if (orientation) image = image.withMetadata({ orientation });
  return image[format]().toBuffer();
}

/** A valid JPEG with a script in a comment segment: an image viewer shows it, a browser may run it. */
export async function htmlJpegPolyglot(): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c86432' } })
    .jpeg()
    .toBuffer();
  const payload = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');
  const comment = Buffer.alloc(4);
  comment.writeUInt16BE(0xfffe, 0);
  comment.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), comment, payload, jpeg.subarray(2)]);
}

/** A small PNG whose header claims more pixels than PHOTO_MAX_PIXELS (a decompression bomb). */
export function pixelBomb(): Promise<Buffer> {
  return sharp({ create: { width: 8000, height: 6000, channels: 3, background: '#ffffff' } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

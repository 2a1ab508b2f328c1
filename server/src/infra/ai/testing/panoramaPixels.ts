import sharp from "sharp";

/** A JPEG's pixels as RGB, with its size. */
export const decodeRgb = async (jpeg: Buffer) => {
  const { data, info } = await sharp(jpeg)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data: new Uint8Array(data), width: info.width, height: info.height, channels: 3 };
};

/**
 * How far apart a panorama's first and last columns are, as the mean and the largest absolute
 * difference per row of their channels' sum: what a viewer shows where the picture closes.
 */
export const seamGap = (image: Awaited<ReturnType<typeof decodeRgb>>) => {
  const { data, width, height } = image;
  let total = 0;
  let worst = 0;
  for (let y = 0; y < height; y++) {
    let gap = 0;
    for (let c = 0; c < 3; c++)
      gap += Math.abs(
        (data[y * width * 3 + c] as number) - (data[(y * width + width - 1) * 3 + c] as number),
      );
    total += gap / 3;
    worst = Math.max(worst, gap / 3);
  }
  return { mean: total / height, worst };
};

/**
 * A flat picture of `width` × `height` as PNG: red on the left half, blue on the right, the
 * hardest seam a panorama can have, which finishing must hide.
 */
export const splitPicture = (width: number, height: number): Promise<Buffer> => {
  const data = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      data.set(x < width / 2 ? [220, 30, 30] : [30, 30, 220], (y * width + x) * 3);
  return sharp(data, { raw: { width, height, channels: 3 } })
    .png()
    .toBuffer();
};

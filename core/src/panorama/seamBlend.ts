/** Interleaved 8-bit pixels, row after row, `channels` values per pixel. */
export interface RawImage {
  readonly data: Uint8Array;
  readonly width: number;
  readonly height: number;
  readonly channels: number;
}

const checked = (image: RawImage): RawImage => {
  const { data, width, height, channels } = image;
  if (data.length !== width * height * channels)
    throw new RangeError(
      `${data.length} bytes are not ${width} × ${height} pixels of ${channels} channels`,
    );
  return image;
};

/** How many columns either side of the seam {@link blendSeam} pulls together: 1/64 of the width, at least 4. */
export const seamBand = (width: number): number => Math.max(4, Math.round(width / 64));

/** How many rows at each pole {@link smoothPoles} eases to one colour: 1/32 of the height, at least 2. */
export const poleRows = (height: number): number => Math.max(2, Math.round(height / 32));

/**
 * The columns either side of an equirectangular image's seam made to meet: in a panorama the
 * last column sits next to the first, so a picture drawn flat shows a hard line there. Each
 * column at distance `d` from an edge is pulled toward the mean of itself and its mirror on the
 * other side, fully at the edge and not at all `band` columns in, so the first and last columns
 * end equal (within rounding) and the blend fades without a line of its own.
 */
export const blendSeam = (image: RawImage, band: number): RawImage => {
  const { data, width, height, channels } = checked(image);
  const span = Math.min(Math.floor(band), Math.floor(width / 2));
  const out = new Uint8Array(data);
  const row = width * channels;
  for (let d = 0; d < span; d++) {
    const pull = 0.5 * (1 - d / span);
    for (let y = 0; y < height; y++) {
      const left = y * row + d * channels;
      const right = y * row + (width - 1 - d) * channels;
      for (let c = 0; c < channels; c++) {
        const a = data[left + c] as number;
        const b = data[right + c] as number;
        out[left + c] = Math.round(a + pull * (b - a));
        out[right + c] = Math.round(b + pull * (a - b));
      }
    }
  }
  return { data: out, width, height, channels };
};

/**
 * The rows nearest the poles eased toward their row's mean colour: each pole is one point of
 * the sphere, so the top and bottom rows must be one colour, or the viewer pinches them into a
 * star. The pull is full on the first and last row and fades to nothing `rows` rows in.
 */
export const smoothPoles = (image: RawImage, rows: number): RawImage => {
  const { data, width, height, channels } = checked(image);
  const span = Math.min(Math.floor(rows), Math.floor(height / 2));
  const out = new Uint8Array(data);
  const stride = width * channels;
  const mean = new Float64Array(channels);
  for (let d = 0; d < span; d++) {
    const pull = (1 - d / span) ** 2;
    for (const y of [d, height - 1 - d]) {
      mean.fill(0);
      for (let x = 0; x < width; x++)
        for (let c = 0; c < channels; c++)
          mean[c] = (mean[c] as number) + (data[y * stride + x * channels + c] as number);
      for (let c = 0; c < channels; c++) mean[c] = (mean[c] as number) / width;
      for (let x = 0; x < width; x++)
        for (let c = 0; c < channels; c++) {
          const at = y * stride + x * channels + c;
          const value = data[at] as number;
          out[at] = Math.round(value + pull * ((mean[c] as number) - value));
        }
    }
  }
  return { data: out, width, height, channels };
};

/**
 * The largest difference, over rows and channels, between an image's first and last columns:
 * 0 for a seam no one can see.
 */
export const seamMismatch = (image: RawImage): number => {
  const { data, width, height, channels } = checked(image);
  let worst = 0;
  for (let y = 0; y < height; y++)
    for (let c = 0; c < channels; c++) {
      const a = data[y * width * channels + c] as number;
      const b = data[(y * width + width - 1) * channels + c] as number;
      worst = Math.max(worst, Math.abs(a - b));
    }
  return worst;
};

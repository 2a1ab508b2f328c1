import sharp from "sharp";

/*
 * The reference panorama of the tiling, viewer and browser tests: every equirect pixel has the
 * colour of the direction through its centre, so a cube tile's pixel (or a screenshot's) says
 * where on the sphere it was taken from, and a face drawn in the wrong place shows at once.
 */

/** The colour of a unit direction in the cube frame (x right, y up, −z ahead): 128 ± 127 each. */
export const directionColour = ([x, y, z]: readonly number[]): [number, number, number] => [
  128 + 127 * (x ?? 0),
  128 + 127 * (y ?? 0),
  128 + 127 * (z ?? 0),
];

/** A `width × width/2` equirect, lossless PNG, coloured by direction. */
export const directionPanorama = async (width: number): Promise<Buffer> => {
  const height = width / 2;
  const pixels = Buffer.alloc(width * height * 3);
  for (let row = 0; row < height; row++) {
    const pitch = (0.5 - (row + 0.5) / height) * Math.PI;
    for (let col = 0; col < width; col++) {
      const yaw = ((col + 0.5) / width - 0.5) * 2 * Math.PI;
      const direction = [
        Math.cos(pitch) * Math.sin(yaw),
        Math.sin(pitch),
        -Math.cos(pitch) * Math.cos(yaw),
      ];
      const [r, g, b] = directionColour(direction);
      const o = (row * width + col) * 3;
      pixels[o] = Math.round(r);
      pixels[o + 1] = Math.round(g);
      pixels[o + 2] = Math.round(b);
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
};
